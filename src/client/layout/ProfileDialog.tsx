import { Button, CircularProgress, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_DURATIONS } from '../../domain/constants';
import type { AccountDataProvider } from '../providers/account-methods';
import { displayName } from '../providers/session';
import { useSession } from '../providers/use-session';
import { DialogTitleBar } from './DialogTitleBar';
import { ResponsiveDialog } from './ResponsiveDialog';
import { profileErrors, toProfileForm, type ProfileForm } from './profile-form';

const LABELS: Record<keyof ProfileForm, string> = {
  firstName: 'shell.profile.firstName',
  middleName: 'shell.profile.middleName',
  lastName: 'shell.profile.lastName',
  emailAddress: 'shell.profile.emailAddress',
  contactPhone1CountryCode: 'shell.profile.countryCode',
  phoneNumber: 'shell.profile.phoneNumber',
};

/** The profile dialog: at least 90vw wide; a saved profile signs the user out. */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const { user } = useSession();
  const [form, setForm] = useState<ProfileForm>();
  const [loaded, setLoaded] = useState<ProfileForm>();
  const [touched, setTouched] = useState<Partial<Record<keyof ProfileForm, boolean>>>({});
  const [busy, setBusy] = useState(false);
  // The effect loads once per opening, whatever callback identity the parent passes.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    let live = true;
    dataProvider
      .getMyProfile()
      .then((json) => {
        if (!live) return;
        setForm(toProfileForm(json));
        setLoaded(toProfileForm(json));
      })
      .catch((e: Error) => {
        if (!live) return;
        notify(e.message, { type: 'error', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
        closeRef.current();
      });
    return () => {
      live = false;
    };
  }, [notify, dataProvider]);

  const dirty = Boolean(form && loaded && (Object.keys(form) as (keyof ProfileForm)[]).some((key) => form[key] !== loaded[key]));
  const errors = form ? profileErrors(form) : {};
  const invalid = !form || Object.keys(errors).length > 0;
  // A field's message shows once it was left or changed: a disabled Save never takes the focus, so
  // waiting for the blur would leave the user with a greyed button and no reason.
  const shown = (name: keyof ProfileForm) => touched[name] || (form && loaded && form[name] !== loaded[name]);
  const field = (name: keyof ProfileForm) => ({
    label: translate(LABELS[name]),
    value: form?.[name] ?? '',
    onChange: (e: { target: { value: string } }) => setForm((f) => f && { ...f, [name]: e.target.value }),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: Boolean(shown(name) && errors[name]),
    helperText: shown(name) && errors[name] ? translate(errors[name]!) : undefined,
  });

  const save = async () => {
    if (!form || invalid) return;
    setBusy(true);
    try {
      await dataProvider.updateMyProfile(form);
      onClose();
      // eslint-disable-next-line no-restricted-syntax -- SPEC quotes this success message without '!!!'
      notify('shell.profile.updated', { type: 'success', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
      navigate('/sign-out');
    } catch (e) {
      notify((e as Error).message, { type: 'error', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
      setBusy(false);
    }
  };

  return (
    <ResponsiveDialog
      onClose={onClose}
      dirty={dirty}
      maxWidth={false}
      slotProps={{ paper: { sx: { minWidth: '90vw' } } }}
      aria-labelledby="profile-dialog-title"
    >
      <div id="profile-dialog-title">
        <DialogTitleBar
          title={translate('shell.profile.title')}
          name={displayName(user)}
          imageSrc={user?.imageSrc}
          closeLabel={translate('shell.profile.close')}
          onClose={onClose}
        />
      </div>
      <DialogContent dividers>
        {!form ? (
          <CircularProgress aria-hidden />
        ) : (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField fullWidth required {...field('firstName')} />
              <TextField fullWidth {...field('middleName')} />
              <TextField fullWidth {...field('lastName')} />
            </Stack>
            <TextField fullWidth type="email" {...field('emailAddress')} />
            <Stack direction="row" spacing={2}>
              <TextField sx={{ width: 160 }} {...field('contactPhone1CountryCode')} />
              <TextField fullWidth {...field('phoneNumber')} />
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('shell.profile.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={invalid || busy}>
          {translate('shell.profile.save')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
