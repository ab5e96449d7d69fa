import { Box, Typography } from '@mui/material';
import { PRODUCT_NAME } from '../../domain/constants';

/** The product mark: the same drawing as public/icon.svg, inline so it costs no request. */
export function Logo({ showName = true, inverted = false }: { showName?: boolean; inverted?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: inverted ? 'common.white' : 'text.primary' }}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#1e293b" />
        <path d="M14 46V18h7l11 15 11-15h7v28h-7V29l-11 14-11-14v17z" fill="#fbbf24" />
      </svg>
      {showName && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 20, letterSpacing: 0.5 }}>
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}
