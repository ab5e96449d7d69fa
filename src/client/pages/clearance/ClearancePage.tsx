import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ClearanceList } from './ClearanceList';
import { RequestCard } from './RequestCard';

/** /clearance: request a taxpayer's clearance certificate, and follow (download, revoke) the ones issued. */
export function ClearancePage() {
  const translate = useTranslate();
  // Each answered request refreshes the list below.
  const [refreshKey, setRefreshKey] = useState(0);
  // A certificate revoked in the list is no longer shown as issued in the answer above (tax-staff walk D11).
  const [revoked, setRevoked] = useState<ReadonlySet<string>>(new Set());
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1200, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate('clearance.title')}
        </Typography>
        <Typography color="text.secondary">{translate('clearance.intro')}</Typography>
      </Box>
      <RequestCard onAnswered={() => setRefreshKey((key) => key + 1)} revoked={revoked} />
      <ClearanceList refreshKey={refreshKey} onRevoked={(clearance) => setRevoked((keys) => new Set(keys).add(clearance._key))} />
    </Box>
  );
}
