import { Card, CardActionArea, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDay } from '../../src/domain/format';
import type { TaxNoteRecord } from '../../src/client/providers/tax-note-methods';
import { TaxNoteAmount } from './TaxNoteAmount';
import { TaxNoteChips } from './TaxNoteChips';
import { SelectRowCheckbox } from './SelectionColumn';
import { noteShowPath } from './tax-note-links';
import { useLabelled } from '../../src/client/providers/use-labelled';

type Props = {
  /** Buttons under each card (the approver's decisions); the record is in context. */
  actions?: ReactNode;
  /** A box on each card to pick notes for a bulk action (the approver approves several at once on a phone too). */
  selectable?: boolean;
};

/**
 * Notes on a phone: one card per note (reference, taxpayer, amount with its counter-value,
 * status chips, due day) opening the note; a table would push the amounts off the screen.
 */
export function TaxNoteCards({ actions, selectable = false }: Props) {
  const translate = useTranslate();
  const labelled = useLabelled();
  const { data = [] } = useListContext<TaxNoteRecord>();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((note) => (
        <li key={note.id}>
          <RecordContextProvider value={note}>
            <Card variant="outlined">
              <CardActionArea component={Link} to={noteShowPath(note)} aria-label={note.reference}>
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{note.reference}</Typography>
                    <TaxNoteAmount note={note} />
                  </Stack>
                  <Typography variant="body2">
                    {[note.taxpayerName, translate(`values.taxType.${note.taxType}`, { _: note.taxType })].filter(Boolean).join(' · ')}
                  </Typography>
                  <TaxNoteChips note={note} />
                  {note.dueDate && (
                    <Typography variant="caption" color="text.secondary">
                      {labelled(translate('resources.taxNotes.fields.dueDate'), formatDay(note.dueDate))}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
              {(actions || selectable) && (
                <CardActions>
                  {selectable && <SelectRowCheckbox describe={(record) => (record as TaxNoteRecord).reference} />}
                  {actions}
                </CardActions>
              )}
            </Card>
          </RecordContextProvider>
        </li>
      ))}
    </Stack>
  );
}
