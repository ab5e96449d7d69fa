import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PasswordField } from '../../src/client/layout/PasswordField';
import type { UserFormApi } from './use-user-form';

/** Create only: password and confirmation with show/hide; hints after a touch. */
export function UserPasswordFields({ form }: { form: UserFormApi }) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <PasswordField fullWidth autoComplete="new-password" {...form.bind('password', translate('resources.users.fields.password'))} />
      <PasswordField fullWidth autoComplete="new-password" {...form.bind('confirmPassword', translate('resources.users.fields.confirmPassword'))} />
    </Stack>
  );
}
