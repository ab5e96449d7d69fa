import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay, formatDayTime } from '../../../domain/format';
import { DayField } from '../../schema-ui/DayField';
import { useDebouncedValue } from '../../use-debounced-value';
import { clearanceApi, PAGE_SIZE, type Clearance, type ClearanceFilter } from './clearance-api';
import { ServerExportButton } from '../../exports/ServerExportButton';
import { DownloadButton } from './DownloadButton';
import { RevokeDialog } from './RevokeDialog';
import { useLabelled } from '../../providers/use-labelled';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CHIP_COLOR = { issued: 'success', refused: 'default', revoked: 'error', expired: 'warning' } as const;

/** The project's requests, newest first, as cards (they fit a phone): state chips, download, revoke. */
export function ClearanceList({ refreshKey, onRevoked }: { refreshKey: number; onRevoked?: (clearance: Clearance) => void }) {
  const translate = useTranslate();
  const labelled = useLabelled();
  const [filter, setFilter] = useState<ClearanceFilter>({});
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const [page, setPage] = useState(0);
  const [revoking, setRevoking] = useState<Clearance>();
  const wanted = { ...filter, q: q.trim() || undefined };
  const query = useQuery({ queryKey: ['clearances', wanted, page, refreshKey], queryFn: () => clearanceApi.list(wanted, page), retry: false });
  const stateOf = (row: Clearance) => translate(`clearance.states.${row.state}`);
  const change = (next: ClearanceFilter) => {
    setFilter({ ...filter, ...next });
    setPage(0);
  };
  // The typed days: a filter changes once a day is complete (or cleared), not on every keystroke.
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const typeDay = (setDay: (value: string) => void, toFilter: (day: string | undefined) => ClearanceFilter) => (value: string) => {
    setDay(value);
    if (!value || ISO_DAY.test(value)) change(toFilter(value || undefined));
  };
  const rows = query.data?.rows ?? [];
  const total = query.data?.total;

  return (
    <Card component="section" aria-labelledby="clearance-list-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="clearance-list-title" component="h2" variant="h6">
            {translate('clearance.list.title')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr 1fr auto' } }}>
            <TextField
              size="small"
              label={translate('clearance.list.search')}
              value={search}
              onChange={(event) => (setSearch(event.target.value), setPage(0))}
            />
            <TextField
              select
              size="small"
              label={translate('clearance.list.status')}
              value={filter.status ?? ''}
              onChange={(event) => change({ status: event.target.value || undefined })}
            >
              <MenuItem value="">{translate('clearance.list.any')}</MenuItem>
              {(['issued', 'refused', 'revoked'] as const).map((status) => (
                <MenuItem key={status} value={status}>
                  {translate(`clearance.states.${status}`)}
                </MenuItem>
              ))}
            </TextField>
            <DayField
              id="clearance-from"
              size="small"
              label={translate('clearance.list.from')}
              value={fromDay}
              onChange={typeDay(setFromDay, (day) => ({ requestedAt_gte: day }))}
            />
            <DayField
              id="clearance-to"
              size="small"
              label={translate('clearance.list.to')}
              value={toDay}
              onChange={typeDay(setToDay, (day) => ({ requestedAt_lte: day && `${day}T23:59:59.999Z` }))}
            />
            <ServerExportButton
              path="taxNote/clearances/export"
              params={{ filter: JSON.stringify(Object.fromEntries(Object.entries(wanted).filter(([, value]) => value))) }}
              variant="outlined"
              disabled={!rows.length}
            />
          </Box>
          {query.isPending && <Typography role="status">{translate('ra.page.loading')}</Typography>}
          {query.isError && (
            <Alert severity="error" role="alert" action={<Button onClick={() => query.refetch()}>{translate('clearance.list.retry')}</Button>}>
              {translate('clearance.list.loadFailed')}
            </Alert>
          )}
          {query.isSuccess && !rows.length && <Typography color="text.secondary">{translate('clearance.list.empty')}</Typography>}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('clearance.list.title')}>
            {rows.map((row) => (
              <Box component="li" key={row._key} data-testid="clearance-row" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.taxpayerName}</Typography>
                  <Chip size="small" color={CHIP_COLOR[row.state]} label={stateOf(row)} data-state={row.state} />
                  {row.number && <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{row.number}</Typography>}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {labelled(translate('clearance.list.requestedAt'), formatDayTime(row.requestedAt))}
                  {row.validUntil && ` · ${labelled(translate('clearance.list.validUntil'), formatDay(row.validUntil))}`}
                </Typography>
                {row.state === 'revoked' && (
                  <Typography variant="body2">
                    {translate('clearance.revoke.revokedOn', { date: formatDayTime(row.revokedAt), reason: row.revokeReason })}
                  </Typography>
                )}
                {row.number && (
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                    <DownloadButton clearance={row} label={translate('clearance.issued.download')} />
                    {row.status === 'issued' && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setRevoking(row)}
                        aria-label={translate('clearance.revoke.buttonOf', { number: row.number })}
                      >
                        {translate('clearance.revoke.button')}
                      </Button>
                    )}
                  </Stack>
                )}
              </Box>
            ))}
          </Stack>
          {(page > 0 || rows.length === PAGE_SIZE) && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
                {translate('clearance.list.previous')}
              </Button>
              <Typography>{translate('clearance.list.page', { page: page + 1 })}</Typography>
              <Button disabled={total !== undefined ? (page + 1) * PAGE_SIZE >= total : rows.length < PAGE_SIZE} onClick={() => setPage(page + 1)}>
                {translate('clearance.list.next')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
      {revoking && (
        <RevokeDialog
          clearance={revoking}
          onClose={() => setRevoking(undefined)}
          onRevoked={() => {
            onRevoked?.(revoking);
            setRevoking(undefined);
            void query.refetch();
          }}
        />
      )}
    </Card>
  );
}
