import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CURRENCIES, type Currency } from '../../../domain/money';

/** Which currency a chart draws: USD and CDF are never drawn on one axis. */
export function CurrencyToggle({ value, onChange }: { value: Currency; onChange: (currency: Currency) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={translate('bankReports.currency')}
      onChange={(_, next: Currency | null) => next && onChange(next)}
      sx={{ mb: 1 }}
    >
      {CURRENCIES.map((currency) => (
        <ToggleButton key={currency} value={currency}>
          {currency}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
