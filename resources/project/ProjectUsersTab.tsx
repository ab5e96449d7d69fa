import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Alert, Button, Chip, CircularProgress, IconButton, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { NOTIFICATION_DURATIONS } from '../../src/domain/constants';
import { UserDialog } from '../user/UserDialog';
import type { ProjectRecord } from './ProjectDashboard';
import { useProjectMembers, type ProjectMember } from './use-project-members';
import { useNotifySuccess } from '../../src/client/providers/use-notify-success';

/**
 * project-user: the project's members. A user edited from here is force-logged-out on save
 * (outside-project configuration), so the new configuration applies at their next sign-in.
 */
export function ProjectUsersTab({ project }: { project: ProjectRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const { members, error, isPending, remove, reload } = useProjectMembers(project.id);
  const [dialog, setDialog] = useState<{ userKey?: string } | null>(null);
  const [removing, setRemoving] = useState<ProjectMember | null>(null);
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove(removing._key);
      notifySuccess('projects.notifications.memberRemoved', { messageArgs: { name: removing.userName } });
    } catch (e) {
      notify((e as Error).message, { type: 'error', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
    }
    setRemoving(null);
  };
  if (isPending) return <CircularProgress aria-label={translate('projects.dashboard.loading')} />;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  return (
    <Stack spacing={2}>
      <div>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialog({})}>
          {translate('projects.members.add')}
        </Button>
      </div>
      <Paper variant="outlined">
        <Table size="small" aria-label={translate('projects.tabs.project-user')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.users.fields.userName')}</TableCell>
              <TableCell>{translate('projects.members.name')}</TableCell>
              <TableCell>{translate('resources.users.fields.isActive')}</TableCell>
              <TableCell align="right">{translate('projects.members.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(members ?? []).map((member) => (
              <TableRow key={member._key} hover sx={{ cursor: 'pointer' }} onClick={() => setDialog({ userKey: member._key })}>
                <TableCell>{member.userName}</TableCell>
                <TableCell>{[member.firstName, member.lastName].filter(Boolean).join(' ')}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={member.isActive ? 'success' : 'default'}
                    label={translate(member.isActive ? 'users.list.active' : 'users.list.inactive')}
                  />
                </TableCell>
                <TableCell align="right" onClick={(event) => event.stopPropagation()}>
                  <Tooltip title={translate('projects.members.remove', { name: member.userName })}>
                    <IconButton aria-label={translate('projects.members.remove', { name: member.userName })} onClick={() => setRemoving(member)}>
                      <PersonRemoveIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {dialog && (
        <UserDialog
          key={dialog.userKey ?? 'new'}
          userKey={dialog.userKey}
          forceLogoutOnSave
          onClose={() => setDialog(null)}
          onSaved={() => void reload()}
          onReturn={() => notify('users.notifications.alreadyAdded', { type: 'warning' })}
          onOpenExisting={(userKey) => setDialog({ userKey })}
        />
      )}
      <Confirm
        isOpen={Boolean(removing)}
        title={translate('projects.members.removeTitle', { name: removing?.userName ?? '' })}
        content={translate('projects.members.removeContent', { name: removing?.userName ?? '', project: project.projectName })}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
