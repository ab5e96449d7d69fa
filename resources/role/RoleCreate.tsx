import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { Box } from '@mui/material';
import { useRef } from 'react';
import { Create, useRedirect, useTranslate } from 'react-admin';
import { ScreenHeader } from '../user/ScreenHeader';
import { RoleForm } from './RoleForm';
import { useNotifySuccess } from '../../src/client/providers/use-notify-success';

/** /role/create: a new role and its matrix; back to the list with a '!!!' notice. */
export function RoleCreate() {
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
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
            notifySuccess('roles.notifications.created');
            redirect('list', 'role');
          },
        }}
      >
        <RoleForm dirty={dirty} />
      </Create>
    </Box>
  );
}
