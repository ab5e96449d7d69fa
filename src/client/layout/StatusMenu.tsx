import { Box, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';

export const USER_STATUSES = ['online', 'away', 'busy', 'invisible'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const STATUS_COLOURS: Record<UserStatus, string> = { online: '#22c55e', away: '#f59e0b', busy: '#ef4444', invisible: '#94a3b8' };

type Props = { anchor: HTMLElement | null; status: UserStatus; onClose: () => void; onChoose: (status: UserStatus) => void };

/** The Status submenu is a visual indicator only: nothing is sent to the server. */
export function StatusMenu({ anchor, status, onClose, onChoose }: Props) {
  const translate = useTranslate();
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {USER_STATUSES.map((value) => (
        <MenuItem key={value} selected={value === status} onClick={() => onChoose(value)}>
          <ListItemIcon>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: STATUS_COLOURS[value] }} />
          </ListItemIcon>
          <ListItemText>{translate(`shell.userMenu.${value}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
