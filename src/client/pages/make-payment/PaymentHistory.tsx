import { Chip, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  Datagrid,
  DateInput,
  downloadCSV,
  ExportButton,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  FilterButton,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { moneyText, useLanguage } from '../../../../resources/tax-note/tax-note-format';
import { formatDay } from '../../../domain/format';
import { CURRENCIES } from '../../../domain/money';
import { PAYMENT_METHODS } from '../../../domain/payment-rules';
import { paidOf, settledOf, type PaymentRow } from '../../providers/payment-methods';
import { useSession } from '../../providers/use-session';
import { paymentsCsv } from './payment-export';
import { usePaymentRights } from './use-payment-rights';

/** The ledger's list route (GET /api/payment/payments); the server keeps a bank agent to their banks. */
export const PAYMENTS_RESOURCE = 'payment/payments';

/** Payments by date range, method, bank, currency and who recorded them; exported as CSV. */
export function PaymentHistory() {
  const translate = useTranslate();
  const language = useLanguage();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { user } = useSession();
  const { banks } = usePaymentRights();
  const t = (key: string) => translate(`payments.history.${key}`);
  const methodLabel = (method: string) => translate(`payments.form.methods.${method}`);
  const filters = [
    <TextInput key="q" source="q" label={t('search')} alwaysOn resettable />,
    <DateInput key="from" source="paymentDate_gte" label={t('from')} alwaysOn />,
    <DateInput key="to" source="paymentDate_lte" label={t('to')} alwaysOn />,
    <SelectInput key="method" source="method" label={t('method')} choices={PAYMENT_METHODS.map((id) => ({ id, name: methodLabel(id) }))} />,
    <SelectInput key="bank" source="bankKey" label={t('bank')} choices={banks.map((bank) => ({ id: bank.key, name: bank.name }))} />,
    <SelectInput key="currency" source="paidCurrency" label={t('currency')} choices={CURRENCIES.map((id) => ({ id, name: id }))} />,
    <SelectInput key="mine" source="recordedBy" label={t('cashier')} choices={user ? [{ id: user._key, name: t('mine') }] : []} />,
  ];
  const exporter: Exporter<PaymentRow> = (rows) => downloadCSV(paymentsCsv(rows, t, methodLabel, bankName), 'payments');
  const bankName = (key: string) => banks.find((bank) => bank.key === key)?.name ?? key;
  const paid = (row: PaymentRow) => moneyText(paidOf(row), language);
  const settled = (row: PaymentRow) => moneyText(settledOf(row), language);
  return (
    <List<PaymentRow>
      resource={PAYMENTS_RESOURCE}
      title={false}
      disableSyncWithLocation
      storeKey="make-payment.history"
      sort={{ field: 'paymentDate', order: 'DESC' }}
      filters={filters}
      exporter={exporter}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton label={t('export')} />
        </TopToolbar>
      }
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {isPhone ? (
        <SimpleList<PaymentRow>
          primaryText={(row) => `${row.receiptNumber} — ${paid(row)}`}
          secondaryText={(row) => [formatDay(row.paymentDate), methodLabel(row.method), row.recordedByName].filter(Boolean).join(' · ')}
          tertiaryText={(row) => (row.kind === 'reversal' ? t('reversal') : '')}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>{t('empty')}</p>}>
          <FunctionField<PaymentRow> source="paymentDate" label={t('date')} render={(row) => formatDay(row.paymentDate)} />
          <FunctionField<PaymentRow> source="receiptNumber" label={t('receipt')} render={(row) => row.receiptNumber} />
          <FunctionField<PaymentRow>
            source="method"
            label={t('method')}
            render={(row) => (
              <>
                {methodLabel(row.method)} {row.kind === 'reversal' && <Chip size="small" color="error" label={t('reversal')} />}
              </>
            )}
          />
          <FunctionField<PaymentRow> label={t('paid')} sortable={false} textAlign="right" render={paid} />
          <FunctionField<PaymentRow> label={t('settled')} sortable={false} textAlign="right" render={settled} />
          <FunctionField<PaymentRow>
            label={t('bank')}
            sortable={false}
            render={(row) => (row.method === 'bank' ? [bankName(row.bankKey ?? ''), row.bankSlipNumber].filter(Boolean).join(' · ') : (row.cashierName ?? ''))}
          />
          <FunctionField<PaymentRow> label={t('recordedBy')} sortable={false} render={(row) => row.recordedByName ?? ''} />
        </Datagrid>
      )}
    </List>
  );
}
