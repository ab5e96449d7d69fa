import { Alert, Button } from '@mui/material';
import type { ActionError } from './action-error';

type Props = {
  error: ActionError | undefined;
  reloadLabel: string;
  onReload: () => void;
  /** The reload is under way: its button waits. */
  reloading?: boolean;
};

/** Why the last action on a record failed; after a race, a button that reloads the record. */
export function ActionErrorAlert({ error, reloadLabel, onReload, reloading }: Props) {
  if (!error) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 2 }}
      action={
        error.race ? (
          <Button onClick={onReload} disabled={reloading}>
            {reloadLabel}
          </Button>
        ) : undefined
      }
    >
      {error.message}
    </Alert>
  );
}
