import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatDayTime } from '../../../domain/format';
import type { QrLogRow } from '../../providers/document-methods';
import { coordinatesOf } from '../../../../resources/tax-note/tax-note-format';
import { useLabelled } from '../../providers/use-labelled';

/** The log on a phone: one card per check, the result beside the reference (a table would hide it off-screen). */
export function QrLogCards() {
  const translate = useTranslate();
  const labelled = useLabelled();
  const { data = [] } = useListContext<QrLogRow>();
  if (data.length === 0) return <p>{translate('qrCode.log.empty')}</p>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((row) => {
        const where = coordinatesOf(row.latitude, row.longitude);
        return (
          <li key={row.id}>
            <Card variant="outlined" aria-label={row.reference}>
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 700, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{row.reference}</Typography>
                  <Chip size="small" color={row.genuine ? 'success' : 'error'} label={translate(`qrCode.log.${row.genuine ? 'yes' : 'no'}`)} />
                </Stack>
                <Typography variant="body2">
                  {[formatDayTime(row.checkedAt), translate(`qrCode.kinds.${row.kind}`, { _: row.kind }), row.userName].filter(Boolean).join(' · ')}
                </Typography>
                {where && (
                  <Typography variant="caption" color="text.secondary">
                    {labelled(translate('qrCode.log.location'), `${where.latitude}, ${where.longitude}`)}
                  </Typography>
                )}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
