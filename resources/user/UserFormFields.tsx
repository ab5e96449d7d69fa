import { Divider, Stack } from '@mui/material';
import type { UserFormApi } from './use-user-form';
import { UserAccessFields } from './UserAccessFields';
import { UserIdentityFields } from './UserIdentityFields';
import { UserOrganizationFields } from './UserOrganizationFields';
import { UserPasswordFields } from './UserPasswordFields';
import { UserPhoneFields } from './UserPhoneFields';

/**
 * The form part of the dialog, in the order people fill it in. Passwords: create mode of a real user
 * only. An existing user picked (non-user mode) shows who they are; their access and organizations
 * are changed on their own record, so those fields would only be empty boxes here.
 */
export function UserFormFields({ form }: { form: UserFormApi }) {
  const { state } = form;
  return (
    <Stack spacing={2}>
      <UserIdentityFields form={form} />
      <UserPhoneFields form={form} />
      {state.mode === 'create' && state.kind === 'user' && <UserPasswordFields form={form} />}
      {state.kind === 'user' && (
        <>
          <Divider />
          <UserAccessFields form={form} />
          <UserOrganizationFields form={form} />
        </>
      )}
    </Stack>
  );
}
