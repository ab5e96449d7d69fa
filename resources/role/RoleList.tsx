import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { Box } from '@mui/material';
import { CreateButton, Datagrid, DeleteButton, FunctionField, List, SearchInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { PermissionEntry } from '../../src/domain/access-labels';
import { ScreenHeader } from '../user/ScreenHeader';
import { accessCount } from './role-matrix';
import { focusedRowSx, openOnEnterBody } from '../user/open-on-enter';

const label = (field: string) => `resources.roles.fields.${field}`;

/** /role: roles sorted by name ('Super Admin' only reaches a Super Admin: the server filters). */
export function RoleList() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <ScreenHeader title={translate('resources.roles.name', { smart_count: 2 })} icon={AdminPanelSettings} />
      <List
        resource="role"
        title={false}
        sort={{ field: 'name', order: 'ASC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        actions={
          <TopToolbar>
            <CreateButton resource="role" label="roles.list.create" />
          </TopToolbar>
        }
      >
        <Datagrid rowClick="edit" bulkActionButtons={false} body={openOnEnterBody} sx={focusedRowSx}>
          <TextField source="name" label={label('name')} />
          <TextField source="description" label={label('description')} sortable={false} />
          <FunctionField<{ roleList?: PermissionEntry[] }> label="roles.list.areas" sortable={false} render={(r) => accessCount(r.roleList)} />
          {/* Pessimistic: a role still in use answers 409 and must stay in the list with its message. */}
          <DeleteButton mutationMode="pessimistic" successMessage="roles.notifications.deleted" confirmTitle="roles.list.deleteTitle" />
        </Datagrid>
      </List>
    </Box>
  );
}
