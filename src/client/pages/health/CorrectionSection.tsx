import { Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { title: string; cancelLabel: string; onCancel: () => void; children: ReactNode };

/** A record's form in place of its facts, under its own h2, with a way back to the facts unchanged. */
export function CorrectionSection({ title, cancelLabel, onCancel, children }: Props) {
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
      <Button onClick={onCancel} sx={{ mt: 1 }}>
        {cancelLabel}
      </Button>
    </>
  );
}
