import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { formatMoney } from '../../../domain/format';
import { CURRENCIES, type Currency, type Money } from '../../../domain/money';
import type { FeeCounterMethod } from './fee-form';

type Props = {
  currency: Currency | undefined;
  method: FeeCounterMethod;
  /** The methods the caller's role records; one alone needs no choice but is still shown. */
  methods: readonly FeeCounterMethod[];
  toCollect: Money | undefined;
  language: Language;
  onCurrency: (currency: Currency) => void;
  onMethod: (method: FeeCounterMethod) => void;
};

/** The currency the payer hands over, how, and the exact amount to collect in it. */
export function FeePaymentFields({ currency, method, methods, toCollect, language, onCurrency, onMethod }: Props) {
  const translate = useTranslate();
  const label = (field: string) => translate(`collection.fee.fields.${field}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'center' }}>
      <TextField select id="fee-currency" label={label('currency')} value={currency ?? ''} onChange={(event) => onCurrency(event.target.value as Currency)}>
        {CURRENCIES.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="fee-method"
        label={label('method')}
        value={method}
        disabled={methods.length < 2}
        onChange={(event) => onMethod(event.target.value as FeeCounterMethod)}
      >
        {methods.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`collection.fee.methods.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label('toCollect')}
        </Typography>
        <Typography variant="h6" component="p" data-testid="fee-to-collect" sx={{ fontWeight: 700 }}>
          {toCollect ? formatMoney(toCollect, language) : '—'}
        </Typography>
      </Box>
    </Box>
  );
}
