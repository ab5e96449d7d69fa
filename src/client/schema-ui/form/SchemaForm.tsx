import { Alert, Box, Button, CircularProgress } from '@mui/material';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { getEntity } from '../entity-registry';
import { labelerFor } from '../labels';
import type { FieldError, FormData, SchemaFormProps } from '../types';
import { fields as customFields, widgets } from '../widgets/registry';
import { domainViolations } from './domain-rules';
import { translateErrors } from './error-messages';
import { failureOf, toErrorSchema } from './error-schema';
import { FormStateContext } from './form-state-context';
import { GridObjectTemplate } from './GridObjectTemplate';
import { initialData, submission, viewForm } from './form-schema';
import { rjsfTranslator } from './rjsf-strings';
import { schemaValidator } from './validator';

const TEMPLATES = { ObjectFieldTemplate: GridObjectTemplate };
/** One empty list for every form: a fresh `[]` per render would recompute the error schema each time. */
const NO_ERRORS: FieldError[] = [];

const mergeUi = (base: UiSchema, extra: UiSchema | undefined): UiSchema => {
  if (!extra) return base;
  const merged: UiSchema = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = current && typeof current === 'object' && value && typeof value === 'object' && !Array.isArray(value) ? { ...current, ...value } : value;
  }
  return merged;
};

/**
 * One entity's create or edit form: rjsf drawn from the inlined schema cut to the view's fields,
 * validated by ajv exactly as the server does, plus the SPEC §5 cross-field rules from src/domain.
 * Server refusals land on their fields (400 details) or above the form (422 message).
 */
export function SchemaForm({ resource, view, record, onSubmit, fields: override, uiSchema: extraUi, errors = NO_ERRORS, submitLabel, disabled, onChange, children }: SchemaFormProps) {
  const entity = getEntity(resource);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Rebuilt when the language changes (labels); a new `fields` array with the same names is no change.
  const overrideKey = override?.join();
  const form = useMemo(() => viewForm(entity, view, labelerFor(translate, entity), override), [entity, view, overrideKey, locale]);
  const uiSchema = useMemo(() => mergeUi(form.uiSchema, extraUi), [form.uiSchema, extraUi]);
  const [data, setData] = useState<FormData>(() => initialData(record, form.fields));
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<string>();
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const recordId = record?.id as string | number | undefined;
  // Another record (or another view) starts over; the same record re-rendering keeps what was typed.
  const fieldsKey = form.fields.join();
  useEffect(() => setData(initialData(record, form.fields)), [recordId, fieldsKey]);

  const phoneFields = form.fields.filter((field) => entity.inlined.properties[field]['x-admin-widget'] === 'phone');
  const extra = useMemo(() => toErrorSchema([...errors, ...serverErrors], form.fields), [errors, serverErrors, form.fields]);
  const customValidate: CustomValidator = (formData, formErrors) => {
    for (const violation of domainViolations(entity, form.fields, (formData ?? {}) as FormData)) {
      formErrors[violation.field]?.addError(translate(violation.key));
    }
    return formErrors;
  };

  const submit = async ({ formData }: IChangeEvent) => {
    setServerErrors([]);
    setMessage(undefined);
    setSaving(true);
    try {
      await onSubmit(submission(entity, record, form.fields, (formData ?? {}) as FormData));
    } catch (error) {
      const failure = failureOf(error);
      setServerErrors(failure.details);
      setMessage(failure.message);
    } finally {
      setSaving(false);
    }
  };

  const general = [...(message ? [message] : []), ...extra.general.filter((text) => text !== message)];
  return (
    <FormStateContext.Provider value={{ data, recordId }}>
      {general.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {general.join(' ')}
        </Alert>
      )}
      <Form
        schema={form.schema}
        uiSchema={uiSchema}
        formData={data}
        validator={schemaValidator}
        widgets={widgets}
        fields={customFields}
        templates={TEMPLATES}
        noHtml5Validate
        showErrorList={false}
        liveValidate={tried ? 'onChange' : undefined}
        focusOnFirstError
        disabled={disabled || saving}
        extraErrors={extra.schema}
        customValidate={customValidate}
        transformErrors={translateErrors(translate, phoneFields)}
        translateString={rjsfTranslator(translate)}
        onChange={(event) => {
          const next = (event.formData ?? {}) as FormData;
          setData(next);
          if (tried && event.errors.length === 0) setMessage((current) => (current === translate('schemaUi.form.invalid') ? undefined : current));
          onChange?.(next);
        }}
        onError={() => {
          setTried(true);
          setMessage(translate('schemaUi.form.invalid'));
        }}
        onSubmit={(event) => {
          setTried(true);
          void submit(event);
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={disabled || saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {submitLabel ?? translate('schemaUi.form.save')}
          </Button>
          {children}
        </Box>
      </Form>
    </FormStateContext.Provider>
  );
}

// The lazy widget registry (widgets/lazy-registry.ts) loads them from this chunk, so no other chunk is made.
export { fields as schemaFormFields, widgets as schemaFormWidgets } from '../widgets/registry';
