import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { Datagrid, FilterButton, FunctionField, List, TopToolbar, useTranslate } from 'react-admin';
import { moneyText } from '../../../../resources/tax-note/tax-note-format';
import { useLanguage } from '../../providers/use-language';
import { paidOf, settledOf, type PaymentRow } from '../../providers/payment-methods';
import { useSession } from '../../providers/use-session';
import { useEntity } from '../../schema-ui';
import { fieldLabel } from '../../schema-ui/labels';
import { ListExportButton } from '../../schema-ui/list/ListExportButton';
import { listColumns } from '../../schema-ui/list/list-fields';
import { ListErrorState } from '../../schema-ui/list/ListErrorState';
import { ListPagination } from '../../schema-ui/list/ListPagination';
import { schemaColumn } from '../../schema-ui/list/schema-column';
import { PaymentCards } from './PaymentCards';
import { ReceiptButton } from './ReceiptButton';
import { ReceiptDialog } from './ReceiptDialog';
import { amountSx, PaymentChips } from './PaymentChips';
import { paymentFilters } from './payment-filters';
import { usePaymentBanks } from './use-payment-banks';

/** Columns drawn here: amounts (struck through once reversed), the kind as a chip, the bank by name. */
const OWN_COLUMNS = new Set(['kind', 'paid', 'settled', 'bankKey']);

/**
 * The ledger as the list engine shows any entity (schemas/payment.schema.json: columns, sort on
 * the indexed fields, search by receipt or note reference, filters with a payment-day range,
 * .xlsx export of every column, pagination, an error with a retry); a reversal and the payment
 * it cancelled are marked. On a phone each row is a card. The server keeps a bank agent to
 * their own banks' payments.
 */
export function PaymentHistory({ storeKey = 'make-payment.history' }: { storeKey?: string }) {
  const entity = useEntity('payment');
  const translate = useTranslate();
  const language = useLanguage();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { user } = useSession();
  const { banks } = usePaymentBanks();
  const userKey = user?._key;
  const [receipt, setReceipt] = useState<string>();
  const columns = useMemo(() => listColumns(entity), [entity]);
  const filters = useMemo(() => paymentFilters(entity, translate, { banks, userKey }), [entity, translate, banks, userKey]);
  const label = (field: string) => fieldLabel(translate, entity, field);
  const bankName = (key: string) => banks.find((bank) => bank.key === key)?.name ?? key;
  const plain = (field: string) => schemaColumn(entity, field, label(field));
  const money = (field: 'paid' | 'settled') => (
    <FunctionField<PaymentRow>
      key={field}
      source={field}
      label={label(field)}
      sortable={false}
      textAlign="right"
      render={(row) => (
        <Box component="span" sx={amountSx(row)}>
          {moneyText(field === 'paid' ? paidOf(row) : settledOf(row), language)}
        </Box>
      )}
    />
  );
  const column = (field: string) => {
    if (!OWN_COLUMNS.has(field)) return plain(field);
    if (field === 'paid' || field === 'settled') return money(field);
    if (field === 'kind')
      return <FunctionField<PaymentRow> key={field} source="kind" label={label('kind')} sortable={false} render={(row) => <PaymentChips row={row} />} />;
    return (
      <FunctionField<PaymentRow>
        key={field}
        source="bankKey"
        label={label('bankKey')}
        sortable={false}
        render={(row) => (row.bankKey ? (row.bankName ?? bankName(row.bankKey)) : '')}
      />
    );
  };
  return (
    <>
      <List<PaymentRow>
        resource={entity.path}
        title={false}
        disableSyncWithLocation
        storeKey={storeKey}
        // The last recorded first: payments of one day tie on their date and came in key order (money-staff walk D19).
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        filters={filters}
        exporter={false}
        empty={false}
        error={<ListErrorState name={translate('payments.history.title').toLowerCase()} />}
        pagination={<ListPagination />}
        sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
        actions={
          <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
            <FilterButton />
            <ListExportButton fields={columns} />
          </TopToolbar>
        }
      >
        {isPhone ? (
          <PaymentCards bankName={bankName} onReceipt={setReceipt} />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<p>{translate('payments.history.empty')}</p>}
            rowSx={(row) => ((row as PaymentRow).kind === 'reversal' ? { bgcolor: 'action.hover' } : {})}
          >
            {columns.map(column)}
            <FunctionField<PaymentRow>
              label={translate('qrCode.download.receipt')}
              sortable={false}
              render={(row) => <ReceiptButton receiptNumber={row.receiptNumber} onOpen={setReceipt} />}
            />
          </Datagrid>
        )}
      </List>
      {receipt && <ReceiptDialog receiptNumber={receipt} onClose={() => setReceipt(undefined)} />}
    </>
  );
}
