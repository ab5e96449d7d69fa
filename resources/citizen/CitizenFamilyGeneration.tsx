import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One row of the family tree (parents, the couple, children, siblings), named for assistive technology. */
export function CitizenFamilyGeneration({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </Box>
  );
}
