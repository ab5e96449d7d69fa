import PaymentsIcon from '@mui/icons-material/Payments';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import type { FeeCollected, SettlementMethods } from '../../providers/settlement-methods';
import { FormSection, SubmitBar, SubmitForm } from '../../layout/FormSection';
import { useSubmission } from '../../layout/use-submission';
import { LeaveGuard } from '../../schema-ui/LeaveGuard';
import { useLanguage } from '../../providers/use-language';
import { FeePaymentFields } from './FeePaymentFields';
import { FeePicker } from './FeePicker';
import { FeeReceipt } from './FeeReceipt';
import { FeeSteps } from './FeeSteps';
import { PayerFields } from './PayerFields';
import { useSession } from '../../providers/use-session';
import { counterMethodsFor, feeDraftOf, feeProblems, type FeeProblem } from './fee-form';
import { useFeeForm } from './use-fee-form';
import { useNotifySuccess } from '../../providers/use-notify-success';

/** A fresh Idempotency-Key; randomUUID exists only on secure origins, getRandomValues everywhere. */
function attemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * /fee: at a collection point, a fee is raised, approved and paid in one step (the server does all
 * three in one transaction) and its receipt shown. The amount is computed here with the domain
 * rule the server applies again.
 */
export function FeePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const dataProvider = useDataProvider<DataProvider & SettlementMethods>();
  const language = useLanguage();
  const { form, update, reset, dirty, today, item, derived, toCollect, stepsQuery, nomenclature, rates } = useFeeForm();
  const { showMissing, setShowMissing, saving, serverError, clearServerError, send } = useSubmission();
  const [collected, setCollected] = useState<FeeCollected>();
  // One key per attempt: a resend after a lost answer returns the first receipt instead of paying twice.
  const attempt = useRef('');
  if (!attempt.current) attempt.current = attemptKey();
  const { user } = useSession();
  const methods = counterMethodsFor(user?.role);
  const method = form.method && methods.includes(form.method) ? form.method : methods[0];

  const problems = feeProblems(form, toCollect);
  const missing = (problem: FeeProblem) => (showMissing && problems.includes(problem) ? translate('errors.requiredField') : undefined);
  const noSteps = Boolean(stepsQuery.steps && stepsQuery.steps.length === 0);
  const loadFailed = stepsQuery.isError || nomenclature.isError || rates.isError;

  const submit = async () => {
    clearServerError();
    if (noSteps) return notify('errors.processConfigurationRequired', { type: 'warning' });
    if (problems.length > 0 || !derived || !toCollect) {
      setShowMissing(true);
      return notify('collection.fee.incomplete', { type: 'warning' });
    }
    await send(async () => {
      const result = await dataProvider.collectFee(feeDraftOf(form, method, derived.stepValues, toCollect, today), attempt.current);
      dirty.current = false;
      notifySuccess('collection.receipt.collected');
      setCollected(result);
    });
  };

  const another = () => {
    attempt.current = attemptKey();
    setCollected(undefined);
    setShowMissing(false);
    reset();
  };

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1000, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate('collection.fee.title')}
        </Typography>
        {!collected && <Typography color="text.secondary">{translate('collection.fee.intro')}</Typography>}
      </Box>
      {collected ? (
        <FeeReceipt
          receiptNumber={collected.receiptNumber}
          noteKey={collected.note._key ?? (collected.note.id as string | undefined)}
          language={language}
          onAnother={another}
        />
      ) : (
        <SubmitForm onSubmit={() => void submit()} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <LeaveGuard dirty={dirty} />
          <FormSection title={translate('collection.fee.sections.fee')}>
            <Stack spacing={2}>
              {loadFailed ? (
                <Alert severity="error">{translate('collection.fee.loadFailed')}</Alert>
              ) : noSteps ? (
                <Alert severity="warning">{translate('errors.processConfigurationRequired')}</Alert>
              ) : (
                <FeePicker
                  items={nomenclature.items ?? []}
                  value={item}
                  loading={nomenclature.isPending}
                  error={missing('item')}
                  onChange={(next) => update({ itemKey: next ? String(next.id) : undefined, stepValues: {}, paidCurrency: undefined })}
                />
              )}
              {!rates.isPending && !rates.rate && <Alert severity="warning">{translate('errors.conversionRateMissing')}</Alert>}
              {derived ? (
                <FeeSteps
                  view={derived.view}
                  counter={derived.counter}
                  rate={rates.rate}
                  language={language}
                  showMissing={showMissing}
                  onValue={(stepKey, value) => update({ stepValues: { ...form.stepValues, [stepKey]: value } })}
                />
              ) : (
                !loadFailed && !noSteps && <Typography color="text.secondary">{translate('collection.fee.chooseFee')}</Typography>
              )}
            </Stack>
          </FormSection>
          <FormSection title={translate('collection.fee.sections.payer')}>
            <PayerFields form={form} onChange={update} missing={missing} />
          </FormSection>
          <FormSection title={translate('collection.fee.sections.payment')}>
            <FeePaymentFields
              currency={form.paidCurrency ?? derived?.factor.currency}
              method={method}
              methods={methods}
              toCollect={toCollect}
              language={language}
              onCurrency={(paidCurrency) => update({ paidCurrency })}
              onMethod={(method) => update({ method })}
            />
          </FormSection>
          <SubmitBar label={translate('collection.fee.submit')} icon={<PaymentsIcon />} saving={saving} serverError={serverError} />
        </SubmitForm>
      )}
    </Box>
  );
}
