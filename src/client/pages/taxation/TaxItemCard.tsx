import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, IconButton, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../domain/constants';
import type { Currency, Money } from '../../../domain/money';
import type { ItemView } from './item-computation';
import { ComputationLines } from './ComputationLines';
import type { ItemDraft, NomenclatureItem } from './taxation-form';
import { useStepLabel } from './use-step-label';

type Props = {
  item: NomenclatureItem;
  draft: ItemDraft;
  view: ItemView;
  /** The currency of the item's factor for this kind of taxpayer, the note's currency. */
  currency: Currency;
  /** The computed amount in the other currency at the project's rate; undefined without a rate. */
  counter: Money | undefined;
  rate: string | undefined;
  language: Language;
  onChange: (draft: ItemDraft) => void;
  onRemove: () => void;
};

/**
 * One tax of the note: the steps of the process with their values (typed, or read from the taxed
 * object), the amount computed line by line, and an optional declared amount that needs a reason
 * when it differs from the computed one.
 */
export function TaxItemCard({ item, draft, view, currency, counter, rate, language, onChange, onRemove }: Props) {
  const translate = useTranslate();
  const stepLabel = useStepLabel();
  const title = `${item.account} — ${item.reason}`;
  const included = view.steps.filter((step) => step.includeInCalculation);
  const others = view.steps.filter((step) => !step.includeInCalculation);
  const invalid = new Set(view.invalid.map((step) => step.stepKey));
  const idOf = (part: string) => `tax-item-${item.id}-${part}`;
  const declaredBad = view.declared !== undefined && Number.isNaN(view.declared);

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <IconButton aria-label={translate('taxation.items.remove', { name: item.reason })} onClick={onRemove} edge="end">
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Stack spacing={1.5}>
          {included.map((step) =>
            step.stepMode === 'user' ? (
              <TextField
                key={step.stepKey}
                id={idOf(step.stepKey)}
                label={stepLabel(step)}
                value={step.value}
                required
                error={invalid.has(step.stepKey)}
                helperText={invalid.has(step.stepKey) ? translate('errors.stepValueMissing', { field: stepLabel(step) }) : undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                onChange={(event) => onChange({ ...draft, stepValues: { ...draft.stepValues, [step.stepKey]: event.target.value.trim().replace(',', '.') } })}
              />
            ) : (
              <Box key={step.stepKey}>
                <Typography variant="body2" color="text.secondary">
                  {stepLabel(step)} · {translate('taxation.items.auto')}
                </Typography>
                {invalid.has(step.stepKey) ? (
                  <Typography variant="body2" color="error">
                    {translate('taxation.items.autoMissing')}
                  </Typography>
                ) : (
                  <Typography>{step.value}</Typography>
                )}
              </Box>
            ),
          )}
          {others.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('taxation.items.otherSteps', { steps: others.map(stepLabel).join(', ') })}
            </Typography>
          )}
        </Stack>
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          {view.computation ? (
            <ComputationLines computation={view.computation} counter={counter} rate={rate} language={language} />
          ) : (
            <Alert severity="info">{translate(view.outOfRange ? 'taxation.items.tooLarge' : 'taxation.items.incomplete')}</Alert>
          )}
          <TextField
            id={idOf('declared')}
            label={translate('taxation.fields.declaredAmount')}
            value={draft.declared}
            error={declaredBad}
            helperText={declaredBad ? translate('schemaUi.errors.amount') : translate('taxation.items.declaredHint')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
            }}
            onChange={(event) => onChange({ ...draft, declared: event.target.value })}
          />
          {view.differs && (
            <>
              <Alert severity="warning">{translate('errors.taxAmountIncorrect')}</Alert>
              <TextField
                id={idOf('reason')}
                label={translate('taxation.fields.amountReason')}
                value={draft.amountReason}
                required
                multiline
                minRows={2}
                error={!draft.amountReason.trim()}
                helperText={!draft.amountReason.trim() ? translate('errors.reasonRequired') : undefined}
                slotProps={{ htmlInput: { maxLength: 500 } }}
                onChange={(event) => onChange({ ...draft, amountReason: event.target.value })}
              />
            </>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
