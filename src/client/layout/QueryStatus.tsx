import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A read under way, announced to screen readers with its label beside the spinner. */
export function LoadingStatus({ label, padded = false }: { label: string; padded?: boolean }) {
  return (
    <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', ...(padded ? { p: 3 } : {}) }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}

type RetryProps = {
  retryLabel: string;
  onRetry: () => void;
  /** Disables the button while the retried read is in flight. */
  retrying?: boolean;
  withIcon?: boolean;
  children: ReactNode;
};

/** A read that failed, with the button that tries it again. */
export function RetryAlert({ retryLabel, onRetry, retrying = false, withIcon = false, children }: RetryProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" startIcon={withIcon ? <RefreshIcon /> : undefined} disabled={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
