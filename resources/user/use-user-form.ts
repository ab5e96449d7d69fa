import { useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UserFormMode } from '../../src/domain/user-rules';
import { initialState, setField, type UserFormState, type UserFormValues } from './user-form';
import { requiredFields, userFormErrors, type UserFormErrors } from './user-form-rules';
import { useOrganizationTree } from './use-organization-tree';

type StringField = Exclude<{ [K in keyof UserFormValues]-?: UserFormValues[K] extends string ? K : never }[keyof UserFormValues], '_key' | undefined>;

/** What a text input of the dialog needs: value, change, the hint once touched, locked or not. */
export type FieldBinding = {
  name: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error: boolean;
  helperText?: string;
  disabled: boolean;
  required: boolean;
};

/**
 * The dialog's state: the form state, the organization list of its work type, the fields
 * touched (hints show only after a touch) and the errors the server placed on fields.
 */
export function useUserForm(mode: UserFormMode, project: { key?: string; type?: string }) {
  const translate = useTranslate();
  const [state, setState] = useState<UserFormState>(() => initialState(mode, project.type));
  const organizations = useOrganizationTree(project.key, state.values.type);
  // While the list loads the organization stays required; an empty answer drops the requirement.
  const hasOrganizationList = organizations.tree === undefined || organizations.options.length > 0;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  const errors: UserFormErrors = useMemo(() => userFormErrors(state, hasOrganizationList), [state, hasOrganizationList]);
  const required = useMemo(() => new Set(requiredFields(state, hasOrganizationList)), [state, hasOrganizationList]);

  const update = useCallback((change: (current: UserFormState) => UserFormState, fields: string[] = []) => {
    setState(change);
    if (fields.length) setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([f]) => !fields.includes(f))));
  }, []);

  const touch = useCallback((field: string) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))), []);

  /** The message shown under a field: the server's first, else ours once the field was touched. */
  const messageOf = (field: keyof UserFormValues): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    const key = errors[field];
    return key && touched.has(field) ? translate(key) : undefined;
  };

  const bind = (field: StringField, label: string): FieldBinding => ({
    name: field,
    label,
    value: state.values[field] as string,
    onChange: (event) => update((s) => setField(s, field, event.target.value), [field]),
    onBlur: () => touch(field),
    error: Boolean(messageOf(field)),
    helperText: messageOf(field),
    disabled: state.locked.includes(field),
    required: required.has(field),
  });

  return {
    state,
    update,
    organizations,
    hasOrganizationList,
    errors,
    required,
    touched,
    touch,
    bind,
    messageOf,
    setServerErrors,
    invalid: Object.keys(errors).length > 0,
  };
}

export type UserFormApi = ReturnType<typeof useUserForm>;
