import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';

type Props = { icon: ReactElement; title: string; hint: string };

/** What a list shows before it holds anything: a sentence and why it may stay empty, not an empty grid. */
export function EmptyState({ icon, title, hint }: Props) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 6, px: 2, textAlign: 'center', '& > svg': { fontSize: 48 } }}
    >
      {icon}
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography color="text.secondary">{hint}</Typography>
    </Box>
  );
}
