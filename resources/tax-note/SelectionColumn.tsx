import { Checkbox } from '@mui/material';
import type { MouseEvent } from 'react';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';

/**
 * Row selection with a labelled input. react-admin's own row checkbox puts its name on the
 * wrapping span, so a screen reader meets an unnamed checkbox; this one names the input itself
 * ("Select HKR-2026-…"). A click selects without opening the row.
 */
export function SelectRowCheckbox({ describe }: { describe: (record: { id: unknown }) => string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { selectedIds, onToggleItem } = useListContext();
  if (!record) return null;
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onClick={stop}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('taxNotes.approver.selectOne', { note: describe(record) }) } }}
    />
  );
}

/** The header's "select every note of this page" box, named on the input too. */
export function SelectPageCheckbox() {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const ids = data.map((record) => record.id);
  const all = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  const some = !all && ids.some((id) => selectedIds.includes(id));
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={some}
      disabled={!ids.length}
      onClick={(event) => event.stopPropagation()}
      onChange={() => (all ? onUnselectItems() : onSelect(ids))}
      slotProps={{ input: { 'aria-label': translate('taxNotes.approver.selectPage') } }}
    />
  );
}
