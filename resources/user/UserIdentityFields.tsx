import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { setField } from './user-form';
import type { UserFormApi } from './use-user-form';
import { UserRadioGroup } from './UserRadioGroup';

const label = (field: string) => `resources.users.fields.${field}`;

/** Status (update only), names, gender, title, e-mail and user name. */
export function UserIdentityFields({ form }: { form: UserFormApi }) {
  const translate = useTranslate();
  const { state, update, bind, messageOf, required, touch } = form;
  const { values } = state;
  return (
    <Stack spacing={2}>
      {state.mode === 'update' && (
        <UserRadioGroup
          label={translate('users.dialog.status')}
          value={values.isActive ? 'enabled' : 'disabled'}
          disabled={state.locked.includes('isActive')}
          options={[
            { value: 'enabled', label: translate('users.dialog.enable') },
            { value: 'disabled', label: translate('users.dialog.disable') },
          ]}
          onChange={(value) => update((s) => setField(s, 'isActive', value === 'enabled'))}
        />
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField fullWidth {...bind('firstName', translate(label('firstName')))} />
        <TextField fullWidth {...bind('middleName', translate(label('middleName')))} />
        <TextField fullWidth {...bind('lastName', translate(label('lastName')))} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <UserRadioGroup
          label={translate(label('gender'))}
          value={values.gender}
          disabled={state.locked.includes('gender')}
          required={required.has('gender')}
          helperText={messageOf('gender')}
          options={['Male', 'Female'].map((g) => ({ value: g, label: translate(`values.gender.${g}`) }))}
          onChange={(value) => {
            touch('gender');
            update((s) => setField(s, 'gender', value), ['gender']);
          }}
        />
        <TextField fullWidth {...bind('title', translate(label('title')))} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField fullWidth {...bind('userName', translate(label('userName')))} autoComplete="off" />
        <TextField fullWidth type="email" {...bind('emailAddress', translate(label('emailAddress')))} />
      </Stack>
    </Stack>
  );
}
