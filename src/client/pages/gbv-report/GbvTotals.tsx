import { Box, Paper, Typography } from '@mui/material';
import { formatNumber } from '../../../domain/format';
import { SUPPRESSED_LABEL, type PublishedCount } from '../../../domain/gbv-report';
import { useLanguage } from '../../providers/use-language';

/** The GBV headline counts, one card each; a hidden one reads "<5" like everywhere in the report. */
export function GbvTotals({ cards }: { cards: readonly { id: string; label: string; count: PublishedCount }[] }) {
  const language = useLanguage();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))', mb: 2 }}>
      {cards.map((card) => (
        <Paper key={card.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`report-total-${card.id}`}>
          <Typography variant="body2" color="text.secondary" component="h2">
            {card.label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {card.count === null ? SUPPRESSED_LABEL : formatNumber(card.count, language)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
