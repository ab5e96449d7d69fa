import { Alert, Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatRate } from '../../src/domain/format';
import type { TaxNoteRecord } from '../../src/client/providers/tax-note-methods';
import { EventDocumentLink } from './EventDocumentLink';
import { TaxNoteActions } from './TaxNoteActions';
import { TaxNoteChips } from './TaxNoteChips';
import { moneyText, noteAmounts } from './tax-note-format';
import { useLanguage } from '../../src/client/providers/use-language';
import { taxpayerPath } from './tax-note-links';

/**
 * The top of a note's page: where it stands (chips), what is owed in both currencies at the
 * frozen rate, whose it is, a new amount awaiting approval, and the steps the server lets the
 * caller take now (allowedActions: nothing else is offered).
 */
export function TaxNoteSummary({ note }: { note: TaxNoteRecord }) {
  const translate = useTranslate();
  const language = useLanguage();
  const { amount, counter } = noteAmounts(note, language);
  const rate = formatRate(note.conversionRate, language);
  const taxpayerLink = taxpayerPath(note);
  const pending = note.pendingAmendment;
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, mb: 3 }} aria-label={translate('resources.taxNotes.fields.amount')}>
      <Stack spacing={2}>
        <TaxNoteChips note={note} size="medium" />
        <Box sx={{ display: 'flex', gap: { xs: 2, md: 6 }, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {/* A rejected note is owed by nobody: its amount is shown, not called due (tax-staff walk D14). */}
              {translate(note.lifecycle === 'rejected' ? 'taxNotes.show.amountRejected' : 'taxNotes.show.amount')}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="tax-note-amount">
              {amount}
            </Typography>
          </Box>
          {counter && (
            <Box>
              <Typography variant="overline" color="text.secondary">
                {translate('taxNotes.show.counterAmount')}
              </Typography>
              <Typography variant="h6" component="p" data-testid="tax-note-counter-amount">
                {counter}
              </Typography>
              {rate && (
                <Typography variant="caption" color="text.secondary">
                  {translate('taxNotes.show.rate', { rate })}
                </Typography>
              )}
            </Box>
          )}
          <Box>
            <Typography variant="overline" color="text.secondary">
              {translate('taxNotes.show.taxpayer')}
            </Typography>
            <Typography component="p">
              {taxpayerLink ? (
                <Link component={RouterLink} to={taxpayerLink}>
                  {note.taxpayerName ?? note.taxpayerKey}
                </Link>
              ) : (
                (note.taxpayerName ?? note.taxpayerKey)
              )}
            </Typography>
          </Box>
        </Box>
        {pending && (
          <Alert severity="info">
            {translate('taxNotes.show.pendingAmendment', {
              amount: moneyText({ amount: pending.amount, currency: note.amount.currency }, language),
              reason: pending.reason,
            })}
            {/* The approver decides on the evidence: the request's supporting document opens here. */}
            {pending.documentKey && (
              <Box>
                <EventDocumentLink documentKey={pending.documentKey} />
              </Box>
            )}
          </Alert>
        )}
        <TaxNoteActions note={note} actions={note.allowedActions ?? []} />
      </Stack>
    </Paper>
  );
}
