import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageMenu } from '../layout/LanguageMenu';
import { Logo } from '../layout/Logo';

/** The empty-layout frame of the account screens: a centred card with the product mark. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }} elevation={3}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Logo />
          <LanguageMenu />
        </Box>
        <Typography component="h1" variant="h4" sx={{ mt: 4, fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 4 }}>{children}</Box>
      </Paper>
    </Box>
  );
}
