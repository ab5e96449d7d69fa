import { Alert, Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { actorRights } from '../../../domain/tax-note-protocol';
import { useSession } from '../../providers/use-session';
import { TaxNoteTable } from '../../../../resources/tax-note/TaxNoteTable';
import { ApproverRowActions } from './ApproverRowActions';
import { BulkApproveButton } from './BulkApproveButton';

type Queue = 'approver' | 'receveur';

const QUEUE_LABELS: Record<Queue, string> = { approver: 'taxNotes.approver.approverQueue', receveur: 'taxNotes.approver.receveurQueue' };

/**
 * /approver: the notes waiting for the caller, oldest first. An approver sees the notes awaiting
 * approval (approve or reject each, or approve a selection at once); a receveur those awaiting
 * issue; a role with both rights switches between the two queues. Each row opens its note.
 */
export function ApproverPage() {
  const translate = useTranslate();
  const { user } = useSession();
  const rights = actorRights(user?.role?.roleList);
  const queues = (['approver', 'receveur'] as const).filter((queue) => rights[queue]);
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
          permanentFilter={{ awaitingActor: queue }}
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
