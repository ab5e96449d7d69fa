import AddIcon from '@mui/icons-material/Add';
import ShieldIcon from '@mui/icons-material/Shield';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { canPerform } from '../../../domain/permissions';
import { useSession } from '../../providers/use-session';
import { PageHeader } from '../../schema-ui/views/PageHeader';
import { CreateGbvCase } from './CreateGbvCase';
import { GbvCaseDetail } from './GbvCaseDetail';
import { GbvCaseList } from './GbvCaseList';

function GbvRegister() {
  const translate = useTranslate();
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title={translate('gbv.register.title')}
        subtitle={translate('gbv.register.subtitle')}
        icon={ShieldIcon}
        actions={
          canPerform(user?.role?.roleList, 'GBV', 'create') && (
            <Button component={Link} to="/gbv-case/new" variant="contained" startIcon={<AddIcon />}>
              {translate('gbv.register.create')}
            </Button>
          )
        }
      />
      <GbvCaseList />
    </>
  );
}

/**
 * /gbv-case: the GBV case register. Coded cases for every GBV reader; the survivor's identity only
 * on a case's own page, for its case worker and GBV supervisors (the server decides and logs every look).
 */
export function GbvCasesPage() {
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Routes>
        <Route index element={<GbvRegister />} />
        <Route path="new" element={<CreateGbvCase />} />
        <Route path=":key" element={<GbvCaseDetail />} />
      </Routes>
    </Box>
  );
}
