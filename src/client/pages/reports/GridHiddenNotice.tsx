import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Said where the grid would be, so nobody takes its absence for an empty period. */
export function GridHiddenNotice() {
  const translate = useTranslate();
  return (
    <Alert severity="info" data-testid="report-grid-hidden" sx={{ my: 2 }}>
      {translate('reports.gridHidden')}
    </Alert>
  );
}
