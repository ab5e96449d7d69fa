import { Button, DialogActions, DialogContent, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_DURATIONS } from '../../domain/constants';
import { passwordChangeErrors, type PasswordChange } from '../../domain/password';
import type { AccountDataProvider } from '../providers/account-methods';
import { displayName } from '../providers/session';
import { useSession } from '../providers/use-session';
import { DialogTitleBar } from './DialogTitleBar';
import { PasswordField } from './PasswordField';
import { ResponsiveDialog } from './ResponsiveDialog';

const FIELDS: [keyof PasswordChange, string, string][] = [
  ['oldPassword', 'shell.password.oldPassword', 'current-password'],
  ['newPassword', 'shell.password.newPassword', 'new-password'],
  ['confirmPassword', 'shell.password.confirmPassword', 'new-password'],
];

/**
 * The password dialog: hints only once a field is touched and invalid, Update disabled while
 * the form is invalid, success signs the user out. Server errors are not shown, except a wrong
 * old password: that is the user's input, marked on its field until it is typed again.
 */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const { user } = useSession();
  const [form, setForm] = useState<PasswordChange>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof PasswordChange, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [oldPasswordRefused, setOldPasswordRefused] = useState(false);
  const errors = passwordChangeErrors(form);
  const formInvalid = Object.keys(errors).length > 0;
  /** A field's hint once touched; the server's refusal of the old password shows at once. */
  const hintOf = (field: keyof PasswordChange) =>
    (touched[field] ? errors[field] : undefined) ?? (field === 'oldPassword' && oldPasswordRefused ? 'errors.wrongOldPassword' : undefined);
  const dirty = Object.values(form).some(Boolean);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  const update = async () => {
    if (formInvalid || !user) return;
    setBusy(true);
    try {
      await dataProvider.updatePassword({ _key: user._key, userId: user._key, currentPassword: form.oldPassword, newPassword: form.newPassword });
      onClose();
      // eslint-disable-next-line no-restricted-syntax -- SPEC quotes this success message without '!!!'
      notify('shell.password.updated', { type: 'success', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
      navigate('/sign-out');
    } catch (failure) {
      setOldPasswordRefused((failure as HttpError).body?.errorCode === 'WRONG_OLD_PASSWORD');
      setBusy(false);
    }
  };

  return (
    <ResponsiveDialog
      onClose={onClose}
      dirty={dirty}
      maxWidth={false}
      slotProps={{ paper: { sx: { minWidth: '90vw', maxWidth: '60vw' } } }}
      aria-labelledby="password-dialog-title"
    >
      <div id="password-dialog-title">
        <DialogTitleBar
          title={translate('shell.password.title')}
          name={name || (user ? displayName(user) : translate('shell.password.newUser'))}
          imageSrc={user?.imageSrc}
          closeLabel={translate('shell.password.close')}
          onClose={onClose}
        />
      </div>
      <DialogContent dividers>
        <Stack spacing={2}>
          {FIELDS.map(([field, label, autoComplete]) => (
            <PasswordField
              key={field}
              label={translate(label)}
              value={form[field]}
              required
              fullWidth
              autoComplete={autoComplete}
              onChange={(e) => {
                setForm((f) => ({ ...f, [field]: e.target.value }));
                if (field === 'oldPassword') setOldPasswordRefused(false);
              }}
              onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
              error={Boolean(hintOf(field))}
              helperText={hintOf(field) ? translate(hintOf(field)!) : undefined}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('shell.password.cancel')}</Button>
        <Button variant="contained" onClick={update} disabled={formInvalid || busy}>
          {translate('shell.password.update')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
