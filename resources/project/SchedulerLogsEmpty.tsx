import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Before the first run: what this tab will hold, and why it may stay empty (the scheduler switch). */
export function SchedulerLogsEmpty() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 6, px: 2, textAlign: 'center' }}>
      <ScheduleIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h2" variant="h6">
        {translate('projects.scheduler.empty')}
      </Typography>
      <Typography color="text.secondary">{translate('projects.scheduler.emptyHint')}</Typography>
    </Box>
  );
}
