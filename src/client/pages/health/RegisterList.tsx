import { Card, CardActionArea, CardContent, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { Datagrid, FilterButton, List, TopToolbar, useListContext, type SortPayload } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ServerExportButton } from '../../exports/ServerExportButton';
import { ListErrorState } from '../../schema-ui/list/ListErrorState';
import { ListPagination } from '../../schema-ui/list/ListPagination';

type ActionsProps = {
  /** The list's name, also the export's file name. */
  listName: string;
  /** Offer the "add filter" button (the registers whose filters are not all shown). */
  filterButton?: boolean;
  /** The server export of the list as filtered and sorted on screen; none when left out. */
  exportPath?: string;
  extra?: ReactNode;
};

/** A register's toolbar: the filters to add, what the page adds, and the export of the list as filtered and sorted on screen. */
export function RegisterActions({ listName, filterButton = false, exportPath, extra }: ActionsProps) {
  const { filterValues, sort, total } = useListContext();
  return (
    <TopToolbar>
      {filterButton && <FilterButton />}
      {extra}
      {exportPath && (
        <ServerExportButton
          path={exportPath}
          name={listName}
          params={{ filter: JSON.stringify(filterValues), sort: JSON.stringify([sort.field, sort.order]) }}
          disabled={!total}
          variant="outlined"
        />
      )}
    </TopToolbar>
  );
}

type CardsProps<T> = {
  empty: string;
  /** Where a card leads, e.g. `/death/<key>`. */
  linkOf: (record: T) => string;
  /** The lines of one card (its heading first). */
  renderCard: (record: T) => ReactNode;
};

/** Records on a phone: one card each, opening the record. */
export function RecordCards<T extends { id: string | number }>({ empty, linkOf, renderCard }: CardsProps<T>) {
  const navigate = useNavigate();
  const { data = [] } = useListContext<T & { id: string | number }>();
  if (data.length === 0) return <Typography sx={{ p: 2 }}>{empty}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((record) => (
        <li key={record.id}>
          <Card variant="outlined">
            <CardActionArea onClick={() => navigate(linkOf(record))}>
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>{renderCard(record)}</CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

type ListProps = {
  resource: string;
  storeKey: string;
  sort: SortPayload;
  filters: ReactElement[];
  actions: ReactElement;
  listName: string;
  empty: string;
  /** Where a row leads from its id, e.g. `/death/<id>`. */
  rowLink: (id: string | number) => string;
  /** The phone layout (see RecordCards). */
  cards: ReactNode;
  /** The table's columns on wider screens. */
  children: ReactNode;
  /** Rendered inside the list context whatever the layout (listeners). */
  before?: ReactNode;
};

/** A health register: cards on phones, a sortable table elsewhere, 25 a page, with its empty and error states. */
export function RegisterList({ resource, storeKey, sort, filters, actions, listName, empty, rowLink, cards, children, before }: ListProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return (
    <List
      resource={resource}
      disableAuthentication
      title={false}
      disableSyncWithLocation
      storeKey={storeKey}
      sort={sort}
      perPage={25}
      filters={filters}
      actions={actions}
      exporter={false}
      empty={false}
      error={<ListErrorState name={listName} />}
      pagination={<ListPagination />}
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      {before}
      {isPhone ? (
        cards
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={(id) => rowLink(id)} empty={<Typography sx={{ p: 3 }}>{empty}</Typography>}>
          {children}
        </Datagrid>
      )}
    </List>
  );
}
