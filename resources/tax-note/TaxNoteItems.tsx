import { Box, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TaxNoteItem } from '../../src/client/providers/tax-note-methods';
import { moneyText, stepValueText } from './tax-note-format';
import { useLanguage } from '../../src/client/providers/use-language';
import { useStepLabel } from '../../src/client/pages/taxation/use-step-label';
import { factorText } from '../../src/client/pages/taxation/factor-text';
import { LATE_PENALTY_PERCENT } from '../../src/domain/penalty';

type Line = { key: string; sign: string; label: string; value: string; muted?: boolean; strong?: boolean };

/** The late penalty: 4% of the note's amount, added once after the due date (no steps to show). */
function PenaltyItem({ name, amount }: { name: string; amount: string }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" data-item-kind="penalty" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{name}</Typography>
      <Table size="small" aria-label={translate('taxNotes.items.computation', { item: name })}>
        <TableBody>
          <TableRow data-line="penalty">
            <TableCell component="th" scope="row" sx={{ pl: 0 }}>
              {translate('taxNotes.items.penaltyRule', { percent: LATE_PENALTY_PERCENT })}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {amount}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}

const countedSteps = (item: TaxNoteItem) => item.steps.filter((step) => step.includeInCalculation).map((step) => step.stepKey);

/**
 * Each item with its computation as the server made it, line by line: the factor, times every
 * step value that counts, equals the computed amount; steps that do not count are shown apart,
 * and a declared amount that differs comes with its reason.
 */
export function TaxNoteItems({ items }: { items: readonly TaxNoteItem[] }) {
  const translate = useTranslate();
  const stepLabel = useStepLabel();
  const language = useLanguage();
  const money = (value: TaxNoteItem['factor']) => moneyText(value, language);
  return (
    <Box component="section" aria-labelledby="tax-note-items-title">
      <Typography id="tax-note-items-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('taxNotes.items.title')}
      </Typography>
      {!items.length && <Typography color="text.secondary">{translate('taxNotes.items.none')}</Typography>}
      <Stack spacing={2}>
        {items.map((item) => {
          const name =
            item.kind === 'penalty'
              ? [item.account, translate('taxNotes.items.latePenalty', { percent: LATE_PENALTY_PERCENT })].filter(Boolean).join(' — ')
              : [item.account, item.reason].filter(Boolean).join(' — ');
          if (item.kind === 'penalty') return <PenaltyItem key={item._key} name={name} amount={money(item.computedAmount)} />;
          const lines: Line[] = [
            { key: 'factor', sign: '', label: translate('taxNotes.items.factor'), value: factorText(item.factor, countedSteps(item), language) },
            ...item.steps
              .filter((step) => step.includeInCalculation)
              .map((step) => ({ key: step.stepKey, sign: '×', label: stepLabel(step), value: stepValueText(step.value, language) })),
            { key: 'computed', sign: '=', label: translate('taxNotes.items.computed'), value: money(item.computedAmount), strong: true },
            ...item.steps
              // Protocol steps (approval, recovery) hold no value: only recorded values are worth a line.
              .filter((step) => !step.includeInCalculation && step.value !== '')
              .map((step) => ({
                key: step.stepKey,
                sign: '',
                label: `${stepLabel(step)} (${translate('taxNotes.items.notIncluded')})`,
                value: stepValueText(step.value, language),
                muted: true,
              })),
          ];
          if (item.declaredAmount && item.declaredAmount.amount !== item.computedAmount.amount) {
            lines.push({ key: 'declared', sign: '', label: translate('taxNotes.items.declared'), value: money(item.declaredAmount), strong: true });
            if (item.amountReason) lines.push({ key: 'amountReason', sign: '', label: translate('taxNotes.items.amountReason'), value: item.amountReason });
          }
          return (
            <Paper key={item._key} variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
              <Typography sx={{ fontWeight: 600, mb: 1 }}>{name}</Typography>
              <Table size="small" aria-label={translate('taxNotes.items.computation', { item: name })}>
                <TableBody>
                  {lines.map((line) => (
                    <TableRow key={line.key} data-line={line.key}>
                      <TableCell sx={{ width: 24, px: 0.5, fontWeight: 700 }} aria-hidden>
                        {line.sign}
                      </TableCell>
                      <TableCell component="th" scope="row" sx={{ color: line.muted ? 'text.secondary' : undefined, pl: 0 }}>
                        {line.label}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ fontWeight: line.strong ? 700 : undefined, whiteSpace: 'nowrap', color: line.muted ? 'text.secondary' : undefined }}
                      >
                        {line.value}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
