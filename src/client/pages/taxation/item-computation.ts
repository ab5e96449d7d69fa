import { isDecimalText, type Money } from '../../../domain/money';
import {
  AmountOutOfRangeError,
  autoStepValue,
  computeItem,
  invalidSteps,
  type ItemComputation,
  type ItemStep,
  type ObjectFacts,
  type Period,
  type StepMode,
} from '../../../domain/tax-computation';
import { toMinorUnits } from '../../schema-ui/money';
import type { ItemDraft } from './taxation-form';

/** A step configuration record as the list answers it. */
export type StepRecord = {
  id: string;
  stepKey: string;
  labelName: string;
  sequence: number;
  stepMode: StepMode;
  taxType?: string;
  includeInCalculation?: boolean;
  defaultValue?: string;
};

/**
 * Each step with the value it has on this item: an auto step reads the taxed object (its default
 * when the object lacks the fact), a user step what was typed, else its default value.
 */
export function itemSteps(steps: readonly StepRecord[], draft: ItemDraft, facts: ObjectFacts, period: Period): ItemStep[] {
  return steps.map((step) => ({
    stepKey: step.stepKey,
    labelName: step.labelName,
    stepMode: step.stepMode,
    includeInCalculation: step.includeInCalculation ?? false,
    value:
      step.stepMode === 'auto'
        ? (autoStepValue(step.stepKey, facts, period) ?? step.defaultValue ?? '')
        : (draft.stepValues[step.stepKey] ?? step.defaultValue ?? ''),
  }));
}

export type ItemView = {
  steps: ItemStep[];
  /** Included steps without a number: the amount cannot be computed yet. */
  invalid: ItemStep[];
  computation?: ItemComputation;
  outOfRange: boolean;
  /** The declared amount in minor units; undefined when none is typed, NaN when it is no amount. */
  declared?: number;
  /** A declared amount that differs from the computed one needs a reason. */
  differs: boolean;
};

/** What the item card shows and whether the note may be sent, from the same domain rule the server applies. */
export function itemView(factor: Money, steps: ItemStep[], draft: ItemDraft): ItemView {
  const invalid = invalidSteps(steps);
  let computation: ItemComputation | undefined;
  let outOfRange = false;
  if (invalid.length === 0) {
    try {
      computation = computeItem({ factor, steps });
    } catch (error) {
      if (!(error instanceof AmountOutOfRangeError)) throw error;
      outOfRange = true;
    }
  }
  const declared = draft.declared.trim() ? (toMinorUnits(draft.declared) ?? Number.NaN) : undefined;
  // A declared text that is no amount gets its field message; it is not a different amount.
  const differs = declared !== undefined && !Number.isNaN(declared) && computation !== undefined && declared !== computation.amount;
  return { steps, invalid, computation, outOfRange, declared, differs };
}

/** Whether the item can go to the server as it is. */
export function itemReady(view: ItemView, draft: ItemDraft): boolean {
  if (!view.computation) return false;
  if (view.declared !== undefined && Number.isNaN(view.declared)) return false;
  return !view.differs || draft.amountReason.trim().length > 0;
}

/** The user steps' values worth sending (numbers); the server fills the auto steps itself. */
export function stepValuesToSend(steps: readonly ItemStep[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const step of steps) if (step.stepMode === 'user' && isDecimalText(step.value)) values[step.stepKey] = step.value;
  return values;
}
