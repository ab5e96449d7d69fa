import { Alert, Box, Chip, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useGetOne, useRefresh, useTranslate } from 'react-admin';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { projectKeyOf, setProjectKey, sortedProjects } from '../../src/client/providers/session';
import { useSession } from '../../src/client/providers/use-session';
import { currentTab, DEFAULT_TAB, tabLabelKey, tabsFor } from './project-tabs';
import { ProjectSettings } from './ProjectSettings';
import { ProjectTabContent } from './ProjectTabContent';

export type ProjectRecord = { id: string; projectName: string; projectType: string; status?: string; [field: string]: unknown };

/**
 * /project/:key/<tab>: the project dashboard (tabs as relative routes). The lists inside
 * use the Project-Key header, so opening a project the user belongs to makes it the selected one
 * in the picker; another project (a Super Admin's view) shows its overview only.
 */
export function ProjectDashboard() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const params = useParams();
  const key = params.id ?? '';
  const { user, projectKey } = useSession();
  const member = sortedProjects(user).some((p) => projectKeyOf(p) === key);
  const { data: project, error, isPending } = useGetOne<ProjectRecord>('project', { id: key });

  useEffect(() => {
    if (!member || projectKey === key) return;
    setProjectKey(key);
    refresh();
  }, [member, projectKey, key, refresh]);

  if (isPending) return <CircularProgress sx={{ m: 4 }} aria-label={translate('projects.dashboard.loading')} />;
  if (error || !project)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {(error as Error | null)?.message ?? translate('errors.notFound')}
      </Alert>
    );

  const tabs = tabsFor(project.projectType);
  const tab = currentTab(tabs, params['*']);
  const base = `/project/${encodeURIComponent(key)}`;
  const ready = member && projectKey === key;
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {project.projectName}
        </Typography>
        <Chip label={translate(`values.projectType.${project.projectType}`)} color="primary" variant="outlined" />
        {project.status && <Chip label={translate(`values.status.${project.status}`)} color={project.status === 'enabled' ? 'success' : 'default'} />}
      </Stack>
      <Tabs
        value={tab}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('projects.dashboard.tabs')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((t) => (
          <Tab key={t.path} value={t.path} label={translate(tabLabelKey(t))} component={Link} to={`${base}/${t.path}`} />
        ))}
      </Tabs>
      <Routes>
        <Route index element={<Navigate to={DEFAULT_TAB} replace />} />
        <Route path="settings" element={<ProjectSettings />} />
        {tabs.map((t) => (
          <Route key={t.path} path={`${t.path}/*`} element={<ProjectTabContent tab={t} project={project} member={member} ready={ready} />} />
        ))}
        <Route path="*" element={<Navigate to={`${base}/${DEFAULT_TAB}`} replace />} />
      </Routes>
    </Box>
  );
}
