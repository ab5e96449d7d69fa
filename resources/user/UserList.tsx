import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { Box, Chip } from '@mui/material';
import { CreateButton, Datagrid, FunctionField, List, SearchInput, TextField, TopToolbar, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from './format-date-time';
import { formatPhone } from '../../src/domain/phone';
import { ForceLogoutButton } from './ForceLogoutButton';
import { ScreenHeader } from './ScreenHeader';
import { UserDialog } from './UserDialog';
import { focusedRowSx, openOnEnterBody } from './open-on-enter';

type UserRow = {
  id: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  contactPhone1CountryCode?: string;
  phoneNumber?: string;
  type?: string;
  isActive?: boolean;
  lastLogin?: string;
};

const label = (field: string) => `resources.users.fields.${field}`;

/**
 * /user: the project's users with last login, active flag and force logout. The dialog opens
 * over the list at /user/create and /user/:id, so the list keeps its page, sort and filters.
 */
export function UserList() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const sub = useParams()['*'];
  const close = () => navigate('/user');
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <ScreenHeader title={translate('resources.users.name', { smart_count: 2 })} icon={ManageAccounts} />
      <List
        resource="user"
        title={false}
        sort={{ field: 'userName', order: 'ASC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        actions={
          <TopToolbar>
            <CreateButton resource="user" label="users.list.create" />
          </TopToolbar>
        }
      >
        <Datagrid rowClick={(id) => `/user/${encodeURIComponent(String(id))}`} bulkActionButtons={false} body={openOnEnterBody} sx={focusedRowSx}>
          <TextField source="userName" label={label('userName')} />
          <FunctionField<UserRow> source="lastName" label="users.list.name" render={(r) => [r.firstName, r.middleName, r.lastName].filter(Boolean).join(' ')} />
          <FunctionField<UserRow>
            source="phoneNumber"
            label={label('phoneNumber')}
            sortable={false}
            render={(r) => formatPhone(r.contactPhone1CountryCode, r.phoneNumber)}
          />
          <TextField source="roleName" label={label('roleName')} sortable={false} />
          <FunctionField<UserRow> source="type" label={label('type')} render={(r) => (r.type ? translate(`values.type.${r.type}`) : '')} />
          <FunctionField<UserRow>
            source="isActive"
            label={label('isActive')}
            render={(r) => (
              <Chip size="small" color={r.isActive ? 'success' : 'default'} label={translate(r.isActive ? 'users.list.active' : 'users.list.inactive')} />
            )}
          />
          <FunctionField<UserRow>
            source="lastLogin"
            label={label('lastLogin')}
            render={(r) => (r.lastLogin ? formatDateTime(r.lastLogin) : translate('users.list.never'))}
          />
          <ForceLogoutButton label="users.list.forceLogout" />
        </Datagrid>
      </List>
      {sub === 'create' && (
        <UserDialog
          onClose={close}
          onReturn={() => notify('users.notifications.alreadyAdded', { type: 'warning' })}
          onOpenExisting={(key) => navigate(`/user/${encodeURIComponent(key)}`)}
        />
      )}
      {sub && sub !== 'create' && <UserDialog key={sub} userKey={decodeURIComponent(sub)} onClose={close} />}
    </Box>
  );
}
