import type { KeyboardEvent } from 'react';
import { DatagridBody, DatagridRow, type DatagridRowProps } from 'react-admin';

/**
 * A list row that opens with the keyboard as it does with a click: it is in the tab order and
 * Enter (or Space) on the row itself runs its rowClick. Keys pressed on a button inside the row
 * (Force logout, Delete) stay that button's.
 */
function OpenOnEnterRow(props: DatagridRowProps) {
  const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return <DatagridRow {...props} tabIndex={0} onKeyDown={openOnEnter} />;
}

/** Datagrid's `body` for lists whose rows open a record. */
export const openOnEnterBody = <DatagridBody row={<OpenOnEnterRow />} />;

/** A focused row is outlined, so a keyboard user sees where Enter goes. */
export const focusedRowSx = {
  '& .RaDatagrid-row:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
} as const;
