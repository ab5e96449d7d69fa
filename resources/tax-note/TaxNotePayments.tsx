import CallSplitIcon from '@mui/icons-material/CallSplit';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, CircularProgress, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh, useTranslate, type DataProvider } from 'react-admin';
import { formatDay } from '../../src/domain/format';
import { canPerform } from '../../src/domain/permissions';
import { actorRights } from '../../src/domain/tax-note-protocol';
import { InstalmentTable } from '../../src/client/pages/make-payment/InstalmentTable';
import { ReceiptButton } from '../../src/client/pages/make-payment/ReceiptButton';
import { ReceiptDialog } from '../../src/client/pages/make-payment/ReceiptDialog';
import { paidOf, type PaymentMethods, type PaymentRow, type SplitInput } from '../../src/client/providers/payment-methods';
import { useSession } from '../../src/client/providers/use-session';
import { moneyText } from './tax-note-format';
import { useLanguage } from '../../src/client/providers/use-language';
import { TaxNoteReasonDialog } from './TaxNoteReasonDialog';
import { TaxNoteSplitDialog } from './TaxNoteSplitDialog';
import { RetryAlert } from '../../src/client/layout/QueryStatus';
import { useNotifySuccess } from '../../src/client/providers/use-notify-success';

type Props = { noteKey: string; reference: string };

/**
 * The note's money: its instalment schedule, its payments (a receveur may reverse one, with a
 * reason) and, while nothing is paid yet, splitting it into instalments. The server decides again
 * whether the project allows a split and whether the caller may reverse.
 */
export function TaxNotePayments({ noteKey, reference }: Props) {
  const translate = useTranslate();
  const language = useLanguage();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DataProvider & PaymentMethods>();
  const { user } = useSession();
  const roleList = user?.role?.roleList;
  const mayReverse = actorRights(roleList).receveur;
  const maySplit = canPerform(roleList, 'Payment', 'create');
  // A role that may not read payments is not asked for them (tax-staff D6: every note page opened by
  // the approver, taxateur or call centre fired a 403 into the console).
  const mayRead = canPerform(roleList, 'Payment', 'read');
  const query = useQuery({ queryKey: ['payment', 'payable', noteKey], queryFn: () => dataProvider.getPayable(noteKey), retry: false, enabled: mayRead });
  const [reversing, setReversing] = useState<PaymentRow>();
  const [splitting, setSplitting] = useState(false);
  const [receipt, setReceipt] = useState<string>();
  const [busy, setBusy] = useState(false);

  // A role that may not read payments simply does not see this section.
  if (!mayRead || (query.error instanceof HttpError && query.error.status === 403)) return null;

  const act = async (work: () => Promise<unknown>, success: string, close: () => void) => {
    setBusy(true);
    try {
      await work();
      notifySuccess(success);
      close();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      if (error instanceof HttpError && error.status === 409) refresh();
    } finally {
      setBusy(false);
    }
  };
  const data = query.data;
  const payments = data?.payments ?? [];
  const reversedKeys = new Set(payments.filter((row) => row.kind === 'reversal' && row.reversesKey).map((row) => row.reversesKey));
  const canSplit = maySplit && data?.splitAllowed && !data.blockedReason && data.instalments.length === 0 && payments.length === 0 && data.payable.amount > 0;

  return (
    <Paper component="section" aria-labelledby="tax-note-payments-title" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="tax-note-payments-title" component="h2" variant="h6">
          {translate('payments.note.title')}
        </Typography>
        {canSplit && (
          <Button variant="outlined" startIcon={<CallSplitIcon />} onClick={() => setSplitting(true)}>
            {translate('payments.note.split')}
          </Button>
        )}
      </Stack>
      {query.isPending && <CircularProgress size={24} aria-label={translate('payments.note.loading')} />}
      {query.isError && (
        <RetryAlert retryLabel={translate('payments.payable.retry')} onRetry={() => void query.refetch()}>
          {translate('payments.note.failed')}
        </RetryAlert>
      )}
      {data && data.instalments.length > 0 && (
        <Box sx={{ overflowX: 'auto', mb: 2 }}>
          <Typography component="h3" variant="subtitle1">
            {translate('payments.instalments.title')}
          </Typography>
          <InstalmentTable instalments={data.instalments} currency={data.payable.currency} due={data.payable.instalmentNumber} />
        </Box>
      )}
      {data && payments.length === 0 && <Typography color="text.secondary">{translate('payments.note.none')}</Typography>}
      {payments.length > 0 && (
        <List dense disablePadding aria-label={translate('payments.note.title')}>
          {payments.map((row) => {
            const reversed = row.reversed || reversedKeys.has(row._key);
            const amount = moneyText(paidOf(row), language);
            return (
              <ListItem key={row._key} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }} data-kind={row.kind}>
                <ListItemText
                  primary={`${row.receiptNumber} — ${amount}`}
                  secondary={[formatDay(row.paymentDate), translate(`payments.form.methods.${row.method}`), row.recordedByName, row.reason]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <ReceiptButton receiptNumber={row.receiptNumber} onOpen={setReceipt} />
                {row.kind === 'reversal' && <Chip size="small" color="error" label={translate('payments.history.reversal')} />}
                {reversed && <Chip size="small" label={translate('payments.note.reversed')} />}
                {mayReverse && row.kind === 'payment' && !reversed && (
                  <Button
                    size="small"
                    color="error"
                    startIcon={<UndoIcon />}
                    onClick={() => setReversing(row)}
                    aria-label={translate('payments.note.reverseOf', { receiptNumber: row.receiptNumber })}
                  >
                    {translate('payments.note.reverse')}
                  </Button>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      {reversing && (
        <TaxNoteReasonDialog
          titleId="payment-reverse-title"
          title={translate('payments.note.reverseTitle', { receiptNumber: reversing.receiptNumber })}
          content={translate('payments.note.reverseContent', { amount: moneyText(paidOf(reversing), language) })}
          submitLabel={translate('payments.note.reverse')}
          messages="payments.note"
          destructive
          busy={busy}
          onCancel={() => setReversing(undefined)}
          onSubmit={(reason) =>
            void act(
              () => dataProvider.reversePayment(reversing._key, reason),
              // Four eyes: the reversal is only asked for; another officer approves it in Money approvals.
              'moneyRequests.reversalRequested',
              () => setReversing(undefined),
            )
          }
        />
      )}
      {receipt && <ReceiptDialog receiptNumber={receipt} onClose={() => setReceipt(undefined)} />}
      {splitting && data && (
        <TaxNoteSplitDialog
          noteKey={noteKey}
          reference={reference}
          remaining={{ amount: data.payable.amount, currency: data.payable.currency }}
          busy={busy}
          onCancel={() => setSplitting(false)}
          onSubmit={(input: SplitInput) =>
            void act(
              () => dataProvider.splitPayment(input),
              'payments.messages.split',
              () => setSplitting(false),
            )
          }
        />
      )}
    </Paper>
  );
}
