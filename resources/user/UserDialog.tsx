import { Alert, Button, CircularProgress, DialogActions, DialogContent, Divider, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import { NOTIFICATION_DURATIONS } from '../../src/domain/constants';
import { DialogTitleBar } from '../../src/client/layout/DialogTitleBar';
import { ResponsiveDialog } from '../../src/client/layout/ResponsiveDialog';
import { projectKeyOf, sortedProjects } from '../../src/client/providers/session';
import { useSession } from '../../src/client/providers/use-session';
import { fromUserRecord, pickPerson, startBlank, type UserFormValues } from './user-form';
import { createBody, updateBody } from './user-form-rules';
import type { AccountDataProvider } from '../../src/client/providers/account-methods';
import { useUserForm } from './use-user-form';
import { UserCitizenSearch } from './UserCitizenSearch';
import { UserFormFields } from './UserFormFields';
import { PersonPhoto } from './PersonPhoto';
import { useNotifySuccess } from '../../src/client/providers/use-notify-success';

export type UserDialogProps = {
  /** No key: create mode; a key: update mode. */
  userKey?: string;
  onClose: () => void;
  /** Called with the saved user after a create or update. */
  onSaved?: (record: Record<string, unknown>) => void;
  /** Non-user mode (an existing user picked in the search): the form data, no server call. */
  onReturn?: (values: Omit<UserFormValues, 'password' | 'confirmPassword'>) => void;
  /** An existing user picked in the search: opens their own record, where their role and organizations change. */
  onOpenExisting?: (userKey: string) => void;
  /** Opened from a project's configuration, an update also ends the user's sign-ins. */
  forceLogoutOnSave?: boolean;
};

type Detail = { field?: string; message?: string };

/** User create/update dialog. */
export function UserDialog({ userKey, onClose, onSaved, onReturn, onOpenExisting, forceLogoutOnSave = false }: UserDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const { user, projectKey } = useSession();
  const project = sortedProjects(user).find((p) => projectKeyOf(p) === projectKey);
  const mode = userKey ? 'update' : 'create';
  const form = useUserForm(mode, { key: projectKey, type: project?.projectType });
  const { state, update, invalid, setServerErrors, errors, touch } = form;
  const [busy, setBusy] = useState(false);
  const record = useGetOne('user', { id: userKey ?? '' }, { enabled: Boolean(userKey) });
  const loaded = useRef(false);
  // The values as opened (after the record loaded, in update mode): closing with anything else typed asks first.
  const pristine = useRef<string | undefined>(undefined);
  const snapshot = JSON.stringify(state.values);
  useEffect(() => {
    if (pristine.current === undefined && (mode === 'create' || loaded.current)) pristine.current = snapshot;
  }, [snapshot, mode]);
  const dirty = pristine.current !== undefined && pristine.current !== snapshot;

  useEffect(() => {
    if (!record.data || loaded.current) return;
    loaded.current = true;
    update((s) => fromUserRecord(s, record.data as Record<string, unknown>, user?._key));
  }, [record.data, update, user?._key]);

  // A loaded record that misses a field update requires (gender) shows why Update is disabled.
  useEffect(() => {
    if (mode === 'update' && loaded.current) for (const field of Object.keys(errors)) touch(field);
  }, [mode, errors, touch, record.data]);

  const { values } = state;
  const name = [values.firstName, values.middleName, values.lastName].filter(Boolean).join(' ');
  const fail = (error: unknown) => {
    const body = (error as HttpError).body as { details?: Detail[]; errorCode?: string } | undefined;
    const details = body?.details ?? [];
    const fieldMessages = Object.fromEntries(details.filter((d) => d.field && d.message).map((d) => [d.field!, d.message!]));
    // SPEC's toast ('User is already added !!!') does not say which field: the user name says it is taken.
    if (body?.errorCode === 'USER_ALREADY_ADDED' && !fieldMessages.userName) fieldMessages.userName = translate('errors.userNameTaken');
    setServerErrors(fieldMessages);
    notify((error as Error).message, { type: 'error', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
  };

  /** Another project's user picked: they join this project with the account they have. */
  const addToProject = async () => {
    if (!values._key || !projectKey || busy) return;
    setBusy(true);
    try {
      await dataProvider.addProjectMembers(projectKey, [values._key]);
      notifySuccess('users.notifications.addedToProject', { messageArgs: { name } });
      refresh();
      onSaved?.({ ...values, id: values._key });
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
      setBusy(false);
    }
  };

  const submit = async () => {
    if (invalid || busy) return;
    if (state.kind === 'nonUser') {
      const { password: _p, confirmPassword: _c, ...data } = values;
      onReturn?.(data);
      onClose();
      return;
    }
    setBusy(true);
    try {
      const saved = userKey
        ? await dataProvider.update('user', { id: userKey, data: updateBody(values, forceLogoutOnSave), previousData: record.data ?? { id: userKey } })
        : await dataProvider.create('user', { data: createBody(values) });
      notifySuccess(userKey ? 'users.notifications.updated' : 'users.notifications.created');
      refresh();
      onSaved?.(saved.data);
      onClose();
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };

  return (
    <ResponsiveDialog onClose={onClose} dirty={dirty} fullWidth maxWidth="lg" aria-labelledby="user-dialog-title">
      <div id="user-dialog-title">
        <DialogTitleBar
          title={translate(mode === 'create' ? 'users.dialog.titleCreate' : 'users.dialog.titleUpdate')}
          name={name || translate('users.dialog.newUser')}
          closeLabel={translate('users.dialog.close')}
          onClose={onClose}
        />
      </div>
      <DialogContent dividers>
        {mode === 'update' && !record.data ? (
          record.error ? (
            <Alert severity="error">{(record.error as Error).message}</Alert>
          ) : (
            <CircularProgress aria-label={translate('users.dialog.loading')} />
          )
        ) : (
          <Stack spacing={2}>
            {mode === 'create' && (
              <UserCitizenSearch onPick={(person) => update((s) => pickPerson(s, person))} onAddUser={() => update((s) => startBlank(s))} />
            )}
            {state.stage === 'form' && (
              <>
                {mode === 'create' && <Divider />}
                {state.kind === 'nonUser' && (
                  <Alert severity="info" role="status" icon={<PersonPhoto name={name} documentKey={values.imageSrc} size={24} />}>
                    {translate(
                      state.outsideProject
                        ? values.roleName
                          ? 'users.dialog.outsideUser'
                          : 'users.dialog.outsideUserNoRole'
                        : values.roleName
                          ? 'users.dialog.existingUser'
                          : 'users.dialog.existingUserNoRole',
                      { name, userName: values.userName, role: values.roleName },
                    )}
                    {/* Under the text, not beside it: a phone leaves the side action a column one word wide. */}
                    {state.outsideProject && values._key && (
                      <Button variant="contained" size="small" sx={{ display: 'flex', mt: 1 }} disabled={busy} onClick={() => void addToProject()}>
                        {translate('users.dialog.addToProject', { userName: values.userName })}
                      </Button>
                    )}
                    {!state.outsideProject && onOpenExisting && values._key && (
                      <Button variant="outlined" color="inherit" size="small" sx={{ display: 'flex', mt: 1 }} onClick={() => onOpenExisting(values._key!)}>
                        {translate('users.dialog.openExisting', { userName: values.userName })}
                      </Button>
                    )}
                  </Alert>
                )}
                {state.kind === 'user' && values._citizenKey && <Alert severity="info">{translate('users.dialog.citizenLocked')}</Alert>}
                <UserFormFields form={form} />
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('users.dialog.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={state.stage !== 'form' || invalid || busy}>
          {translate(mode === 'create' ? 'users.dialog.create' : 'users.dialog.update')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
