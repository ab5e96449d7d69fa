import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Datagrid, FilterButton, FunctionField, List, TopToolbar, useTranslate, type SortPayload } from 'react-admin';
import type { TaxNoteRecord } from '../../src/client/providers/tax-note-methods';
import { useEntity } from '../../src/client/schema-ui';
import { fieldLabel, resourceName } from '../../src/client/schema-ui/labels';
import { EmptyList } from '../../src/client/schema-ui/list/EmptyList';
import { ListExportButton } from '../../src/client/schema-ui/list/ListExportButton';
import { listColumns } from '../../src/client/schema-ui/list/list-fields';
import { ListErrorState } from '../../src/client/schema-ui/list/ListErrorState';
import { ListPagination } from '../../src/client/schema-ui/list/ListPagination';
import { schemaColumn } from '../../src/client/schema-ui/list/schema-column';
import { TaxNoteAmount } from './TaxNoteAmount';
import { TaxNoteCards } from './TaxNoteCards';
import { TaxNoteChips } from './TaxNoteChips';
import { taxNoteFilters } from './tax-note-filters';
import { noteShowPath } from './tax-note-links';
import { SelectPageCheckbox, SelectRowCheckbox } from './SelectionColumn';

export type TaxNoteTableProps = {
  /** Always applied, never shown (a taxpayer's notes, a queue). */
  permanentFilter?: Record<string, unknown>;
  /** Filter inputs beside the search box; default: the schema's filter fields. */
  filterFields?: string[];
  /** Inside another screen: the list keeps its own state, not the address bar's. */
  storeKey?: string;
  sort?: SortPayload;
  /** What an empty list says; default: the engine's empty state. */
  empty?: ReactElement;
  /** Buttons at the end of each row and under each card (the record is in context). */
  rowActions?: ReactNode;
  /** Buttons for the selected rows, shown in the toolbar; none: rows cannot be selected. */
  bulkActionButtons?: ReactElement;
  /** Extra buttons in the toolbar. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** Columns the table draws itself: amounts with their counter-value, statuses as chips. */
const OWN_COLUMNS = new Set(['amount', 'counterAmount', 'lifecycle', 'paymentState']);

/**
 * Tax notes as the list engine shows any entity (schema columns, sort on the indexed fields,
 * search, filters, .xlsx export of every column, pagination, an error with a retry), with the
 * amount beside its counter-value, the statuses as chips and date ranges among the filters.
 * On a phone each note is a card.
 */
export function TaxNoteTable({ permanentFilter, filterFields, storeKey, sort, empty, rowActions, bulkActionButtons, actions, children }: TaxNoteTableProps) {
  const entity = useEntity('tax-note');
  const translate = useTranslate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const columns = useMemo(() => listColumns(entity), [entity]);
  const filters = useMemo(() => taxNoteFilters(entity, translate, filterFields), [entity, translate, filterFields]);
  const plain = columns.filter((field) => !OWN_COLUMNS.has(field));
  const label = (field: string) => fieldLabel(translate, entity, field);
  return (
    <List<TaxNoteRecord>
      resource={entity.path}
      title={false}
      filters={filters}
      filter={permanentFilter}
      sort={sort ?? { field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      disableSyncWithLocation={Boolean(storeKey)}
      storeKey={storeKey}
      empty={empty ?? <EmptyList />}
      error={<ListErrorState name={resourceName(translate, entity, 2).toLowerCase()} />}
      pagination={<ListPagination />}
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          {filters.length > 1 && <FilterButton />}
          {actions}
          {bulkActionButtons}
          <ListExportButton fields={columns} />
        </TopToolbar>
      }
    >
      {children}
      {isPhone ? (
        <TaxNoteCards actions={rowActions} selectable={Boolean(bulkActionButtons)} />
      ) : (
        // Selection is drawn by our own column: react-admin's row checkbox leaves its input unnamed.
        <Datagrid rowClick={(id) => noteShowPath({ id })} bulkActionButtons={false}>
          {bulkActionButtons && (
            <FunctionField<TaxNoteRecord>
              label={<SelectPageCheckbox />}
              sortable={false}
              render={() => <SelectRowCheckbox describe={(note) => (note as TaxNoteRecord).reference} />}
            />
          )}
          {plain.slice(0, 3).map((field) => schemaColumn(entity, field, label(field)))}
          <FunctionField<TaxNoteRecord> source="amount" label={label('amount')} sortable={false} render={(note) => <TaxNoteAmount note={note} />} />
          <FunctionField<TaxNoteRecord> source="lifecycle" label={label('lifecycle')} sortable={false} render={(note) => <TaxNoteChips note={note} />} />
          {plain.slice(3).map((field) => schemaColumn(entity, field, label(field)))}
          {rowActions}
        </Datagrid>
      )}
    </List>
  );
}
