import type { ReactElement } from 'react';
import { NumberInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { minorToDecimalText } from '../../../domain/money';
import { majorTextToMinor } from '../../../domain/recoverment';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const TAX_TYPES = ['property', 'vehicle', 'rental', 'fee'] as const;

/** An amount typed in major units, sent in minor units (the server filters on the note's own currency). */
const parseAmount = (value: number | string | null) => (value === null || value === '' ? null : (majorTextToMinor(String(value)) ?? null));
const formatAmount = (minor: number | null | undefined) => (typeof minor === 'number' ? minorToDecimalText(minor, 'USD') : '');
const parseDays = (value: number | string | null) => (value === null || value === '' || !Number.isSafeInteger(Number(value)) ? null : Number(value));

/** The overdue list's filters: search, zone, tax type, remaining amount and days overdue ranges (the stage is the tabs). */
export function recovermentFilters(translate: Translate): ReactElement[] {
  const label = (key: string) => translate(`recoverment.filters.${key}`);
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={label('q')} />,
    <TextInput key="zone" source="zone" label={label('zone')} />,
    <SelectInput
      key="taxType"
      source="taxType"
      label={label('taxType')}
      choices={TAX_TYPES.map((type) => ({ id: type, name: translate(`values.taxType.${type}`, { _: type }) }))}
    />,
    <NumberInput key="remaining_gte" source="remaining_gte" label={label('remainingFrom')} min={0} parse={parseAmount} format={formatAmount} />,
    <NumberInput key="remaining_lte" source="remaining_lte" label={label('remainingTo')} min={0} parse={parseAmount} format={formatAmount} />,
    <NumberInput key="daysOverdue_gte" source="daysOverdue_gte" label={label('overdueFrom')} min={0} step={1} parse={parseDays} />,
    <NumberInput key="daysOverdue_lte" source="daysOverdue_lte" label={label('overdueTo')} min={0} step={1} parse={parseDays} />,
  ];
}
