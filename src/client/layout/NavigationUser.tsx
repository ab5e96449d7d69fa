import { Avatar, Box, Typography } from '@mui/material';
import { displayName } from '../providers/session';
import { useSession } from '../providers/use-session';

/** The signed-in user's card inside the classy and futuristic navigation. */
export function NavigationUser({ compact = false }: { compact?: boolean }) {
  const { user } = useSession();
  const name = displayName(user);
  return (
    <Box sx={{ display: 'flex', flexDirection: compact ? 'row' : 'column', alignItems: 'center', gap: 1, p: 2 }}>
      <Avatar src={user?.imageSrc} alt={name} sx={{ width: compact ? 40 : 72, height: compact ? 40 : 72 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ textAlign: compact ? 'left' : 'center', minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography noWrap variant="body2" sx={{ opacity: 0.7 }}>
          {user?.emailAddress}
        </Typography>
      </Box>
    </Box>
  );
}
