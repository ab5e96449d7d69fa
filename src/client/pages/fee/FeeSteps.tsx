import { Alert, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../domain/constants';
import type { Money } from '../../../domain/money';
import type { ItemView } from '../taxation/item-computation';
import { ComputationLines } from '../taxation/ComputationLines';

type Props = {
  view: ItemView;
  counter: Money | undefined;
  rate: string | undefined;
  language: Language;
  showMissing: boolean;
  onValue: (stepKey: string, value: string) => void;
};

/** The fee's typed steps and its computation, line by line, as the taxation form shows a tax. */
export function FeeSteps({ view, counter, rate, language, showMissing, onValue }: Props) {
  const translate = useTranslate();
  const invalid = new Set(view.invalid.map((step) => step.stepKey));
  const typed = view.steps.filter((step) => step.includeInCalculation && step.stepMode === 'user');
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      {typed.map((step) => {
        const error = invalid.has(step.stepKey) && (showMissing || step.value !== '');
        return (
          <TextField
            key={step.stepKey}
            id={`fee-step-${step.stepKey}`}
            label={step.labelName}
            value={step.value}
            required
            error={error}
            helperText={error ? translate('errors.stepValueMissing', { field: step.labelName }) : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            onChange={(event) => onValue(step.stepKey, event.target.value.trim().replace(',', '.'))}
          />
        );
      })}
      {view.computation ? (
        <ComputationLines computation={view.computation} counter={counter} rate={rate} language={language} />
      ) : (
        <Alert severity="info">{translate(view.outOfRange ? 'taxation.items.tooLarge' : 'taxation.items.incomplete')}</Alert>
      )}
    </Stack>
  );
}
