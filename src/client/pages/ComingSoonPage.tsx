import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A route whose capability is not built yet says so clearly instead of showing a blank screen. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {translate(titleKey)}
      </Typography>
      <Paper sx={{ p: 4, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography sx={{ flex: 1, minWidth: 240 }}>{translate('shell.comingSoon.body')}</Typography>
        {titleKey !== 'nav.myWork' && (
          <Button component={RouterLink} to="/my-work" variant="outlined">
            {translate('shell.comingSoon.back')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
