import AddIcon from '@mui/icons-material/Add';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import { Alert, Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { canPerform } from '../../../domain/permissions';
import { useSession } from '../../providers/use-session';
import { PageHeader } from '../../schema-ui/views/PageHeader';
import { DeathDetail } from './DeathDetail';
import { DeathList } from './DeathList';
import { DeclareDeath } from './DeclareDeath';
import { useHospitals } from '../health/hospitals';

type Section = 'register' | 'queue';

/** The register and, for a health approver, the approval queue, as tabs. */
function DeathRegister() {
  const translate = useTranslate();
  const { user } = useSession();
  const roleList = user?.role?.roleList;
  const canDeclare = canPerform(roleList, 'Birth', 'create');
  const sections: Section[] = [
    ...(canPerform(roleList, 'Birth', 'read') ? (['register'] as const) : []),
    ...(canPerform(roleList, 'Health Approver', 'read') ? (['queue'] as const) : []),
  ];
  const [chosen, setChosen] = useState<Section>();
  const section = chosen && sections.includes(chosen) ? chosen : sections[0];
  const hospitals = useHospitals();
  return (
    <>
      <PageHeader
        title={translate('deaths.register.title')}
        subtitle={translate('deaths.register.subtitle')}
        icon={LocalHospitalIcon}
        actions={
          canDeclare && (
            <Button component={Link} to="/death/new" variant="contained" startIcon={<AddIcon />}>
              {translate('deaths.register.declare')}
            </Button>
          )
        }
      />
      {hospitals.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('deaths.register.form.hospitalsFailed')}
        </Alert>
      )}
      {sections.length > 1 && (
        <Tabs value={section} onChange={(_, next: Section) => setChosen(next)} aria-label={translate('deaths.register.tabsLabel')} sx={{ mb: 2 }}>
          {sections.map((name) => (
            <Tab key={name} value={name} id={`death-tab-${name}`} aria-controls="death-panel" label={translate(`deaths.register.tabs.${name}`)} />
          ))}
        </Tabs>
      )}
      {section && (
        <Box role="tabpanel" id="death-panel" aria-labelledby={`death-tab-${section}`} sx={{ minWidth: 0 }}>
          <DeathList key={section} queue={section === 'queue'} hospitals={hospitals.data ?? []} />
        </Box>
      )}
    </>
  );
}

/**
 * /death: hospitals declare deaths, a health approver approves or rejects them, and an approved
 * declaration prints its certificate with the signed QR code.
 */
export function DeathsPage() {
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Routes>
        <Route index element={<DeathRegister />} />
        <Route path="new" element={<DeclareDeath />} />
        <Route path=":key" element={<DeathDetail />} />
      </Routes>
    </Box>
  );
}
