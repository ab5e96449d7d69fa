import { Box, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { RECOVERY_STAGES } from '../../../domain/recovery';

export type QueueFilterValues = { q: string; daysOverdue: string; stage: string; taxType: string; sort: string };
export const EMPTY_FILTERS: QueueFilterValues = { q: '', daysOverdue: '', stage: '', taxType: '', sort: 'priority' };

const DAY_CHOICES = [1, 7, 30, 90];
const TAX_TYPES = ['property', 'vehicle', 'rental', 'fee'];
export const QUEUE_SORTS = ['priority', 'reminderDate', 'daysOverdue', 'remaining', 'dueDate', 'reference'] as const;
/** Typing waits this long before the queue is asked again. */
const SEARCH_DEBOUNCE_MS = 400;

/** The filter object of the list call: empty choices are left out. */
export function queueFilter(values: QueueFilterValues): Record<string, unknown> {
  return {
    ...(values.q.trim() ? { q: values.q.trim() } : {}),
    ...(values.daysOverdue ? { daysOverdue_gte: Number(values.daysOverdue) } : {}),
    ...(values.stage ? { stage: values.stage } : {}),
    ...(values.taxType ? { taxType: values.taxType } : {}),
  };
}

type Props = { values: QueueFilterValues; onChange: (values: QueueFilterValues) => void };

export function QueueFilters({ values, onChange }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState(values.q);
  useEffect(() => {
    if (text === values.q) return undefined;
    const timer = window.setTimeout(() => onChange({ ...values, q: text }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, values, onChange]);
  const select = (field: Exclude<keyof QueueFilterValues, 'q'>, label: string, choices: [string, string][]) => (
    <TextField
      select
      size="small"
      id={`call-filter-${field}`}
      label={label}
      value={values[field]}
      onChange={(e) => onChange({ ...values, [field]: e.target.value })}
    >
      {choices.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      role="search"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: '2fr repeat(4, minmax(0, 1fr))' } }}
    >
      <TextField
        size="small"
        id="call-filter-q"
        label={translate('callCenter.filters.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
      />
      {select('daysOverdue', translate('callCenter.filters.daysOverdue'), [
        ['', translate('callCenter.filters.anyDays')],
        ...DAY_CHOICES.map((days): [string, string] => [String(days), translate('callCenter.filters.days', { smart_count: days })]),
      ])}
      {select('stage', translate('callCenter.filters.stage'), [
        ['', translate('callCenter.filters.anyStage')],
        ...['none', ...RECOVERY_STAGES].map((stage): [string, string] => [stage, translate(`callCenter.stages.${stage}`)]),
      ])}
      {select('taxType', translate('callCenter.filters.taxType'), [
        ['', translate('callCenter.filters.anyTaxType')],
        ...TAX_TYPES.map((type): [string, string] => [type, translate(`values.taxType.${type}`)]),
      ])}
      {select(
        'sort',
        translate('callCenter.filters.sort'),
        QUEUE_SORTS.map((sort): [string, string] => [sort, translate(`callCenter.sorts.${sort}`)]),
      )}
    </Box>
  );
}
