import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../src/client/layout/EmptyState';

/** Before the first run: what this tab will hold, and why it may stay empty (the scheduler switch). */
export function SchedulerLogsEmpty() {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={<ScheduleIcon color="action" aria-hidden />}
      title={translate('projects.scheduler.empty')}
      hint={translate('projects.scheduler.emptyHint')}
    />
  );
}
