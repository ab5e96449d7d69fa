import { Box, Typography } from '@mui/material';
import { createElement, type ComponentType, type ReactNode } from 'react';

/** The h1 of a bespoke list screen, as the engine's screens show theirs (the shell has no title bar). */
export function ScreenHeader({ title, icon, subtitle }: { title: ReactNode; icon?: ComponentType; subtitle?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
      {icon && (
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {createElement(icon)}
        </Box>
      )}
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Box>
    </Box>
  );
}
