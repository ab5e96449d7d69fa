import { Box, Paper, Typography } from '@mui/material';
import { formatMoney, formatNumber } from '../../../domain/format';
import type { Currency } from '../../../domain/money';
import { useLanguage } from '../../providers/use-language';

export type TotalCard = {
  id: string;
  label: string;
  /** Amounts per currency (minor units): USD and CDF are never added together. */
  amounts?: Partial<Record<Currency, number>>;
  /** A count shown instead of, or above, the amounts. */
  count?: number;
  hint?: string;
};

/** The period's headline figures, one card each, wrapping on a phone. */
export function TotalsCards({ cards }: { cards: readonly TotalCard[] }) {
  const language = useLanguage();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))', mb: 2 }}>
      {cards.map((card) => (
        <Paper key={card.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`report-total-${card.id}`}>
          <Typography variant="body2" color="text.secondary" component="h2">
            {card.label}
          </Typography>
          {card.count !== undefined && (
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {formatNumber(card.count, language)}
            </Typography>
          )}
          {(['USD', 'CDF'] as const)
            .filter((currency) => card.amounts?.[currency] !== undefined)
            .map((currency) => (
              <Typography key={currency} variant={card.count === undefined ? 'h6' : 'body1'} component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {formatMoney({ amount: card.amounts![currency], currency }, language)}
              </Typography>
            ))}
          {card.hint && (
            <Typography variant="caption" color="text.secondary">
              {card.hint}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
