import CallMergeIcon from '@mui/icons-material/CallMerge';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { canDecide, type CitizenDecision } from '../../domain/citizen-status';
import { NOTIFICATION_DURATIONS } from '../../domain/constants';
import type { AccountDataProvider } from '../providers/account-methods';
import { DECISION_NOTICE, decideCitizen, type DecisionInput } from '../../../resources/citizen/citizen-decisions';
import { citizenName, type CitizenRecord } from '../../../resources/citizen/citizen-tabs';
import { CitizenApproverMergeDialog } from './CitizenApproverMergeDialog';
import { CitizenApproverRejectDialog } from './CitizenApproverRejectDialog';
import { useNotifySuccess } from '../providers/use-notify-success';

/** A queue row's decisions: approve (confirmed), reject (with a reason), merge (pick the record to keep), update. */
export function CitizenApproverActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const record = useRecordContext<CitizenRecord>();
  const [open, setOpen] = useState<CitizenDecision | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const name = citizenName(record);
  const decidable = canDecide(record.status);

  const decide = async (decision: CitizenDecision, input?: DecisionInput) => {
    setBusy(true);
    try {
      await decideCitizen(dataProvider, String(record.id), decision, input);
      notifySuccess(DECISION_NOTICE[decision], { messageArgs: { name } });
      setOpen(null);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
    } finally {
      setBusy(false);
    }
  };

  const action = (decision: CitizenDecision, icon: ReactElement, color: 'success' | 'error' | 'primary') => (
    <Button
      size="small"
      color={color}
      startIcon={icon}
      disabled={!decidable || busy}
      onClick={() => setOpen(decision)}
      aria-label={translate(`citizens.approver.${decision}Of`, { name })}
    >
      {translate(`citizens.approver.${decision}`)}
    </Button>
  );

  return (
    // Dialogs render in portals, yet React bubbles their clicks to the row, which would open the citizen.
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()} sx={{ flexWrap: 'wrap' }}>
      {action('approve', <CheckIcon />, 'success')}
      {action('reject', <CloseIcon />, 'error')}
      {action('merge', <CallMergeIcon />, 'primary')}
      <Button
        size="small"
        startIcon={<EditIcon />}
        component={Link}
        to={`/citizen/${encodeURIComponent(String(record.id))}`}
        aria-label={translate('citizens.approver.updateOf', { name })}
      >
        {translate('citizens.approver.update')}
      </Button>
      <Confirm
        isOpen={open === 'approve'}
        loading={busy}
        title={translate('citizens.approver.approveTitle', { name })}
        content={translate('citizens.approver.approveContent', { name })}
        onConfirm={() => decide('approve')}
        onClose={() => setOpen(null)}
      />
      {open === 'reject' && (
        <CitizenApproverRejectDialog name={name} busy={busy} onCancel={() => setOpen(null)} onReject={(reason) => decide('reject', { reason })} />
      )}
      {open === 'merge' && (
        <CitizenApproverMergeDialog citizen={record} busy={busy} onCancel={() => setOpen(null)} onMerge={(intoKey) => decide('merge', { intoKey })} />
      )}
    </Stack>
  );
}
