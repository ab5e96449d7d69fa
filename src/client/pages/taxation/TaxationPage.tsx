import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, CircularProgress, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Language } from '../../../domain/constants';
import { LeaveGuard } from '../../schema-ui/LeaveGuard';
import { DeclarationFields } from './DeclarationFields';
import { NomenclatureAdder } from './NomenclatureAdder';
import { TaxItemCard } from './TaxItemCard';
import { TaxObjectFields } from './TaxObjectFields';
import { TaxpayerPicker } from './TaxpayerPicker';
import { TotalLine } from './TotalLine';
import { draftOf, formProblems } from './taxation-form';
import { useTaxationForm } from './use-taxation-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /taxation: the appraiser raises a tax note on a citizen or an establishment. The amounts are
 * computed here with the same domain rule the server applies again on creation.
 */
export function TaxationPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const [locale] = useLocaleState();
  const language = (locale === 'fr' ? 'fr' : 'en') as Language;
  const { form, dirty, rows, actions, outcomeOf, stepsQuery, nomenclature, objects, rates } = useTaxationForm();
  const [showMissing, setShowMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const problems = formProblems(form);
  const missing = (problem: (typeof problems)[number]) => (showMissing && problems.includes(problem) ? translate('errors.requiredField') : undefined);
  const noSteps = Boolean(form.taxType && stepsQuery.steps && stepsQuery.steps.length === 0);
  const currency = rows[0]?.currency;

  const submit = async () => {
    setServerError(undefined);
    if (noSteps) return notify('errors.processConfigurationRequired', { type: 'warning' });
    if (problems.length > 0 || rows.some((row) => !row.ready)) {
      setShowMissing(true);
      return notify('taxation.incomplete', { type: 'warning' });
    }
    setSaving(true);
    try {
      const { data } = await dataProvider.create('taxNotes', { data: draftOf(form, outcomeOf) });
      dirty.current = false;
      notify('taxation.notifications.created', { type: 'success', messageArgs: { reference: data.reference } });
      navigate(`/tax-note/${encodeURIComponent(String(data.id))}/show`);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : translate('errors.generic');
      setServerError(message);
      notify(message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ p: { xs: 1, md: 3 }, maxWidth: 1200, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <LeaveGuard dirty={dirty} />
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate('taxation.title')}
        </Typography>
        <Typography color="text.secondary">{translate('taxation.intro')}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Section title={translate('taxation.sections.taxpayer')}>
          <TaxpayerPicker
            kind={form.taxpayerKind}
            taxpayer={form.taxpayer}
            onKind={actions.setKind}
            onTaxpayer={actions.setTaxpayer}
            error={missing('taxpayer')}
          />
        </Section>
        <Section title={translate('taxation.sections.object')}>
          <TaxObjectFields
            form={form}
            objects={objects.objects}
            objectsLoading={objects.isFetching}
            objectResource={objects.resource}
            onTaxType={actions.setTaxType}
            onObject={(objectKey) => actions.update({ objectKey, building: undefined })}
            onBuilding={(building) => actions.update({ building })}
            errors={{ taxType: missing('taxType'), object: missing('object') }}
          />
          {objects.isFetching && <LinearProgress sx={{ mt: 1 }} aria-label={translate('taxation.loading')} />}
        </Section>
      </Box>
      <Section title={translate('taxation.sections.items')}>
        <Stack spacing={2}>
          {stepsQuery.isError || nomenclature.isError || rates.isError ? (
            <Alert severity="error">{translate('taxation.loadFailed')}</Alert>
          ) : !form.taxType ? (
            <Alert severity="info">{translate('taxation.items.taxTypeFirst')}</Alert>
          ) : noSteps ? (
            <Alert severity="warning">{translate('errors.processConfigurationRequired')}</Alert>
          ) : (
            <NomenclatureAdder
              items={nomenclature.items ?? []}
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
      </Section>
      <Section title={translate('taxation.sections.declaration')}>
        <DeclarationFields form={form} onChange={actions.update} showMissing={showMissing} />
      </Section>
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={saving} startIcon={saving ? <CircularProgress size={18} aria-hidden /> : <SendIcon />}>
          {translate('taxation.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
