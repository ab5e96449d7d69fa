import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { Box } from '@mui/material';
import { useRef } from 'react';
import { Edit, useNotify, useRedirect, useTranslate } from 'react-admin';
import { ScreenHeader } from '../user/ScreenHeader';
import { RoleForm } from './RoleForm';

/** /role/:id: rename, describe and change the matrix; the role's users see the change at their next menu load. */
export function RoleEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dirty = useRef(false);
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <ScreenHeader title={translate('roles.form.editTitle')} icon={AdminPanelSettings} />
      <Edit
        resource="role"
        title={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: () => {
            dirty.current = false;
            notify('roles.notifications.updated', { type: 'success' });
            redirect('list', 'role');
          },
        }}
      >
        <RoleForm dirty={dirty} />
      </Edit>
    </Box>
  );
}
