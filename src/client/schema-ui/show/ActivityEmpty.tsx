import HistoryIcon from '@mui/icons-material/History';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What the user-activity tab shows before anything happened: a sentence, not an empty grid. */
export function ActivityEmpty() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 6, px: 2, textAlign: 'center' }}>
      <HistoryIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h2" variant="h6">
        {translate('projects.activity.empty')}
      </Typography>
      <Typography color="text.secondary">{translate('projects.activity.emptyHint')}</Typography>
    </Box>
  );
}
