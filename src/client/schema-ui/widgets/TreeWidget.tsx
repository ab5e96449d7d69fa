import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from '../form/form-state-context';
import { treeOptions } from './tree';
import { representationOf, useReferenceList } from './use-reference';
import { useGrantableRecords } from './grantable-establishments';

const MAX_TREE_RECORDS = 500;

/**
 * A record of a resource shown as its tree (establishment branches, classifications): records
 * are nested under their `parentKey`. The record being edited and its branches are not offered.
 */
export function TreeWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors = [], schema, options } = props;
  const translate = useTranslate();
  const { recordId } = useFormState();
  const resource = String((options.reference as string | undefined) ?? schema['x-admin-reference'] ?? '');
  const filter = (options.filter as Record<string, unknown> | undefined) ?? {};
  const { data: listed = [] } = useReferenceList(resource, filter, MAX_TREE_RECORDS);
  const held = useMemo(() => (typeof value === 'string' && value ? [value] : []), [value]);
  const records = useGrantableRecords(resource, name, listed, held);
  const tree = useMemo(() => {
    const represent = representationOf(resource);
    const nodes = records.map((record) => ({
      id: String(record.id),
      label: represent(record),
      parent: typeof record.parentKey === 'string' ? record.parentKey : undefined,
    }));
    return treeOptions(nodes, recordId === undefined ? undefined : String(recordId));
  }, [records, resource, recordId]);
  const current = typeof value === 'string' ? value : '';
  const known = tree.some((option) => option.id === current);

  return (
    <TextField
      select
      id={id}
      label={label}
      value={current}
      required={required}
      disabled={disabled || readonly}
      fullWidth
      error={rawErrors.length > 0}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {!required && (
        <MenuItem value="">
          <em>{translate('schemaUi.widgets.treeRoot')}</em>
        </MenuItem>
      )}
      {current && !known && <MenuItem value={current}>{current}</MenuItem>}
      {tree.map((option) => (
        <MenuItem key={option.id} value={option.id} sx={{ pl: 2 + option.depth * 3, fontWeight: option.depth === 0 ? 600 : 400 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
