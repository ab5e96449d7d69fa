import LockIcon from '@mui/icons-material/Lock';
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { dayInZone } from '../../../domain/dated-money';
import { formatDay } from '../../../domain/format';
import { monthsOfPeriod } from '../../../domain/period-close';
import { canPerform } from '../../../domain/permissions';
import type { PeriodCloseMethods } from '../../providers/period-close-methods';
import { useSession } from '../../providers/use-session';
import { monthText } from '../period-closes/PeriodClosesPage';

/**
 * Says which months of a report's period are closed (their figures cannot change any more), and
 * when and by whom. Nothing shows while the closes load, when none is closed, or for a reader
 * who may not see the closes.
 */
export function ClosedPeriodNotice({ from, to }: { from: string; to: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & PeriodCloseMethods>();
  const { user, projectKey } = useSession();
  // The closes are read under the accounting right; a bank agent's bank report asks nothing.
  const enabled = canPerform(user?.role?.roleList, 'Accounting', 'read');
  const query = useQuery({ queryKey: ['periodCloses', projectKey], queryFn: () => dataProvider.getPeriodCloses(), retry: false, enabled });
  if (!query.data || !from || !to) return null;
  const months = new Set(monthsOfPeriod(from, to));
  const closed = query.data.filter((row) => row.state !== 'open' && months.has(row.month)).reverse();
  if (!closed.length) return null;
  const names = closed.map((row) =>
    translate('periodCloses.reportMonth', {
      month: monthText(row.month),
      date: row.closedAt ? formatDay(dayInZone(new Date(row.closedAt))) : '',
      name: row.closedByName ?? '',
    }),
  );
  return (
    <Alert severity="info" icon={<LockIcon />} data-testid="closed-period-notice">
      {translate('periodCloses.reportNotice', { months: names.join(', ') })}
    </Alert>
  );
}
