import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BirthSyncState } from '../../../domain/health-sync-states';

const COLORS = { waitingForApproval: 'warning', rejected: 'error', synced: 'success' } as const;

/**
 * A declaration's sync state in words and colour (the words carry the meaning). An approved one
 * still waits for the registry: the chip says so rather than "waiting for approval".
 */
export function BirthSyncChip({ state, approved = false }: { state: BirthSyncState; approved?: boolean }) {
  const translate = useTranslate();
  const label = state === 'waitingForApproval' && approved ? translate('births.page.approvedWaiting') : translate(`births.syncStates.${state}`);
  return <Chip size="small" variant="outlined" color={approved && state !== 'synced' ? 'info' : COLORS[state]} label={label} />;
}

/** The flag on a declaration that probably repeats another: shown, never merged. */
export function DuplicateChip({ count }: { count: number }) {
  const translate = useTranslate();
  if (!count) return null;
  return <Chip size="small" color="error" label={translate('births.page.duplicateFlag', { smart_count: count })} />;
}
