import { Box, CircularProgress } from '@mui/material';
import { Suspense, type ReactNode } from 'react';

/** Waits for a lazy screen's chunk with a spinner rather than a blank page. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
          <CircularProgress aria-hidden />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}
