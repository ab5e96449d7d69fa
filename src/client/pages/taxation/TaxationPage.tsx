import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormSection, SubmitBar, SubmitForm } from '../../layout/FormSection';
import { useSubmission } from '../../layout/use-submission';
import { LeaveGuard } from '../../schema-ui/LeaveGuard';
import { useLanguage } from '../../providers/use-language';
import { DeclarationFields } from './DeclarationFields';
import { NomenclatureAdder } from './NomenclatureAdder';
import { TaxItemCard } from './TaxItemCard';
import { TaxObjectFields } from './TaxObjectFields';
import { PayerPicker } from './PayerPicker';
import { TotalLine } from './TotalLine';
import { draftOf, formProblems } from './taxation-form';
import { useTaxationForm } from './use-taxation-form';
import { useNotifySuccess } from '../../providers/use-notify-success';
import { formatDay } from '../../../domain/format';
import { periodDays } from '../../../domain/lease-period';
import type { Period } from '../../../domain/tax-computation';

/** The period's first and last day as users read them. */
function periodDaysShown(period: Period, periodStart: string) {
  const { from, to } = periodDays(period, periodStart);
  return { from: formatDay(from), to: formatDay(to) };
}

/**
 * /taxation: the appraiser raises a tax note on a citizen or an establishment. The amounts are
 * computed here with the same domain rule the server applies again on creation.
 */
export function TaxationPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const language = useLanguage();
  const { form, dirty, rows, actions, outcomeOf, stepsQuery, nomenclature, choices, object, objects, rates, leaseMonths } = useTaxationForm();
  const { showMissing, setShowMissing, saving, serverError, clearServerError, send } = useSubmission();

  const problems = formProblems(form);
  const missing = (problem: (typeof problems)[number]) => (showMissing && problems.includes(problem) ? translate('errors.requiredField') : undefined);
  const noSteps = Boolean(form.taxType && stepsQuery.steps && stepsQuery.steps.length === 0);
  const currency = rows[0]?.currency;
  // The chosen lease runs on no day of the period: the server would refuse it with the same words.
  const leaseOutside =
    leaseMonths === 0 && object
      ? translate('errors.leaseOutsidePeriod', {
          start: object.startDate ? formatDay(object.startDate) : '—',
          end: object.endDate ? formatDay(object.endDate) : '—',
          ...periodDaysShown(form.period, form.periodStart),
        })
      : undefined;

  const submit = async () => {
    clearServerError();
    if (noSteps) return notify('errors.processConfigurationRequired', { type: 'warning' });
    if (problems.length > 0 || rows.some((row) => !row.ready) || leaseOutside) {
      setShowMissing(true);
      return notify('taxation.incomplete', { type: 'warning' });
    }
    await send(async () => {
      const { data } = await dataProvider.create('taxNotes', { data: draftOf(form, outcomeOf) });
      dirty.current = false;
      notifySuccess('taxation.notifications.created', { messageArgs: { reference: data.reference } });
      navigate(`/tax-note/${encodeURIComponent(String(data.id))}/show`);
    });
  };

  return (
    <SubmitForm onSubmit={() => void submit()} sx={{ p: { xs: 1, md: 3 }, maxWidth: 1200, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <LeaveGuard dirty={dirty} />
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate('taxation.title')}
        </Typography>
        <Typography color="text.secondary">{translate('taxation.intro')}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormSection title={translate('taxation.sections.taxpayer')}>
          <PayerPicker
            id="taxation-taxpayer"
            citizenLookup="citizens"
            kind={form.taxpayerKind}
            taxpayer={form.taxpayer}
            onKind={actions.setKind}
            onTaxpayer={actions.setTaxpayer}
            error={missing('taxpayer')}
          />
        </FormSection>
        <FormSection title={translate('taxation.sections.object')}>
          <TaxObjectFields
            form={form}
            objects={objects.objects}
            objectsLoading={objects.isFetching}
            objectResource={objects.resource}
            onTaxType={actions.setTaxType}
            onObject={(objectKey) => {
              const removed = actions.setObject(objectKey);
              if (removed.length) {
                notify('taxation.items.droppedNotFitting', { type: 'warning', messageArgs: { lines: removed.map((item) => item.account).join(', ') } });
              }
            }}
            onBuilding={(building) => actions.update({ building })}
            errors={{ taxType: missing('taxType'), object: missing('object') ?? leaseOutside }}
            language={language}
          />
          {objects.isFetching && <LinearProgress sx={{ mt: 1 }} aria-label={translate('taxation.loading')} />}
        </FormSection>
      </Box>
      <FormSection title={translate('taxation.sections.items')}>
        <Stack spacing={2}>
          {stepsQuery.isError || nomenclature.isError || rates.isError ? (
            <Alert severity="error">{translate('taxation.loadFailed')}</Alert>
          ) : !form.taxType ? (
            <Alert severity="info">{translate('taxation.items.taxTypeFirst')}</Alert>
          ) : noSteps ? (
            <Alert severity="warning">{translate('errors.processConfigurationRequired')}</Alert>
          ) : (
            <NomenclatureAdder
              items={choices}
              hint={translate(
                form.taxType !== 'fee' && !object
                  ? 'taxation.items.objectFirst'
                  : form.taxType !== 'fee'
                    ? 'taxation.items.fittingHint'
                    : 'taxation.items.addHint',
              )}
              emptyText={translate(
                form.taxType !== 'fee' && !object
                  ? 'taxation.items.objectFirst'
                  : form.taxType !== 'fee' && nomenclature.items?.length
                    ? 'taxation.items.noneFits'
                    : 'taxation.items.noneValid',
              )}
              kind={form.taxpayerKind}
              currency={currency}
              loading={nomenclature.isPending || stepsQuery.isPending}
              disabled={stepsQuery.isPending}
              error={missing('items')}
              onAdd={(item) => {
                if (!actions.addItem(String(item.id))) notify('errors.textAlreadyAdded', { type: 'warning' });
              }}
            />
          )}
          {form.taxType && !rates.isPending && !rates.rate && <Alert severity="warning">{translate('errors.conversionRateMissing')}</Alert>}
          {rows.map((row) => (
            <TaxItemCard
              key={row.draft.nomenclatureItemKey}
              item={row.item}
              draft={row.draft}
              view={row.view}
              currency={row.currency}
              counter={row.counter}
              rate={rates.rate}
              language={language}
              onChange={actions.changeItem}
              onRemove={() => actions.removeItem(row.draft.nomenclatureItemKey)}
            />
          ))}
          {rows.length > 0 && <TotalLine rows={rows} rate={rates.rate} language={language} />}
        </Stack>
      </FormSection>
      <FormSection title={translate('taxation.sections.declaration')}>
        <DeclarationFields form={form} onChange={actions.changeDeclaration} showMissing={showMissing} />
      </FormSection>
      <SubmitBar label={translate('taxation.submit')} icon={<SendIcon />} saving={saving} serverError={serverError} />
    </SubmitForm>
  );
}
