import { useTranslate } from 'react-admin';
import { BatchResultDialog } from '../../layout/BatchResultDialog';
import type { BulkApproveResult } from '../../providers/tax-note-methods';

type Props = { outcome: BulkApproveResult; references: Record<string, string>; onClose: () => void };

/** What a bulk approval did: how many notes were approved, and each refused one with the server's reason. */
export function BulkApproveResultDialog({ outcome, references, onClose }: Props) {
  const translate = useTranslate();
  const { approved, refused } = outcome;
  return (
    <BatchResultDialog
      id="bulk-approve-result"
      title={translate('taxNotes.approver.resultTitle')}
      doneText={translate('taxNotes.approver.approvedCount', { smart_count: approved.length })}
      doneCount={approved.length}
      leftOutText={translate('taxNotes.approver.refusedCount', { smart_count: refused.length })}
      leftOut={refused.map((refusal) => ({ key: refusal.key, reason: refusal.message }))}
      references={references}
      closeLabel={translate('taxNotes.approver.close')}
      onClose={onClose}
    />
  );
}
