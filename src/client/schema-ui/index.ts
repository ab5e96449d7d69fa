/**
 * The schema engine's public API (see README.md). Everything here is cheap to import: the views,
 * the form and the widgets are lazy, so a resources/<path>/index.ts can import from this file
 * without pulling rjsf or ajv into the initial bundle.
 */
export { defineResource, type ResourceDefinition, type ResourceInput, type ViewOption } from './define-resource';
export { ENTITIES, findEntity, getEntity, isMasterData, pathOf } from './entity-registry';
export { useEntity } from './use-entity';
export { SchemaCreate, SchemaEdit, SchemaForm, SchemaList, SchemaShow } from './lazy-views';
export { schemaFields, schemaWidgets } from './widgets/lazy-registry';
export { withSuspense } from './with-suspense';
export type { FieldError, FormData, SchemaCreateProps, SchemaEditProps, SchemaFormProps, SchemaListProps, SchemaShowProps } from './types';
