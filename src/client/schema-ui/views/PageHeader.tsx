import { Box, Typography } from '@mui/material';
import { createElement, type ComponentType, type ReactNode } from 'react';

type Props = { title?: ReactNode; icon?: ComponentType; subtitle?: ReactNode; actions?: ReactNode };

/** The h1 of a generated screen with its buttons: the shell shows no react-admin title bar. */
export function PageHeader({ title, icon, subtitle, actions }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
      {icon && title && (
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {createElement(icon)}
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 200 }}>
        {title && (
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        )}
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>{actions}</Box>}
    </Box>
  );
}
