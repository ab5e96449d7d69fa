import { Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import { RECOVERMENT_STAGES } from '../../../domain/recoverment';
import { useSession } from '../../providers/use-session';
import { recovermentApi } from './recoverment-api';

/** The query key of the stage counts: actions on notes invalidate it so the tabs follow. */
export const STAGE_COUNTS = 'recoverment-stage-counts';

/**
 * One tab per recovery stage (and 'All'), each with how many overdue notes it holds under the
 * other filters; choosing a tab sets the list's stage filter.
 */
export function StageTabs() {
  const translate = useTranslate();
  const { projectKey } = useSession();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { stage, ...others } = filterValues as Record<string, unknown>;
  const counts = useQuery({ queryKey: [STAGE_COUNTS, projectKey, others], queryFn: () => recovermentApi.stageCounts(others), retry: false });
  const total = counts.data ? Object.values(counts.data).reduce((sum, n) => sum + n, 0) : undefined;
  const labelOf = (name: string, count: number | undefined) => {
    const text = translate(`recoverment.stages.${name}`);
    return count === undefined ? text : translate('recoverment.stages.withCount', { stage: text, count });
  };
  const current = typeof stage === 'string' ? stage : 'all';
  return (
    <Tabs
      value={current}
      onChange={(_, next: string) => setFilters(next === 'all' ? others : { ...others, stage: next }, displayedFilters)}
      aria-label={translate('recoverment.stages.label')}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ mb: 1, maxWidth: '100%' }}
    >
      <Tab value="all" label={labelOf('all', total)} />
      {RECOVERMENT_STAGES.map((name) => (
        <Tab key={name} value={name} label={labelOf(name, counts.data?.[name])} />
      ))}
    </Tabs>
  );
}
