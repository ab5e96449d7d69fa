import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Language } from '../../../domain/constants';
import { formatMoney, minorUnitsToDecimal } from '../../../domain/format';
import { CURRENCIES, type Currency } from '../../../domain/money';

export type ChartRow = { name: string; USD: number; CDF: number };

type Props = { rows: ChartRow[]; currency: Currency; onCurrency: (currency: Currency) => void; language: Language };

const BAR_HEIGHT = 44;
const TICK_CHARACTERS = 16;

/** Long beneficiary names are cut on the axis only; the table and the tooltip give them whole. */
const shortName = (name: string) => (name.length > TICK_CHARACTERS ? `${name.slice(0, TICK_CHARACTERS - 1).trimEnd()}…` : name);

/**
 * Each beneficiary's share in one currency (the two are never drawn on one axis: a franc is not a
 * dollar). Bars run sideways so long beneficiary names stay readable on a phone. Animation is
 * off so the figure is stable for people and screenshots alike.
 */
export function SharesChart({ rows, currency, onCurrency, language }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const money = (amount: number) => formatMoney({ amount, currency }, language);
  const any = rows.some((row) => row[currency] !== 0);
  // The axis works in major units as plain numbers for its ticks only; every label shown uses formatMoney.
  const data = rows.map((row) => ({ name: row.name, value: Number(minorUnitsToDecimal(row[currency])), minor: row[currency] }));
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={currency}
        aria-label={translate('collection.shares.chartCurrency')}
        onChange={(_, next: Currency | null) => next && onCurrency(next)}
      >
        {CURRENCIES.map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {any ? (
        <Box
          component="figure"
          role="img"
          aria-label={translate('collection.shares.chartSummary', { currency, smart_count: rows.length })}
          data-testid="shares-chart"
          sx={{ m: 0, width: '100%', height: Math.max(160, rows.length * BAR_HEIGHT + 40) }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={theme.palette.divider} />
              <XAxis type="number" tick={{ fontSize: 12, fill: theme.palette.text.secondary }} />
              <YAxis type="category" dataKey="name" width={112} tickFormatter={shortName} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} />
              <Tooltip
                cursor={{ fill: theme.palette.action.hover }}
                content={({ active, payload }) =>
                  active && payload?.[0] ? (
                    <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 1, borderRadius: 1 }}>
                      <Typography variant="body2">
                        {(payload[0].payload as (typeof data)[number]).name}: {money((payload[0].payload as (typeof data)[number]).minor)}
                      </Typography>
                    </Box>
                  ) : null
                }
              />
              <Bar dataKey="value" fill={theme.palette.primary.main} radius={[0, 2, 2, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('collection.shares.chartNone', { currency })}</Typography>
      )}
    </Box>
  );
}
