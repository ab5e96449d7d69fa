import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { landingPathFor, MY_WORK_PATH, myWorkSectionsFor } from '../../../domain/my-work';
import { canPerform } from '../../../domain/permissions';
import type { MyWorkMethods } from '../../providers/my-work-methods';
import { useSession } from '../../providers/use-session';
import { MyWorkSections } from './MyWorkSections';

/**
 * /my-work, where every user lands: their own work of the day, one block per section their role
 * holds (the appraiser's notes, the approver's queue and approvals, the cashier's payments, the
 * registrar's declarations, the health supervisor's queue, the case worker's cases). The server
 * decides which sections come back; the links beside the title go to where that work is done.
 */
export function MyWorkPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & MyWorkMethods>();
  const { user, projectKey } = useSession();
  const roleList = user?.role?.roleList;
  const sections = myWorkSectionsFor(roleList);
  const has = (section: (typeof sections)[number]) => sections.includes(section);
  // A failure shows at once with its Retry button rather than after silent retries.
  const query = useQuery({ queryKey: ['myWork', projectKey], queryFn: () => dataProvider.getMyWork(), retry: false });
  const links = [
    has('created') && { to: '/taxation', label: 'myWork.links.taxation' },
    has('approvals') && { to: '/approver', label: 'myWork.links.approver' },
    has('payments') && { to: '/make-payment', label: 'myWork.links.payment' },
    (has('declarations') || has('healthApprovals')) && { to: '/birth', label: 'myWork.links.births' },
    (has('declarations') || has('healthApprovals')) && { to: '/death', label: 'myWork.links.deaths' },
    has('gbvCases') && { to: '/gbv-case', label: 'myWork.links.gbvCases' },
    canPerform(roleList, 'Tax Note', 'read') && { to: '/tax-note', label: 'myWork.links.taxNotes' },
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
      ) : query.data.sections.length === 0 ? (
        <NothingForThisRole landing={landingPathFor(roleList)} />
      ) : (
        <MyWorkSections work={query.data} />
      )}
    </Box>
  );
}

/** A role whose work this page does not count (the call centre, a reader): where its work is. */
function NothingForThisRole({ landing }: { landing: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      data-testid="my-work-empty"
      action={
        landing !== MY_WORK_PATH && (
          <Button color="inherit" component={RouterLink} to={landing}>
            {translate('myWork.open')}
          </Button>
        )
      }
    >
      {translate('myWork.empty')}
    </Alert>
  );
}
