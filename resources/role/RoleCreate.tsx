import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { Box } from '@mui/material';
import { useRef } from 'react';
import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { ScreenHeader } from '../user/ScreenHeader';
import { RoleForm } from './RoleForm';

/** /role/create: a new role and its matrix; back to the list with a '!!!' notice. */
export function RoleCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dirty = useRef(false);
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <ScreenHeader title={translate('roles.form.createTitle')} icon={AdminPanelSettings} />
      <Create
        resource="role"
        title={false}
        mutationOptions={{
          onSuccess: () => {
            dirty.current = false;
            notify('roles.notifications.created', { type: 'success' });
            redirect('list', 'role');
          },
        }}
      >
        <RoleForm dirty={dirty} />
      </Create>
    </Box>
  );
}
