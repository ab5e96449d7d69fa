import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ProjectRecord } from './ProjectDashboard';

const yesNo = (value: unknown) => (value ? 'projects.overview.on' : 'projects.overview.off');

/** overview: the project's settings at a glance, with the way to change them. */
export function ProjectOverviewTab({ project }: { project: ProjectRecord }) {
  const translate = useTranslate();
  const province = useGetOne<{ id: string; name?: string }>('provinces', { id: String(project.provinceKey ?? '') }, { enabled: Boolean(project.provinceKey) });
  const label = (field: string) => translate(`resources.projects.fields.${field}`);
  const rows: [string, string][] = [
    [label('projectType'), translate(`values.projectType.${project.projectType}`)],
    [label('provinceKey'), province.data?.name ?? String(project.provinceKey ?? '—')],
    [label('status'), project.status ? translate(`values.status.${project.status}`) : '—'],
    [label('dueDateDays'), String(project.dueDateDays ?? '—')],
    [label('revenueSplit'), project.revenueSplit === undefined ? '—' : `${project.revenueSplit} %`],
    [label('splitFee'), translate(yesNo(project.splitFee))],
    [label('sendSms'), translate(yesNo(project.sendSms))],
    [label('scheduler'), translate(yesNo(project.scheduler))],
    [label('smsText'), String(project.smsText || '—')],
    [label('documentText'), String(project.documentText || '—')],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' }, columnGap: 3, rowGap: 1.5, m: 0 }}>
        {rows.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {name}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button component={Link} to="../settings" relative="path" startIcon={<EditIcon />} variant="outlined" sx={{ mt: 3 }}>
        {translate('projects.overview.edit')}
      </Button>
    </Paper>
  );
}
