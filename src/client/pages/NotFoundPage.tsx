import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Any unknown address inside the back office. */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('shell.notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('shell.notFound.body')}</Typography>
      <Button component={RouterLink} to="/my-work" variant="outlined">
        {translate('shell.notFound.back')}
      </Button>
    </Box>
  );
}
