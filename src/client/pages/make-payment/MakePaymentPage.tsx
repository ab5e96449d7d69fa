import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useRefresh, useTranslate, type DataProvider } from 'react-admin';
import type { PaymentMethods } from '../../providers/payment-methods';
import type { TaxNoteRecord } from '../../providers/tax-note-methods';
import { InstalmentTable } from './InstalmentTable';
import { NoteFinder } from './NoteFinder';
import { PayableSummary } from './PayableSummary';
import { PaymentForm } from './PaymentForm';
import { PaymentHistory } from './PaymentHistory';
import { ReceiptDialog } from './ReceiptDialog';
import { SeveralNotesPayment } from './SeveralNotesPayment';
import { usePaymentRights } from './use-payment-rights';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /make-payment: the counter. Find a note, see what it asks for now in both currencies (the
 * instalment due when it is split), record the payment by a method the role may use, print the
 * receipt; or tick several notes of one taxpayer and pay them together on one receipt; the
 * payment history below.
 */
export function MakePaymentPage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DataProvider & PaymentMethods>();
  const { rights, banks } = usePaymentRights();
  const [note, setNote] = useState<TaxNoteRecord>();
  const [receipt, setReceipt] = useState<string>();
  // Notes ticked to be paid together; ticking leaves the one-note form, choosing one clears the ticks.
  const [together, setTogether] = useState<TaxNoteRecord[]>([]);
  // Each new payment started from a receipt: a fresh, focused finder for the next person in line.
  const [counterRound, setCounterRound] = useState(0);
  const noteKey = note ? String(note.id ?? note._key) : '';
  const payable = useQuery({
    queryKey: ['payment', 'payable', noteKey],
    queryFn: () => dataProvider.getPayable(noteKey),
    enabled: Boolean(noteKey),
    retry: false,
  });
  const data = payable.data;
  const canPay = data && !data.blockedReason && data.payable.amount > 0;

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1200, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate('payments.page.title')}
        </Typography>
        <Typography color="text.secondary">{translate('payments.page.intro')}</Typography>
      </Box>
      <Section title={translate('payments.find.title')}>
        <NoteFinder
          key={counterRound}
          autoFocus={counterRound > 0}
          onChoose={(chosen) => {
            setTogether([]);
            setNote(chosen);
          }}
          selected={together}
          onSelect={(notes) => {
            setNote(undefined);
            setTogether(notes);
          }}
        />
      </Section>
      {together.length > 0 && (
        <Section title={translate('payments.together.title')}>
          <SeveralNotesPayment
            notes={together}
            methods={rights.methods}
            banks={banks}
            onClear={() => setTogether([])}
            onPaid={(result) => {
              setTogether([]);
              setReceipt(result.receiptNumber);
              refresh();
            }}
          />
        </Section>
      )}
      {note && (
        <Section title={translate('payments.payable.title')}>
          {payable.isPending && <CircularProgress aria-label={translate('payments.payable.loading')} />}
          {payable.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void payable.refetch()}>
                  {translate('payments.payable.retry')}
                </Button>
              }
            >
              {(payable.error as Error).message || translate('payments.payable.failed')}
            </Alert>
          )}
          {data && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              <Box sx={{ minWidth: 0 }}>
                <PayableSummary payable={data} />
                {data.instalments.length > 0 && (
                  <Box sx={{ mt: 2, overflowX: 'auto' }}>
                    <Typography component="h3" variant="subtitle1">
                      {translate('payments.instalments.title')}
                    </Typography>
                    <InstalmentTable instalments={data.instalments} currency={data.payable.currency} due={data.payable.instalmentNumber} />
                  </Box>
                )}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                {canPay ? (
                  <PaymentForm
                    key={`${noteKey}-${data.payable.amount}-${data.payable.instalmentNumber ?? ''}`}
                    payables={[data]}
                    methods={rights.methods}
                    banks={banks}
                    onPaid={(result) => {
                      setReceipt(result.receiptNumber);
                      // Every list on the page is stale now: what is payable, and the history the new receipt heads.
                      refresh();
                    }}
                  />
                ) : (
                  !data.blockedReason && <Alert severity="success">{translate('payments.payable.nothing')}</Alert>
                )}
              </Box>
            </Box>
          )}
        </Section>
      )}
      <Section title={translate('payments.history.title')}>
        <PaymentHistory />
      </Section>
      {receipt && (
        <ReceiptDialog
          receiptNumber={receipt}
          onClose={() => setReceipt(undefined)}
          onNewPayment={() => {
            setReceipt(undefined);
            setNote(undefined);
            setTogether([]);
            setCounterRound((round) => round + 1);
          }}
        />
      )}
    </Box>
  );
}
