import { Chip, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { Datagrid, FilterButton, FunctionField, List, TextField, TopToolbar, useTranslate } from 'react-admin';
import { formatDay, formatMoney } from '../../../domain/format';
import { ListErrorState } from '../../schema-ui/list/ListErrorState';
import { ListPagination } from '../../schema-ui/list/ListPagination';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../../../resources/tax-note/SelectionColumn';
import { noteShowPath } from '../../../../resources/tax-note/tax-note-links';
import { useLanguage } from '../../providers/use-language';
import { RECOVERMENT_LIST, type RecovermentRow, type TaskState } from './recoverment-api';
import { recovermentFilters } from './recoverment-filters';
import { RecovermentBulkActions } from './RecovermentBulkActions';
import { RecovermentCards } from './RecovermentCards';
import { StageTabs } from './StageTabs';
import { SummonsDownloadButton } from './SummonsDownloadButton';

/**
 * The overdue notes, oldest due first, in tabs by recovery stage with their counts; filters by
 * zone, tax type, remaining amount and days overdue; rows selectable for the batch actions.
 */
export function OverdueNotes({ onSummonsStarted }: { onSummonsStarted: (task: TaskState) => void }) {
  const translate = useTranslate();
  const language = useLanguage();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const filters = useMemo(() => recovermentFilters(translate), [translate]);
  const label = (field: string) => translate(`recoverment.fields.${field}`);
  return (
    <List<RecovermentRow>
      resource={RECOVERMENT_LIST}
      // No react-admin resource: the page's guard (Recoverment) lets the user in and the server decides.
      disableAuthentication
      title={false}
      disableSyncWithLocation
      storeKey="recoverment.overdue"
      filters={filters}
      sort={{ field: 'dueDate', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={false}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          <FilterButton />
        </TopToolbar>
      }
      error={<ListErrorState name={translate('recoverment.listName')} />}
      pagination={<ListPagination />}
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <StageTabs />
      <RecovermentBulkActions onSummonsStarted={onSummonsStarted} />
      {isPhone ? (
        <RecovermentCards />
      ) : (
        <Datagrid
          rowClick={(id) => noteShowPath({ id })}
          bulkActionButtons={false}
          empty={<Typography sx={{ p: 3 }}>{translate('recoverment.empty')}</Typography>}
        >
          <FunctionField<RecovermentRow>
            label={<SelectPageCheckbox />}
            sortable={false}
            render={() => <SelectRowCheckbox describe={(row) => (row as RecovermentRow).reference} />}
          />
          <TextField source="reference" label={label('reference')} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} />
          <TextField source="taxpayerName" label={label('taxpayerName')} />
          <FunctionField<RecovermentRow>
            source="taxType"
            label={label('taxType')}
            render={(row) => translate(`values.taxType.${row.taxType}`, { _: row.taxType })}
          />
          <FunctionField<RecovermentRow>
            source="remaining"
            label={label('remaining')}
            render={(row) => formatMoney({ amount: row.remaining, currency: row.currency }, language)}
          />
          <FunctionField<RecovermentRow> source="dueDate" label={label('dueDate')} render={(row) => formatDay(row.dueDate)} />
          <FunctionField<RecovermentRow>
            source="daysOverdue"
            label={label('daysOverdue')}
            render={(row) => translate('recoverment.days', { smart_count: row.daysOverdue })}
          />
          <FunctionField<RecovermentRow>
            source="stage"
            label={label('stage')}
            render={(row) => <Chip size="small" label={translate(`recoverment.stages.${row.stage}`, { _: row.stage })} />}
          />
          <FunctionField<RecovermentRow> source="zone" label={label('zone')} sortable={false} render={(row) => row.zone ?? '—'} />
          <FunctionField<RecovermentRow>
            label={label('summons')}
            sortable={false}
            render={(row) => (row.summonsKey && row.summonsNumber ? <SummonsDownloadButton summonsKey={row.summonsKey} number={row.summonsNumber} /> : '—')}
          />
        </Datagrid>
      )}
    </List>
  );
}
