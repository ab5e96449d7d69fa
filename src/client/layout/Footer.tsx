import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PRODUCT_NAME } from '../../domain/constants';

/** The footer: the product name, a copyright sign and the current year. */
export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('shell.footer', { product: PRODUCT_NAME, year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
