import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLORS = { succeeded: 'success', failed: 'error', skipped: 'default' } as const;

/** A run's outcome as a coloured word: green succeeded, red failed, grey skipped (scheduler off). */
export function SchedulerOutcomeChip({ outcome }: { outcome: string | undefined }) {
  const translate = useTranslate();
  if (!outcome) return null;
  const color = Object.prototype.hasOwnProperty.call(COLORS, outcome) ? COLORS[outcome as keyof typeof COLORS] : 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={translate(`projects.scheduler.outcomes.${outcome}`, { _: outcome })}
    />
  );
}
