import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * The custom widgets and fields by the names form-schema.ts uses (`reference`, `date`, `enum`,
 * `multiselect`, `tree`, `photo`; fields `money`, `address`, `phone`), for rjsf forms built outside
 * SchemaForm. Each resolves on first render from SchemaForm's own chunk: importing this file adds
 * no chunk and nothing to the initial bundle.
 */
/** rjsf widgets and fields take rjsf's props, typed by each widget itself. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

const fromFormChunk = (pick: (m: typeof import('../form/SchemaForm')) => AnyComponent): AnyComponent => {
  const Lazy = lazy(() => import('../form/SchemaForm').then((m) => ({ default: pick(m) })));
  // rjsf accepts only plain function components as widgets, not React.lazy objects.
  return (props: object) => createElement(Suspense, { fallback: null }, createElement(Lazy, props));
};

export const schemaWidgets: Record<string, AnyComponent> = Object.fromEntries(
  ['reference', 'date', 'enum', 'multiselect', 'tree', 'photo'].map((name) => [name, fromFormChunk((m) => m.schemaFormWidgets[name] as AnyComponent)]),
);

export const schemaFields: Record<string, AnyComponent> = Object.fromEntries(
  ['money', 'address', 'phone'].map((name) => [name, fromFormChunk((m) => m.schemaFormFields[name] as AnyComponent)]),
);
