import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { scheduledJobsOf } from '../../src/domain/scheduled-jobs';
import { jobText } from './scheduler-log-text';

/**
 * Which runs the tab lists, from the jobs' own catalogue (admin-health C5): the timed jobs log
 * every run, the every-minute ones only the runs that did something or failed, so a quiet hour
 * shows few rows without any job having stopped.
 */
export function SchedulerLogsCoverage({ projectType }: { projectType?: string }) {
  const translate = useTranslate();
  const jobs = scheduledJobsOf(projectType);
  const listed = (names: typeof jobs) =>
    names.map((job) => `${jobText(job.name, translate)} (${translate(`projects.scheduler.cadence.${job.name}`)})`).join(', ');
  const always = jobs.filter((job) => job.logIdleRuns !== false);
  const busy = jobs.filter((job) => job.logIdleRuns === false);
  return (
    <Typography role="note" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {always.length > 0 && `${translate('projects.scheduler.coverage.always', { jobs: listed(always) })} `}
      {busy.length > 0 && translate('projects.scheduler.coverage.busy', { jobs: listed(busy) })}
    </Typography>
  );
}
