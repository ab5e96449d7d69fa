import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** The title is a code (a GBV case number): set in monospace, never broken. */
  code?: boolean;
  /** Chips after the title: state, duplicates. */
  children?: ReactNode;
};

/** A health record's h1 and its state chips, wrapping on phones. */
export function RecordHeading({ title, code = false, children }: Props) {
  const titleSx: SxProps<Theme> = code
    ? { fontWeight: 700, fontFamily: 'monospace', fontSize: { xs: '1.5rem', sm: '2.125rem' } }
    : { fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere' };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography component="h1" variant="h4" sx={titleSx}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
