import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { NOTIFICATION_DURATIONS } from '../../../domain/constants';
import type { BulkApproveResult, TaxNoteDataProvider, TaxNoteRecord } from '../../providers/tax-note-methods';
import { BulkApproveResultDialog } from './BulkApproveResultDialog';

/**
 * Approves the selected notes in one call after a confirmation naming how many; the server
 * approves each on its own and says which it refused (someone acted first…), which the result
 * dialog lists with their references.
 */
export function BulkApproveButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useDataProvider<TaxNoteDataProvider>();
  const { selectedIds, data = [], onUnselectItems } = useListContext<TaxNoteRecord>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ outcome: BulkApproveResult; references: Record<string, string> } | null>(null);
  const count = selectedIds.length;

  const approve = async () => {
    setBusy(true);
    // The rows may leave the list once approved: their references are kept for the result.
    const references = Object.fromEntries(data.filter((note) => selectedIds.includes(note.id)).map((note) => [String(note.id), note.reference]));
    try {
      const { data: outcome } = await provider.bulkApproveTaxNotes(selectedIds.map(String));
      setResult({ outcome, references });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button size="small" variant="contained" color="success" startIcon={<DoneAllIcon />} disabled={!count || busy} onClick={() => setConfirming(true)}>
        {translate('taxNotes.approver.bulkApprove')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('taxNotes.approver.bulkTitle', { smart_count: count })}
        content={translate('taxNotes.approver.bulkContent')}
        confirm={translate('taxNotes.actions.approve')}
        cancel={translate('taxNotes.actions.cancel')}
        onConfirm={() => void approve()}
        onClose={() => setConfirming(false)}
      />
      {result && <BulkApproveResultDialog outcome={result.outcome} references={result.references} onClose={() => setResult(null)} />}
    </>
  );
}
