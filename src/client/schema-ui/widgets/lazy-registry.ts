import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * The custom widgets and fields by the names form-schema.ts uses (`reference`, `date`, `enum`,
 * `multiselect`, `tree`, `photo`; fields `money`, `address`, `phone`), for rjsf forms built outside
 * SchemaForm. Each resolves on first render from SchemaForm's own chunk: importing this file adds
 * no chunk and nothing to the initial bundle.
 */
const fromFormChunk = (pick: (m: typeof import('../form/SchemaForm')) => ComponentType<any>): ComponentType<any> => {
  const Lazy = lazy(() => import('../form/SchemaForm').then((m) => ({ default: pick(m) })));
  // rjsf accepts only plain function components as widgets, not React.lazy objects.
  return (props: object) => createElement(Suspense, { fallback: null }, createElement(Lazy, props));
};

export const schemaWidgets: Record<string, ComponentType<any>> = Object.fromEntries(
  ['reference', 'date', 'enum', 'multiselect', 'tree', 'photo'].map((name) => [name, fromFormChunk((m) => m.schemaFormWidgets[name] as ComponentType<any>)]),
);

export const schemaFields: Record<string, ComponentType<any>> = Object.fromEntries(
  ['money', 'address', 'phone'].map((name) => [name, fromFormChunk((m) => m.schemaFormFields[name] as ComponentType<any>)]),
);
