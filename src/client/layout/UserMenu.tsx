import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import { Avatar, Badge, Box, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Typography, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { displayName } from '../providers/session';
import { useSession } from '../providers/use-session';
import { FullScreenMenuItem } from './FullScreenToggle';
import { StatusMenu, STATUS_COLOURS, type UserStatus } from './StatusMenu';

const ProfileDialog = lazy(() => import('./ProfileDialog').then((m) => ({ default: m.ProfileDialog })));
const PasswordDialog = lazy(() => import('./PasswordDialog').then((m) => ({ default: m.PasswordDialog })));

/** The user menu: who is signed in, profile, password, status (visual only), full screen on a phone, sign out. */
export function UserMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { user } = useSession();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [statusAnchor, setStatusAnchor] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<UserStatus>('online');
  const [dialog, setDialog] = useState<'profile' | 'password'>();
  const name = displayName(user);
  const close = () => {
    setAnchor(null);
    setStatusAnchor(null);
  };
  const open = (which: 'profile' | 'password') => {
    close();
    setDialog(which);
  };

  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={translate('shell.topBar.userMenu')} aria-haspopup="menu">
        <Badge
          overlap="circular"
          variant="dot"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          sx={{ '& .MuiBadge-badge': { bgcolor: STATUS_COLOURS[status], boxShadow: '0 0 0 2px white' } }}
        >
          <Avatar src={user?.imageSrc} alt={name} sx={{ width: 32, height: 32 }}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ paper: { sx: { minWidth: 240 } } }}>
        <SignedInAs label={translate('shell.userMenu.signedInAs')} userName={user?.userName} emailAddress={user?.emailAddress} />
        <Divider />
        <MenuItem onClick={() => open('profile')}>
          <ListItemIcon>
            <AccountCircleIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('shell.userMenu.profile')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => open('password')}>
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('shell.userMenu.changePassword')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={(e) => setStatusAnchor(e.currentTarget)} aria-haspopup="menu">
          <ListItemIcon>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: STATUS_COLOURS[status], ml: 0.5 }} />
          </ListItemIcon>
          <ListItemText>{translate('shell.userMenu.status')}</ListItemText>
          <ChevronRightIcon fontSize="small" />
        </MenuItem>
        {isPhone && <FullScreenMenuItem onDone={close} />}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/sign-out');
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('shell.userMenu.signOut')}</ListItemText>
        </MenuItem>
      </Menu>
      <StatusMenu
        anchor={statusAnchor}
        status={status}
        onClose={() => setStatusAnchor(null)}
        onChoose={(next) => {
          setStatus(next);
          close();
        }}
      />
      <Suspense fallback={null}>
        {dialog === 'profile' && <ProfileDialog onClose={() => setDialog(undefined)} />}
        {dialog === 'password' && <PasswordDialog onClose={() => setDialog(undefined)} />}
      </Suspense>
    </>
  );
}

/**
 * Who is signed in, at the top of the menu. It is text, not an item: the menu list must neither
 * focus it nor count it among its items (a menu holds items only), hence the flag MenuList reads.
 */
function SignedInAs({ label, userName, emailAddress }: { label: string; userName?: string; emailAddress?: string }) {
  return (
    <Box sx={{ px: 2, py: 1 }} data-testid="signed-in-as" role="none">
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{userName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {emailAddress}
      </Typography>
    </Box>
  );
}
SignedInAs.muiSkipListHighlight = true;
