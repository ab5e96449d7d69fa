import { MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { APPLICATION_ACCESS, WORK_TYPES } from '../../src/domain/constants';
import type { PermissionEntry } from '../../src/domain/access-labels';
import { assignableRoles } from '../../src/domain/delegation';
import { getUser } from '../../src/client/providers/session';
import { changeWorkType, setField } from './user-form';
import type { UserFormApi } from './use-user-form';
import { UserRadioGroup } from './UserRadioGroup';

/** Work type, role, application access and user type (user dialog). */
export function UserAccessFields({ form }: { form: UserFormApi }) {
  const translate = useTranslate();
  const { state, update, bind, messageOf, required, touch } = form;
  const { values } = state;
  // Sorted by name; the server leaves 'Super Admin' out for anyone but a Super Admin.
  const roles = useGetList<{ id: string; name: string; roleList: PermissionEntry[] }>('role', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  // Only the roles the signed-in administrator could give: the server refuses the others.
  const offered = assignableRoles(getUser()?.role, roles.data ?? []);
  const role = bind('userRole', translate('resources.users.fields.userRole'));
  const access = bind('applicationAccess', translate('resources.users.fields.applicationAccess'));
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <UserRadioGroup
          label={translate('resources.users.fields.type')}
          value={values.type}
          required
          disabled={state.locked.includes('type')}
          options={[WORK_TYPES.organization, WORK_TYPES.bank].map((type) => ({ value: type, label: translate(`values.type.${type}`) }))}
          onChange={(type) => update((s) => changeWorkType(s, type), ['type', 'establishmentKey', 'associatedEstablishmentKey'])}
        />
        <UserRadioGroup
          label={translate('users.dialog.userType')}
          value={values.isExternal ? 'external' : 'internal'}
          required
          options={[
            { value: 'internal', label: translate('users.dialog.internal') },
            { value: 'external', label: translate('users.dialog.external') },
          ]}
          onChange={(kind) => {
            touch('userRole');
            update((s) => setField(s, 'isExternal', kind === 'external'), ['isExternal', 'userRole']);
          }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          {...role}
          helperText={messageOf('userRole') ?? (state.locked.includes('userRole') ? translate('users.dialog.ownAccount') : undefined)}
          required={required.has('userRole')}
        >
          <MenuItem value="">
            <em>{translate('users.dialog.noRole')}</em>
          </MenuItem>
          {offered.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
          {values.userRole && !offered.some((r) => r.id === values.userRole) && (
            // The user's current role may be hidden from the caller (Super Admin): keep it selectable as it is.
            <MenuItem value={values.userRole}>{values.roleName || values.userRole}</MenuItem>
          )}
        </TextField>
        <TextField select fullWidth {...access}>
          {[APPLICATION_ACCESS.web, APPLICATION_ACCESS.birth].map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`values.applicationAccess.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
