import type { ReactElement } from 'react';
import { BooleanInput, SelectInput } from 'react-admin';
import type { EntityMeta } from '../../../domain/entity-meta';
import { DayFilterInput } from '../../schema-ui/DayFilterInput';
import { filterInputs } from '../../schema-ui/list/filter-inputs';
import { filterFields } from '../../schema-ui/list/list-fields';
import type { BankChoice } from './use-payment-rights';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Filters drawn here rather than by the engine: a counter may not read the banks or the users. */
const OWN = ['paymentDate', 'bankKey', 'recordedBy'];

/**
 * The ledger's filters: the engine's inputs for the schema's plain filter fields (search, method,
 * kind, currency), the payment day as a from/until pair (`_gte` / `_lte`), the banks the caller's
 * ledger may hold (named by the server, since a cashier reads no bank list) and "Recorded by me".
 */
export function paymentFilters(entity: EntityMeta, translate: Translate, context: { banks: readonly BankChoice[]; userKey?: string }): ReactElement[] {
  const wanted = filterFields(entity);
  const label = (key: string) => translate(`payments.history.${key}`);
  const inputs = filterInputs(
    entity,
    wanted.filter((field) => !OWN.includes(field)),
    translate,
  );
  if (wanted.includes('paymentDate')) {
    // A payment day is a date, not a moment: the server compares the days themselves.
    inputs.push(
      <DayFilterInput key="paymentDate_gte" source="paymentDate_gte" label={label('from')} alwaysOn />,
      <DayFilterInput key="paymentDate_lte" source="paymentDate_lte" label={label('to')} alwaysOn />,
    );
  }
  if (wanted.includes('bankKey') && context.banks.length)
    inputs.push(
      <SelectInput key="bankKey" source="bankKey" label={label('bank')} choices={context.banks.map((bank) => ({ id: bank.key, name: bank.name }))} />,
    );
  if (wanted.includes('recordedBy') && context.userKey) {
    const me = context.userKey;
    // A switch named as the guide names it ('Recorded by me'), on as soon as it is chosen from the filter menu.
    inputs.push(
      <BooleanInput
        key="recordedBy"
        source="recordedBy"
        label={label('mine')}
        defaultValue={me}
        format={(value: unknown) => value === me}
        parse={(checked: boolean) => (checked ? me : undefined)}
      />,
    );
  }
  return inputs;
}
