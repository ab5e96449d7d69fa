import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLORS: Record<string, 'warning' | 'success' | 'error' | 'default'> = { waiting: 'warning', approved: 'success', rejected: 'error', merged: 'default' };

/** A citizen's registration state (waiting, approved, rejected, merged). */
export function CitizenStatusChip({ status }: { status?: string }) {
  const translate = useTranslate();
  const value = status ?? 'waiting';
  return <Chip size="small" color={COLORS[value] ?? 'default'} label={translate(`values.status.${value}`)} />;
}
