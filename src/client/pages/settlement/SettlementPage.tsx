import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SettlementPanel } from './SettlementPanel';

/** /settlement: what the project owes each revenue-split beneficiary and the transfers that pay it. */
export function SettlementPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1200, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate('collection.settlement.title')}
        </Typography>
        <Typography color="text.secondary">{translate('collection.settlement.intro')}</Typography>
      </Box>
      <SettlementPanel />
    </Box>
  );
}
