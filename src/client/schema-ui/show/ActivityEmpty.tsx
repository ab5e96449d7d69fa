import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../layout/EmptyState';

/** The user-activity tab before anything happened. */
export function ActivityEmpty() {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={<HistoryIcon color="action" aria-hidden />}
      title={translate('projects.activity.empty')}
      hint={translate('projects.activity.emptyHint')}
    />
  );
}
