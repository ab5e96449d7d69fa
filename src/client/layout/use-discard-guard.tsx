import { useState, type ReactElement } from 'react';
import { DiscardChangesDialog } from './DiscardChangesDialog';

export type DiscardGuard = {
  /** Closes at once when nothing was typed, otherwise asks first. */
  requestClose: () => void;
  /** The question; render it next to the dialog or form it guards. */
  confirmation: ReactElement;
};

/**
 * Guards a dialog's implicit closes (Escape, a click outside): what was typed is lost only after
 * the user says so. Explicit buttons (Cancel, the close cross) still close at once.
 */
export function useDiscardGuard(dirty: boolean, onClose: () => void): DiscardGuard {
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (dirty ? setAsking(true) : onClose()),
    confirmation: (
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    ),
  };
}
