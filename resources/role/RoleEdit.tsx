import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { Box } from '@mui/material';
import { useRef } from 'react';
import { Edit, useRedirect, useTranslate } from 'react-admin';
import { ScreenHeader } from '../user/ScreenHeader';
import { RoleForm } from './RoleForm';
import { useNotifySuccess } from '../../src/client/providers/use-notify-success';

/** /role/:id: rename, describe and change the matrix; the role's users see the change at their next menu load. */
export function RoleEdit() {
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
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
            notifySuccess('roles.notifications.updated');
            redirect('list', 'role');
          },
        }}
      >
        <RoleForm dirty={dirty} />
      </Edit>
    </Box>
  );
}
