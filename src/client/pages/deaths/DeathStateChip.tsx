import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeathState } from '../../../domain/health-deaths';

const COLORS = { waitingForApproval: 'warning', approved: 'success', rejected: 'error' } as const;

/** A declaration's state in words and colour (the word alone carries the meaning). */
export function DeathStateChip({ state }: { state: DeathState }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={translate(`deaths.states.${state}`)} />;
}
