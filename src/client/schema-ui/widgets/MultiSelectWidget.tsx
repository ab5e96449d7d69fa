import { Box, Button, Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { valueLabel } from '../labels';
import { deselectAll, selectAll, selectionValue } from './multi-select';
import { representationOf, useReferenceList } from './use-reference';
import { useGrantableRecords } from './grantable-establishments';

export type Choice = { value: string; label: string; disabled?: boolean };

const MAX_REFERENCE_CHOICES = 500;

/**
 * Several values of an enum, or several records of a referenced resource, with Select All and
 * Deselect All (associated organizations). `ui:options.choices` replaces the offered list.
 */
export function MultiSelectWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors = [], schema, options } = props;
  const translate = useTranslate();
  const items = (schema.items ?? {}) as { enum?: unknown[]; 'x-admin-reference'?: string };
  const reference = items['x-admin-reference'];
  const { data: listed = [] } = useReferenceList(reference ?? '', reference && !options.choices ? {} : undefined, MAX_REFERENCE_CHOICES);
  const field = (options.valuesKey as string | undefined) ?? name;
  const held = useMemo(() => (Array.isArray(value) ? value.map(String) : []), [value]);
  const records = useGrantableRecords(reference ?? '', name, listed, held);
  const choices: Choice[] = useMemo(() => {
    if (Array.isArray(options.choices)) return options.choices as Choice[];
    if (reference) {
      const represent = representationOf(reference);
      return records.map((record) => ({ value: String(record.id), label: represent(record) }));
    }
    return (items.enum ?? []).map((v) => ({ value: String(v), label: valueLabel(translate, field, v) }));
  }, [options.choices, reference, records, items.enum, translate, field]);
  const selected: string[] = Array.isArray(value) ? value.map(String) : [];
  const labelOf = (v: string) => choices.find((c) => c.value === v)?.label ?? v;
  const locked = disabled || readonly;

  return (
    <Box>
      <TextField
        select
        id={id}
        label={label}
        value={selected}
        required={required}
        disabled={locked}
        fullWidth
        error={rawErrors.length > 0}
        SelectProps={{ multiple: true, renderValue: (chosen) => (chosen as string[]).map(labelOf).join(', ') }}
        onChange={(event) => onChange(selectionValue(event.target.value as unknown as string[]))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value} disabled={choice.disabled}>
            <Checkbox checked={selected.includes(choice.value)} size="small" />
            <ListItemText primary={choice.label} />
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
        <Button size="small" disabled={locked} onClick={() => onChange(selectionValue(selectAll(choices)))}>
          {translate('schemaUi.widgets.selectAll')}
        </Button>
        <Button size="small" disabled={locked || !selected.length} onClick={() => onChange(selectionValue(deselectAll()))}>
          {translate('schemaUi.widgets.deselectAll')}
        </Button>
      </Box>
    </Box>
  );
}
