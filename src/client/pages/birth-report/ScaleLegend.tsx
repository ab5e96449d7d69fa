import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { scaleGradient, SUPPRESSED_FILL } from './colour-scale';

/** The key of the sequential colour map: fewer to more, and the hidden counts' hatching where there are some. */
export function ScaleLegend({ suppressed = false }: { suppressed?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }} data-testid="scale-legend">
      <Typography variant="caption" color="text.secondary">
        {translate('healthReports.scale.legend')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Typography variant="caption">{translate('healthReports.scale.fewer')}</Typography>
        <Box aria-hidden sx={{ width: 120, height: 12, borderRadius: 0.5, background: scaleGradient(), border: 1, borderColor: 'divider' }} />
        <Typography variant="caption">{translate('healthReports.scale.more')}</Typography>
      </Box>
      {suppressed && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 16, height: 12, borderRadius: 0.5, background: SUPPRESSED_FILL, border: 1, borderColor: 'divider' }} />
          <Typography variant="caption">{translate('healthReports.scale.suppressed')}</Typography>
        </Box>
      )}
    </Box>
  );
}
