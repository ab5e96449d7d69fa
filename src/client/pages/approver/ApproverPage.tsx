import { Alert, Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { actorRights } from '../../../domain/tax-note-protocol';
import { useSession } from '../../providers/use-session';
import { TaxNoteTable } from '../../../../resources/tax-note/TaxNoteTable';
import { ApproverRowActions } from './ApproverRowActions';
import { BulkApproveButton } from './BulkApproveButton';

type Queue = 'approver' | 'amendments' | 'receveur';

const QUEUE_LABELS: Record<Queue, string> = {
  approver: 'taxNotes.approver.approverQueue',
  amendments: 'taxNotes.approver.amendmentQueue',
  receveur: 'taxNotes.approver.receveurQueue',
};
/** What each queue lists: the notes at the caller's step, or those with a new amount awaiting a decision. */
const QUEUE_FILTERS: Record<Queue, Record<string, string>> = {
  approver: { awaitingActor: 'approver' },
  amendments: { amendmentState: 'pending' },
  receveur: { awaitingActor: 'receveur' },
};
/** Whose right each queue needs: an approver decides notes and new amounts, a receveur issues. */
const QUEUE_RIGHT: Record<Queue, 'approver' | 'receveur'> = { approver: 'approver', amendments: 'approver', receveur: 'receveur' };

/**
 * /approver: the notes waiting for the caller, oldest first. An approver sees the notes awaiting
 * approval (approve or reject each, or approve a selection at once) and, in a second queue, the
 * new amounts awaiting a decision (decided on the note's page, next to the request's supporting
 * document); a receveur those awaiting issue. Each row opens its note. No row offers a decision
 * on the caller's own note or request (four eyes, the same rule the server applies).
 */
export function ApproverPage() {
  const translate = useTranslate();
  const { user } = useSession();
  const rights = actorRights(user?.role?.roleList);
  const queues = (['approver', 'amendments', 'receveur'] as const).filter((queue) => rights[QUEUE_RIGHT[queue]]);
  const [chosen, setChosen] = useState<Queue | undefined>();
  const queue = chosen && queues.includes(chosen) ? chosen : queues[0];
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {translate('taxNotes.approver.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('taxNotes.approver.intro')}
      </Typography>
      {!queue && <Alert severity="info">{translate('taxNotes.approver.noRights')}</Alert>}
      {queues.length > 1 && (
        <Tabs value={queue} onChange={(_, next: Queue) => setChosen(next)} aria-label={translate('taxNotes.approver.queues')} sx={{ mb: 1 }}>
          {queues.map((q) => (
            <Tab key={q} value={q} label={translate(QUEUE_LABELS[q])} />
          ))}
        </Tabs>
      )}
      {queue && (
        <TaxNoteTable
          key={queue}
          permanentFilter={QUEUE_FILTERS[queue]}
          filterFields={['taxType', 'createdAt']}
          storeKey={`approver.${queue}`}
          sort={{ field: 'createdAt', order: 'ASC' }}
          empty={<Typography sx={{ p: 3 }}>{translate('taxNotes.approver.empty')}</Typography>}
          rowActions={<ApproverRowActions rights={rights} caller={user?._key} label="" />}
          bulkActionButtons={queue === 'approver' ? <BulkApproveButton /> : undefined}
        />
      )}
    </Box>
  );
}
