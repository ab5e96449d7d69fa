import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TaxNoteRecord } from '../../src/client/providers/tax-note-methods';
import { noteAmounts } from './tax-note-format';
import { useLanguage } from '../../src/client/providers/use-language';

type Props = { note: Pick<TaxNoteRecord, 'amount' | 'counterAmount'>; inline?: boolean };

/** The amount in the note's currency with its counter-value beside it (below it in a narrow cell). */
export function TaxNoteAmount({ note, inline = false }: Props) {
  const translate = useTranslate();
  const { amount, counter } = noteAmounts(note, useLanguage());
  return (
    <Box component="span" sx={{ display: inline ? 'inline-flex' : 'flex', flexDirection: inline ? 'row' : 'column', gap: inline ? 1 : 0, flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
      {counter && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap' }}
          title={translate('taxNotes.list.counterValue', { amount: counter })}
        >
          ≈ {counter}
        </Typography>
      )}
    </Box>
  );
}
