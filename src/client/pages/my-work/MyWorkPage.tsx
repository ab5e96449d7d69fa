import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { canPerform } from '../../../domain/permissions';
import { actorRights } from '../../../domain/tax-note-protocol';
import type { MyWorkMethods } from '../../providers/my-work-methods';
import { useSession } from '../../providers/use-session';
import { MyWorkSections } from './MyWorkSections';
import { hasNoWork } from './my-work-view';

/**
 * /my-work, where every user lands: what they created, what waits for them and what they taxed
 * over the last 30 days. Each block shows only to the roles it concerns (the server answers the
 * figures for the caller; the role flags only decide what is worth showing).
 */
export function MyWorkPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & MyWorkMethods>();
  const { user, projectKey } = useSession();
  const roleList = user?.role?.roleList;
  const roles = { ...actorRights(roleList), notes: canPerform(roleList, 'Tax Note', 'read') };
  // A failure shows at once with its Retry button rather than after silent retries.
  const query = useQuery({ queryKey: ['myWork', projectKey], queryFn: () => dataProvider.getMyWork(), retry: false });
  const links = [
    roles.appraiser && { to: '/taxation', label: 'myWork.links.taxation' },
    roles.approver && { to: '/approver', label: 'myWork.links.approver' },
    roles.notes && { to: '/tax-note', label: 'myWork.links.taxNotes' },
  ].filter((link): link is { to: string; label: string } => Boolean(link));

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1400 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate('nav.myWork')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {links.map((link, index) => (
            <Button key={link.to} component={RouterLink} to={link.to} variant={index === 0 ? 'contained' : 'outlined'}>
              {translate(link.label)}
            </Button>
          ))}
        </Stack>
      </Stack>
      {query.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{translate('myWork.loading')}</Typography>
        </Box>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" startIcon={<RefreshIcon />} disabled={query.isFetching} onClick={() => void query.refetch()}>
              {translate('myWork.retry')}
            </Button>
          }
        >
          {translate('myWork.failed')} {query.error instanceof Error ? query.error.message : ''}
        </Alert>
      ) : hasNoWork(query.data, roles) ? (
        <Alert severity="info" data-testid="my-work-empty">
          {translate('myWork.empty')}
        </Alert>
      ) : (
        <MyWorkSections work={query.data} roles={roles} />
      )}
    </Box>
  );
}
