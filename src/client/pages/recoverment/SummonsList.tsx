import { Card, CardContent, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Datagrid, FunctionField, List, TextField, useListContext, useTranslate } from 'react-admin';
import { formatDayTime, formatMoney } from '../../../domain/format';
import { ListErrorState } from '../../schema-ui/list/ListErrorState';
import { ListPagination } from '../../schema-ui/list/ListPagination';
import { useLanguage } from '../../providers/use-language';
import { SUMMONS_LIST, type SummonsRow } from './recoverment-api';
import { SummonsDownloadButton } from './SummonsDownloadButton';

const t = (key: string) => `recoverment.summonses.${key}`;

/** Summonses on a phone: one card each, its download button under the note. */
function SummonsCards() {
  const translate = useTranslate();
  const language = useLanguage();
  const { data = [] } = useListContext<SummonsRow>();
  if (data.length === 0) return <Typography sx={{ p: 2 }}>{translate(t('empty'))}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((row) => (
        <li key={row.id}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 0.5 }}>
              <Typography sx={{ fontWeight: 700, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{row.reference}</Typography>
              <Typography variant="body2">
                {[row.taxpayerName, formatMoney({ amount: row.amountDue, currency: row.currency }, language), formatDayTime(row.issuedAt)].join(' · ')}
              </Typography>
              <div>
                <SummonsDownloadButton summonsKey={row._key} number={row.number} />
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

/** Every summons of the project, newest first, each downloadable as its signed PDF. */
export function SummonsList() {
  const translate = useTranslate();
  const language = useLanguage();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <List<SummonsRow>
      resource={SUMMONS_LIST}
      disableAuthentication
      title={false}
      disableSyncWithLocation
      storeKey="recoverment.summonses"
      sort={{ field: 'issuedAt', order: 'DESC' }}
      perPage={25}
      actions={false}
      exporter={false}
      empty={false}
      error={<ListErrorState name={translate(t('listName'))} />}
      pagination={<ListPagination />}
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      {isPhone ? (
        <SummonsCards />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 3 }}>{translate(t('empty'))}</Typography>}>
          <FunctionField<SummonsRow>
            source="number"
            label={translate(t('number'))}
            render={(row) => <SummonsDownloadButton summonsKey={row._key} number={row.number} />}
          />
          <TextField source="reference" label={translate(t('reference'))} sortable={false} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} />
          <TextField source="taxpayerName" label={translate(t('taxpayerName'))} sortable={false} />
          <FunctionField<SummonsRow>
            source="amountDue"
            label={translate(t('amountDue'))}
            render={(row) => formatMoney({ amount: row.amountDue, currency: row.currency }, language)}
          />
          <FunctionField<SummonsRow> source="issuedAt" label={translate(t('issuedAt'))} render={(row) => formatDayTime(row.issuedAt)} />
        </Datagrid>
      )}
    </List>
  );
}
