import GavelIcon from '@mui/icons-material/Gavel';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { NOTIFICATION_DURATIONS } from '../../../domain/constants';
import { EnforcementResultDialog } from './EnforcementResultDialog';
import { recovermentApi, type EnforcementResult, type RecovermentRow, type TaskState } from './recoverment-api';
import { STAGE_COUNTS } from './StageTabs';

type Props = { onSummonsStarted: (task: TaskState) => void };
type Asking = 'summons' | 'enforcement' | null;

/**
 * What the receveur does with the selected notes, each after a confirmation naming how many:
 * issue their summonses (a background task the page then follows) or hand them to enforcement.
 */
export function RecovermentBulkActions({ onSummonsStarted }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { selectedIds, data = [], onUnselectItems } = useListContext<RecovermentRow>();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ outcome: EnforcementResult; references: Record<string, string> } | null>(null);
  const count = selectedIds.length;
  if (!count && !result) return null;

  const run = async () => {
    setBusy(true);
    const keys = selectedIds.map(String);
    // The rows may leave the list once moved: their references are kept for the result.
    const references = Object.fromEntries(data.filter((row) => selectedIds.includes(row.id)).map((row) => [String(row.id), row.reference]));
    try {
      if (asking === 'summons') onSummonsStarted(await recovermentApi.requestSummons(keys));
      else setResult({ outcome: await recovermentApi.enforce(keys), references });
      onUnselectItems();
      refresh();
      void queryClient.invalidateQueries({ queryKey: [STAGE_COUNTS] });
    } catch (error) {
      notify((error as Error).message, { type: 'error', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const which = asking === 'summons' ? 'summonsConfirm' : 'enforcementConfirm';
  return (
    <>
      {count > 0 && (
        <Paper variant="outlined" sx={{ p: 1, mb: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography role="status" sx={{ flex: 1 }}>
              {translate('recoverment.selected', { smart_count: count })}
            </Typography>
            <Button variant="contained" startIcon={<MailOutlineIcon />} disabled={busy} onClick={() => setAsking('summons')}>
              {translate('recoverment.actions.summons')}
            </Button>
            <Button variant="outlined" color="warning" startIcon={<GavelIcon />} disabled={busy} onClick={() => setAsking('enforcement')}>
              {translate('recoverment.actions.enforcement')}
            </Button>
          </Stack>
        </Paper>
      )}
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={translate(`recoverment.${which}.title`, { smart_count: count })}
        content={translate(`recoverment.${which}.content`)}
        confirm={translate(`recoverment.actions.${asking ?? 'summons'}`)}
        cancel={translate('recoverment.actions.cancel')}
        onConfirm={() => void run()}
        onClose={() => setAsking(null)}
      />
      {result && <EnforcementResultDialog outcome={result.outcome} references={result.references} onClose={() => setResult(null)} />}
    </>
  );
}
