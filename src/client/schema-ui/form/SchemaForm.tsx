import { Alert, Box, Button, CircularProgress } from '@mui/material';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { getEntity } from '../entity-registry';
import { labelerFor } from '../labels';
import type { FieldError, FormData, SchemaFormProps } from '../types';
import { fields as customFields, widgets } from '../widgets/registry';
import { domainViolations } from './domain-rules';
import { useRuleFacts } from './use-rule-facts';
import { translateErrors } from './error-messages';
import { failureOf, toErrorSchema } from './error-schema';
import { FormStateContext } from './form-state-context';
import { GridObjectTemplate } from './GridObjectTemplate';
import { initialData, submission, viewForm } from './form-schema';
import { rjsfTranslator } from './rjsf-strings';
import { schemaValidator } from './validator';
import { normalizedFields } from './normalized-fields';

const TEMPLATES = { ObjectFieldTemplate: GridObjectTemplate };

type ErrorNode = { addError?: (message: string) => void; [child: string]: unknown };
/** The error node of a (dotted) field: a nested rule (a bank account's bank) marks its own input. */
const errorsAt = (root: unknown, field: string) =>
  field.split('.').reduce<ErrorNode | undefined>((node, part) => node?.[part] as ErrorNode | undefined, root as ErrorNode) as
    { addError: (message: string) => void } | undefined;
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
 * validated by ajv exactly as the server does, plus the cross-field rules from src/domain.
 * Server refusals land on their fields (400 details) or above the form (422 message).
 */
export function SchemaForm({
  resource,
  view,
  record,
  onSubmit,
  fields: override,
  uiSchema: extraUi,
  errors = NO_ERRORS,
  submitLabel,
  disabled,
  onChange,
  onEdit,
  onReload,
  children,
}: SchemaFormProps) {
  const entity = getEntity(resource);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Rebuilt when the language changes (labels); a new `fields` array with the same names is no change.
  const overrideKey = override?.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the names and the language, not on array and function identities
  const form = useMemo(() => viewForm(entity, view, labelerFor(translate, entity), override), [entity, view, overrideKey, locale]);
  const uiSchema = useMemo(() => mergeUi(form.uiSchema, extraUi), [form.uiSchema, extraUi]);
  const [data, setData] = useState<FormData>(() => initialData(record, form.fields));
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<string>();
  // A save refused because someone else changed the record: said beside Save, with Reload.
  const [stale, setStale] = useState<string>();
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  // rjsf also reports the defaults it fills in on mount; only a change after the user touched the
  // form (a key, a click, typed or pasted text, portals included) is an edit.
  const touched = useRef(false);
  const touch = () => {
    touched.current = true;
  };
  const recordId = record?.id as string | number | undefined;
  // Another record (or another view) starts over; the same record re-rendering keeps what was typed.
  const fieldsKey = form.fields.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the record's identity and the field names, so a re-render keeps what was typed
  useEffect(() => setData(initialData(record, form.fields)), [recordId, fieldsKey]);

  const facts = useRuleFacts(entity, recordId);
  const phoneFields = form.fields.filter((field) => entity.inlined.properties[field]['x-admin-widget'] === 'phone');
  const extra = useMemo(() => toErrorSchema([...errors, ...serverErrors], form.fields), [errors, serverErrors, form.fields]);
  const customValidate: CustomValidator = (formData, formErrors) => {
    const key = recordId === undefined ? undefined : String(recordId);
    for (const violation of domainViolations(entity, form.fields, (formData ?? {}) as FormData, facts, key)) {
      const options = violation.options?.field ? { ...violation.options, field: translate(String(violation.options.field)) } : violation.options;
      errorsAt(formErrors, violation.field)?.addError(translate(violation.key, options));
    }
    return formErrors;
  };

  const submit = async ({ formData }: IChangeEvent) => {
    setServerErrors([]);
    setMessage(undefined);
    setStale(undefined);
    setSaving(true);
    try {
      await onSubmit(submission(entity, record, form.fields, (formData ?? {}) as FormData));
    } catch (error) {
      const failure = failureOf(error);
      setServerErrors(failure.details);
      if (failure.stale && onReload) setStale(failure.message ?? translate('errors.staleRecord'));
      else setMessage(failure.message);
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
      <div onKeyDownCapture={touch} onMouseDownCapture={touch} onChangeCapture={touch} onInputCapture={touch} onPasteCapture={touch}>
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
          transformErrors={translateErrors(translate, phoneFields, form.schema)}
          translateString={rjsfTranslator(translate)}
          onChange={(event) => {
            const next = normalizedFields(entity.inlined.properties, (event.formData ?? {}) as FormData);
            setData(next);
            if (tried && event.errors.length === 0) setMessage((current) => (current === translate('schemaUi.form.invalid') ? undefined : current));
            onChange?.(next);
            if (touched.current) onEdit?.(next);
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
          {stale && onReload && (
            <Alert
              severity="warning"
              role="alert"
              sx={{ mt: 3 }}
              action={
                <Button color="inherit" size="small" onClick={onReload}>
                  {translate('schemaUi.form.reload')}
                </Button>
              }
            >
              {stale}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'center' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={disabled || saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {submitLabel ?? translate('schemaUi.form.save')}
            </Button>
            {children}
          </Box>
        </Form>
      </div>
    </FormStateContext.Provider>
  );
}

// The lazy widget registry (widgets/lazy-registry.ts) loads them from this chunk, so no other chunk is made.
export { fields as schemaFormFields, widgets as schemaFormWidgets } from '../widgets/registry';
