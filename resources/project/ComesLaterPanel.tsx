import UpcomingIcon from '@mui/icons-material/Upcoming';
import { Paper, Typography } from '@mui/material';

/** A tab whose capability arrives in a later version says so instead of showing an empty list. */
export function ComesLaterPanel({ title, body }: { title: string; body: string }) {
  return (
    <Paper variant="outlined" role="status" sx={{ p: 4, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <UpcomingIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <div style={{ flex: 1, minWidth: 240 }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
      </div>
    </Paper>
  );
}
