import { createContext, useContext } from 'react';

/**
 * What a widget may need beyond its own value: the whole form's data (the phone reads its
 * country code sibling) and the record being edited (a tree must not offer it as its own parent).
 * A React context rather than rjsf's formContext, so it stays current on every keystroke.
 */
export type FormState = { data: Record<string, unknown>; recordId?: string | number };

export const FormStateContext = createContext<FormState>({ data: {} });

export const useFormState = () => useContext(FormStateContext);
