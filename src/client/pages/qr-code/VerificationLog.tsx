import { Chip, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Datagrid, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { formatDayTime } from '../../../domain/format';
import type { QrLogRow } from '../../providers/document-methods';
import { ListErrorState } from '../../schema-ui/list/ListErrorState';
import { ListPagination } from '../../schema-ui/list/ListPagination';
import { QrLogCards } from './QrLogCards';
import { coordinatesOf } from '../../../../resources/tax-note/tax-note-format';

/** The list route of the checks; not a schema entity, so the name is the API path itself. */
export const QR_LOGS = 'taxNote/qr-logs';

/** Every online check of a document, newest first: when, which document, genuine or not, where. */
export function VerificationLog() {
  const translate = useTranslate();
  const label = (field: string) => translate(`qrCode.log.${field}`);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <List<QrLogRow>
      resource={QR_LOGS}
      // The route is no react-admin resource, so the client has no area to check it against: the
      // page's own guard (QR Code) lets the user in and the server decides who reads the log.
      disableAuthentication
      title={false}
      disableSyncWithLocation
      storeKey="qr-code.log"
      sort={{ field: 'checkedAt', order: 'DESC' }}
      perPage={10}
      actions={false}
      exporter={false}
      empty={false}
      error={<ListErrorState name={label('title').toLowerCase()} />}
      pagination={<ListPagination />}
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      {isPhone ? (
        <QrLogCards />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>{label('empty')}</p>}>
          <FunctionField<QrLogRow> source="checkedAt" label={label('checkedAt')} render={(row) => formatDayTime(row.checkedAt)} />
          <FunctionField<QrLogRow>
            source="kind"
            label={label('kind')}
            sortable={false}
            render={(row) => translate(`qrCode.kinds.${row.kind}`, { _: row.kind })}
          />
          <TextField source="reference" label={label('reference')} sortable={false} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} />
          <FunctionField<QrLogRow>
            source="genuine"
            label={label('genuine')}
            sortable={false}
            render={(row) => <Chip size="small" color={row.genuine ? 'success' : 'error'} label={label(row.genuine ? 'yes' : 'no')} />}
          />
          <FunctionField<QrLogRow>
            source="latitude"
            label={label('location')}
            sortable={false}
            render={(row) => {
              const where = coordinatesOf(row.latitude, row.longitude);
              return where ? `${where.latitude}, ${where.longitude}` : '—';
            }}
          />
          <TextField source="userName" label={label('userName')} sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
