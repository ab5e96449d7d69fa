import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { NOTIFICATION_DURATIONS } from '../../src/domain/constants';
import type { AccountDataProvider } from '../../src/client/providers/account-methods';
import { useSession } from '../../src/client/providers/use-session';
import { useNotifySuccess } from '../../src/client/providers/use-notify-success';

/**
 * A list row action: after a confirmation, every sign-in of the user ends (POST …/force-logout).
 * `label` is the column's header, which the Datagrid reads from this element's props.
 */
export function ForceLogoutButton(_props: { label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const record = useRecordContext<{ id: string; userName?: string }>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { user } = useSession();
  // One's own sign-ins are ended by signing out; the server refuses it here (OWN_ACCOUNT).
  if (!record || record.id === user?._key) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await dataProvider.forceLogout(record.id);
      notifySuccess('users.notifications.forcedLogout', { messageArgs: { name: record.userName ?? '' } });
    } catch (error) {
      notify((error as Error).message, { type: 'error', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    // The confirmation renders in a portal, yet React bubbles its clicks to the row, which would open the dialog.
    <span onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        color="warning"
        startIcon={<LogoutIcon />}
        onClick={() => setOpen(true)}
        aria-label={translate('users.list.forceLogoutOf', { name: record.userName ?? '' })}
      >
        {translate('users.list.forceLogout')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('users.list.forceLogoutTitle', { name: record.userName ?? '' })}
        content={translate('users.list.forceLogoutContent', { name: record.userName ?? '' })}
        confirm={translate('users.list.forceLogout')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
