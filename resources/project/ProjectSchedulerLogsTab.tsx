import { Box, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Datagrid, FunctionField, List, SimpleList, useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../user/format-date-time';
import { ListErrorState } from '../../src/client/schema-ui/list/ListErrorState';
import { ListPagination } from '../../src/client/schema-ui/list/ListPagination';
import { SchedulerLogsCoverage } from './SchedulerLogsCoverage';
import { SchedulerLogsEmpty } from './SchedulerLogsEmpty';
import { SchedulerOutcomeChip } from './SchedulerOutcomeChip';
import { countsText, durationText, jobText, type SchedulerLogRow } from './scheduler-log-text';

const label = (field: string) => `projects.scheduler.${field}`;

/**
 * scheduler-logs: the runs of the project's scheduled jobs, newest first (append-only), under a
 * line saying which runs are listed. On a
 * phone each run is a card: job and outcome first, then when, how long, counts and error.
 */
export function ProjectSchedulerLogsTab({ projectKey, projectType }: { projectKey: string; projectType?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // The logs live under their project's URL; the data provider passes an unmapped resource through as the route.
  // Such a path names no access area, so react-admin's own check is off: the dashboard around this tab
  // has signed the user in, and the route itself requires the Project read flag and a membership.
  const resource = `project/projects/${encodeURIComponent(projectKey)}/scheduler-logs`;
  const ended = (r: SchedulerLogRow) => (r.endedAt ? formatDateTime(r.endedAt) : translate(label('running')));
  return (
    <>
      <SchedulerLogsCoverage projectType={projectType} />
      <List
        resource={resource}
        disableAuthentication
        title={false}
        disableSyncWithLocation
        storeKey={false}
        sort={{ field: 'startedAt', order: 'DESC' }}
        actions={false}
        perPage={25}
        empty={<SchedulerLogsEmpty />}
        error={<ListErrorState name={translate(label('name'))} />}
        pagination={<ListPagination />}
        sx={{ minWidth: 0, '& .RaList-content': { overflowX: 'auto' } }}
      >
        {isPhone ? (
          <SimpleList<SchedulerLogRow & { id: string }>
            rowClick={false}
            primaryText={(r) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <span>{jobText(r.jobName, translate)}</span>
                <SchedulerOutcomeChip outcome={r.outcome} />
              </Stack>
            )}
            secondaryText={(r) => (
              <Box component="span" sx={{ display: 'block' }}>
                {[formatDateTime(r.startedAt), durationText(r.durationMs, locale), countsText(r.counts, translate)].filter(Boolean).join(' · ')}
                {r.error && (
                  <Typography component="span" color="error" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {r.error}
                  </Typography>
                )}
              </Box>
            )}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField<SchedulerLogRow> source="jobName" label={label('jobName')} render={(r) => jobText(r.jobName, translate)} />
            <FunctionField<SchedulerLogRow> source="startedAt" label={label('startedAt')} render={(r) => formatDateTime(r.startedAt)} />
            <FunctionField<SchedulerLogRow> source="endedAt" label={label('endedAt')} render={ended} />
            <FunctionField<SchedulerLogRow> label={label('duration')} sortable={false} render={(r) => durationText(r.durationMs, locale)} />
            <FunctionField<SchedulerLogRow> source="outcome" label={label('outcome')} render={(r) => <SchedulerOutcomeChip outcome={r.outcome} />} />
            <FunctionField<SchedulerLogRow> label={label('counts')} sortable={false} render={(r) => countsText(r.counts, translate)} />
            <FunctionField<SchedulerLogRow>
              label={label('error')}
              sortable={false}
              render={(r) => (
                <Typography component="span" variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                  {r.error}
                </Typography>
              )}
            />
          </Datagrid>
        )}
      </List>
    </>
  );
}
