import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { formatMoney, formatNumber, formatRate } from '../../../domain/format';
import type { Money } from '../../../domain/money';
import type { ItemComputation } from '../../../domain/tax-computation';
import { useStepLabel } from './use-step-label';
import { factorText } from './factor-text';

type Props = { computation: ItemComputation; counter: Money | undefined; rate: string | undefined; language: Language };

/** The computation as the appraiser checks it: the factor, × each step value, = the amount, and its counter-value. */
export function ComputationLines({ computation, counter, rate, language }: Props) {
  const translate = useTranslate();
  const stepLabel = useStepLabel();
  const countedSteps = computation.lines.flatMap((line) => (line.kind === 'step' ? [line.stepKey] : []));
  const rows = computation.lines.map((line, index) => {
    if (line.kind === 'factor') return { key: 'factor', sign: '', label: translate('taxation.items.factor'), value: factorText(line, countedSteps, language) };
    if (line.kind === 'step') return { key: `step-${index}`, sign: '×', label: stepLabel(line), value: formatNumber(line.value, language) };
    return { key: 'result', sign: '=', label: translate('taxation.items.amount'), value: formatMoney(line, language), strong: true };
  });
  return (
    <Box
      component="dl"
      aria-label={translate('taxation.items.computation')}
      data-testid="computation"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 1, rowGap: 0.5, m: 0, alignItems: 'baseline' }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }} data-testid={`line-${row.key === 'factor' || row.key === 'result' ? row.key : 'step'}`}>
          <Typography component="dt" sx={{ overflowWrap: 'anywhere', fontWeight: row.strong ? 700 : 400 }}>
            <Box component="span" aria-hidden sx={{ display: 'inline-block', width: '1.5em', color: 'text.secondary' }}>
              {row.sign}
            </Box>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: row.strong ? 700 : 400, whiteSpace: 'nowrap' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'contents' }}>
        <Typography component="dt" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" aria-hidden sx={{ display: 'inline-block', width: '1.5em' }}>
            ≈
          </Box>
          {rate ? translate('taxation.items.counter', { rate: formatRate(rate, language) }) : translate('taxation.items.counterNone')}
        </Typography>
        <Typography component="dd" color="text.secondary" data-testid="counter-value" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
          {counter ? formatMoney(counter, language) : '—'}
        </Typography>
      </Box>
    </Box>
  );
}
