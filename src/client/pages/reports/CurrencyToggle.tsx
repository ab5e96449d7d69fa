import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { CURRENCIES, type Currency } from '../../../domain/money';

type Props = { value: Currency; onChange: (currency: Currency) => void; label: string };

/** Which currency a report's charts draw: USD and CDF are never drawn on one axis. */
export function CurrencyToggle({ value, onChange, label }: Props) {
  return (
    <ToggleButtonGroup size="small" exclusive value={value} aria-label={label} onChange={(_, next: Currency | null) => next && onChange(next)} sx={{ mb: 1.5 }}>
      {CURRENCIES.map((currency) => (
        <ToggleButton key={currency} value={currency} data-testid={`report-currency-${currency}`}>
          {currency}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
