import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CURRENCIES, type Currency } from '../../../domain/money';

/** Which currency the charts draw: USD and CDF are never drawn on one axis. */
export function CurrencyChoice({ value, onChange }: { value: Currency; onChange: (currency: Currency) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={translate('moneyReports.currency')}
      onChange={(_, next: Currency | null) => next && onChange(next)}
      sx={{ mb: 1.5 }}
    >
      {CURRENCIES.map((currency) => (
        <ToggleButton key={currency} value={currency} data-testid={`money-currency-${currency}`}>
          {currency}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
