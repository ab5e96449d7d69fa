import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDay, formatMoney } from '../../../domain/format';
import { noteShowPath } from '../../../../resources/tax-note/tax-note-links';
import { SelectRowCheckbox } from '../../../../resources/tax-note/SelectionColumn';
import { useLanguage } from '../../providers/use-language';
import type { RecovermentRow } from './recoverment-api';
import { SummonsDownloadButton } from './SummonsDownloadButton';

/** Overdue notes on a phone: one selectable card per note (a table would push the amounts off the screen). */
export function RecovermentCards() {
  const translate = useTranslate();
  const language = useLanguage();
  const { data = [] } = useListContext<RecovermentRow>();
  if (data.length === 0) return <Typography sx={{ p: 2 }}>{translate('recoverment.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((row) => (
        <li key={row.id}>
          <RecordContextProvider value={row}>
            <Card variant="outlined">
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
                  <SelectRowCheckbox describe={(record) => (record as RecovermentRow).reference} />
                  <Typography component={Link} to={noteShowPath(row)} sx={{ fontWeight: 700, fontFamily: 'monospace', overflowWrap: 'anywhere', flex: 1 }}>
                    {row.reference}
                  </Typography>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {formatMoney({ amount: row.remaining, currency: row.currency }, language)}
                  </Typography>
                </Stack>
                <Typography variant="body2">
                  {[row.taxpayerName, translate(`values.taxType.${row.taxType}`, { _: row.taxType }), row.zone].filter(Boolean).join(' · ')}
                </Typography>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Chip size="small" label={translate(`recoverment.stages.${row.stage}`, { _: row.stage })} />
                  <Typography variant="caption" color="text.secondary">
                    {formatDay(row.dueDate)} · {translate('recoverment.days', { smart_count: row.daysOverdue })}
                  </Typography>
                  {row.summonsKey && row.summonsNumber && <SummonsDownloadButton summonsKey={row.summonsKey} number={row.summonsNumber} />}
                </Stack>
              </CardContent>
            </Card>
          </RecordContextProvider>
        </li>
      ))}
    </Stack>
  );
}
