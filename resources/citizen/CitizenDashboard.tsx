import { Alert, Box, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { SchemaShow } from '../../src/client/schema-ui';
import { PersonPhoto } from '../user/PersonPhoto';
import { CITIZEN_TABS, citizenName, currentCitizenTab, type CitizenRecord } from './citizen-tabs';
import { CitizenFamilyTab } from './CitizenFamilyTab';
import { CitizenStatusChip } from './CitizenStatusChip';
import { CitizenTaxNotesTab } from './CitizenTaxNotesTab';

/** /citizen/:key/show/<tab>: the citizen dashboard (about, family hierarchy, tax notes). */
export function CitizenDashboard() {
  const translate = useTranslate();
  const params = useParams();
  const key = params.id ?? '';
  const { data: citizen, error, isPending } = useGetOne<CitizenRecord>('citizen', { id: key });
  if (isPending) return <CircularProgress sx={{ m: 4 }} aria-label={translate('citizens.dashboard.loading')} />;
  if (error || !citizen)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {(error as Error | null)?.message ?? translate('errors.notFound')}
      </Alert>
    );
  const name = citizenName(citizen);
  const base = `/citizen/${encodeURIComponent(key)}/show`;
  const tab = currentCitizenTab(params['*']);
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <PersonPhoto documentKey={citizen.photo} name={name} size={56} />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <CitizenStatusChip status={citizen.status} />
      </Stack>
      <Tabs value={tab} variant="scrollable" aria-label={translate('citizens.dashboard.tabs')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {CITIZEN_TABS.map((t) => (
          <Tab key={t} value={t} label={translate(`citizens.tabs.${t}`)} component={Link} to={`${base}/${t}`} />
        ))}
      </Tabs>
      <Routes>
        <Route index element={<Navigate to={CITIZEN_TABS[0]} replace />} />
        <Route path="citizen-about/*" element={<SchemaShow resource="citizen" title={translate('citizens.tabs.citizen-about')} />} />
        <Route path="family-hierarchy/*" element={<CitizenFamilyTab citizenKey={key} />} />
        <Route path="citizen-tax-note/*" element={<CitizenTaxNotesTab citizenKey={key} />} />
        <Route path="*" element={<Navigate to={`${base}/${CITIZEN_TABS[0]}`} replace />} />
      </Routes>
    </Box>
  );
}
