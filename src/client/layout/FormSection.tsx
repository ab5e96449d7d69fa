import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { SectionBoundary } from './SectionBoundary';

/** One titled part of a long form, named for screen readers by its title; a failure stays inside it. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <SectionBoundary>{children}</SectionBoundary>
    </Paper>
  );
}

/** What a refusal beside Save offers when only a fresh copy can help (someone saved the record meanwhile). */
export type ReloadAction = { label: string; onReload: () => void };

type SubmitBarProps = { label: string; icon: ReactNode; saving: boolean; serverError?: string; reload?: ReloadAction };

/**
 * The foot of a form: the server's refusal, if any, above the submit button (a spinner while
 * saving), where the user is when they press Save, with Reload when the copy on screen is stale.
 */
export function SubmitBar({ label, icon, saving, serverError, reload }: SubmitBarProps) {
  return (
    <>
      {serverError && (
        <Alert
          severity="error"
          role="alert"
          action={
            reload && (
              <Button color="inherit" size="small" onClick={reload.onReload}>
                {reload.label}
              </Button>
            )
          }
        >
          {serverError}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={saving} startIcon={saving ? <CircularProgress size={18} aria-hidden /> : icon}>
          {label}
        </Button>
      </Stack>
    </>
  );
}

type SubmitFormProps = { onSubmit: () => void; sx?: SxProps<Theme>; children: ReactNode };

/** A form checked by our own rules rather than the browser's, submitted by Enter or its submit button. */
export function SubmitForm({ onSubmit, sx, children }: SubmitFormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={sx}
    >
      {children}
    </Box>
  );
}
