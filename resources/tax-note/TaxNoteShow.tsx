import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { ListButton, ShowBase, useResourceDefinition, useShowContext, useTranslate } from 'react-admin';
import type { TaxNoteRecord } from '../../src/client/providers/tax-note-methods';
import { useEntity } from '../../src/client/schema-ui';
import { fieldLabel, resourceName } from '../../src/client/schema-ui/labels';
import { SchemaValue } from '../../src/client/schema-ui/show/SchemaValue';
import { PageHeader } from '../../src/client/schema-ui/views/PageHeader';
import { DocumentDownloadButton } from './DocumentDownloadButton';
import { TaxNoteItems } from './TaxNoteItems';
import { TaxNoteAmountChanges } from './TaxNoteAmountChanges';
import { TaxNotePayments } from './TaxNotePayments';
import { TaxNoteSummary } from './TaxNoteSummary';
import { TaxNoteTimeline } from './TaxNoteTimeline';

/** Shown in the summary above (title, chips, amounts), so not repeated among the details. */
const IN_SUMMARY = new Set(['reference', 'taxpayerName', 'amount', 'counterAmount', 'lifecycle', 'paymentState', 'expired', 'disputed']);

/** An approval with no approver is the scheduler's automatic one: named as the history names it, not '—' (tax-staff walk D14). */
const approvedBySystem = (note: TaxNoteRecord, field: string) => field === 'approvedByName' && Boolean(note.approvedAt) && !note.approvedBy;

/** /tax-note/:id/show: the summary with the caller's steps, the details, the items' computation, the history. */
export function TaxNoteShow() {
  return (
    <ShowBase resource="tax-note">
      <TaxNoteShowBody />
    </ShowBase>
  );
}

function TaxNoteShowBody() {
  const translate = useTranslate();
  const entity = useEntity('tax-note');
  const { icon } = useResourceDefinition({ resource: entity.path });
  const { record: note, isPending } = useShowContext<TaxNoteRecord>();
  if (isPending || !note) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} role="status" aria-label={translate('taxNotes.show.loading')}>
        <CircularProgress />
      </Box>
    );
  }
  const details = entity.views.show.filter((field) => !IN_SUMMARY.has(field));
  return (
    <Box sx={{ p: { xs: 1.5, md: 4 }, minWidth: 0 }}>
      <PageHeader
        title={note.reference}
        subtitle={resourceName(translate, entity)}
        icon={icon}
        actions={
          <>
            {/* A note waiting for approval or rejected is no document yet: nothing to print. */}
            {note.lifecycle !== 'waitingForApproval' && note.lifecycle !== 'rejected' && <DocumentDownloadButton what={{ noteKey: String(note.id) }} />}
            <ListButton />
          </>
        }
      />
      <TaxNoteSummary note={note} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="tax-note-details-title">
            <Typography id="tax-note-details-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              {translate('taxNotes.show.details')}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' }, columnGap: 3, rowGap: 1.5 }}
            >
              {details.map((field) => (
                <Box key={field} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
                    {fieldLabel(translate, entity, field)}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }} data-field={field}>
                    {approvedBySystem(note, field) ? (
                      translate('taxNotes.history.system')
                    ) : (
                      <SchemaValue source={field} field={field} property={entity.inlined.properties[field]} />
                    )}
                  </Box>
                </Box>
              ))}
            </Box>
          </Paper>
          <TaxNoteItems items={note.items ?? []} />
          <TaxNoteAmountChanges events={note.events ?? []} />
          {/* Only an approved note can owe money: before that there is nothing to pay, split or reverse. */}
          {note.lifecycle !== 'waitingForApproval' && note.lifecycle !== 'rejected' && <TaxNotePayments noteKey={String(note.id)} reference={note.reference} />}
        </Box>
        <Paper sx={{ p: { xs: 2, md: 3 } }}>
          <TaxNoteTimeline events={note.events ?? []} />
        </Paper>
      </Box>
    </Box>
  );
}
