import { Box, Button, Card, CardContent, Chip, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, formatDayTime } from '../../../domain/format';
import { moneyText } from '../../../../resources/tax-note/tax-note-format';
import { useLanguage } from '../../providers/use-language';
import type { CallQueueRow } from '../../providers/call-center-methods';
import { useLabelled } from '../../providers/use-labelled';

type Props = { rows: CallQueueRow[]; isPhone: boolean; onOpen: (row: CallQueueRow) => void };

/** '12 days overdue', 'Due today', 'Due in 3 days'. */
function useDueText() {
  const translate = useTranslate();
  return (row: CallQueueRow) =>
    row.daysOverdue > 0
      ? translate('callCenter.queue.overdue', { smart_count: row.daysOverdue })
      : row.daysOverdue === 0
        ? translate('callCenter.queue.dueToday')
        : translate('callCenter.queue.dueIn', { smart_count: -row.daysOverdue });
}

function Phones({ row }: { row: CallQueueRow }) {
  const translate = useTranslate();
  const phones = [...new Set([row.phone, row.contactPhone].filter((phone): phone is string => Boolean(phone)))];
  return (
    <Stack component="span" spacing={0.25}>
      {phones.map((phone) => (
        <Link key={phone} href={`tel:${phone}`} aria-label={translate('callCenter.note.call', { phone })}>
          {phone}
        </Link>
      ))}
    </Stack>
  );
}

/** Stage, who holds the note, the last call and its reminder date, as chips and lines. */
function State({ row }: { row: CallQueueRow }) {
  const translate = useTranslate();
  const labelled = useLabelled();
  const language = useLanguage();
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Chip size="small" color={row.stage === 'promiseBroken' ? 'warning' : 'default'} label={translate(`callCenter.stages.${row.stage ?? 'none'}`)} />
        {row.heldBy && <Chip size="small" color={row.heldByMe ? 'primary' : 'secondary'} label={translate('callCenter.queue.heldBy', { name: row.heldBy })} />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {row.lastCalledAt
          ? `${translate(`callCenter.callStatuses.${row.lastCallStatus}`)} — ${formatDayTime(row.lastCalledAt)} — ${row.lastCallBy}`
          : translate('callCenter.queue.never')}
      </Typography>
      {row.reminderDate && (
        <Typography variant="body2" data-testid="queue-reminder">
          {labelled(translate('callCenter.form.reminderDate'), formatDay(row.reminderDate))}
        </Typography>
      )}
      {row.promiseDate && row.promiseAmount && (
        <Typography variant="body2">
          {labelled(translate('callCenter.queue.promise'), `${moneyText(row.promiseAmount, language)}, ${formatDay(row.promiseDate)}`)}
        </Typography>
      )}
    </Stack>
  );
}

/** The queue: a table on a desktop, one card per note on a phone (no sideways scrolling at 390 px). */
export function QueueRows({ rows, isPhone, onOpen }: Props) {
  const translate = useTranslate();
  const language = useLanguage();
  const dueText = useDueText();
  const open = (row: CallQueueRow) => (
    <Button variant="outlined" size="small" onClick={() => onOpen(row)}>
      {translate('callCenter.queue.open', { reference: row.reference })}
    </Button>
  );
  if (isPhone)
    return (
      <Stack spacing={1} component="ul" aria-label={translate('callCenter.queue.label')} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {rows.map((row) => (
          <Card key={row._key} component="li" variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.reference}</Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{row.taxpayerName}</Typography>
              <Typography>
                {moneyText(row.remaining, language)} ({moneyText(row.counterRemaining, language)})
              </Typography>
              <Typography variant="body2">
                {formatDay(row.dueDate)} — {dueText(row)}
              </Typography>
              <Phones row={row} />
              <State row={row} />
              <Box>{open(row)}</Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('callCenter.queue.label')}>
        <TableHead>
          <TableRow>
            {(['reference', 'taxpayer', 'phones', 'remaining', 'dueDate', 'lastCall'] as const).map((column) => (
              <TableCell key={column} align={column === 'remaining' ? 'right' : 'left'}>
                {translate(`callCenter.queue.${column}`)}
              </TableCell>
            ))}
            <TableCell>{translate('callCenter.queue.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row._key} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.reference}</TableCell>
              <TableCell>{row.taxpayerName}</TableCell>
              <TableCell>
                <Phones row={row} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {moneyText(row.remaining, language)}
                <Typography variant="body2" color="text.secondary">
                  {moneyText(row.counterRemaining, language)}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(row.dueDate)}
                <Typography variant="body2" color={row.daysOverdue > 0 ? 'error' : 'text.secondary'}>
                  {dueText(row)}
                </Typography>
              </TableCell>
              <TableCell>
                <State row={row} />
              </TableCell>
              <TableCell>{open(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
