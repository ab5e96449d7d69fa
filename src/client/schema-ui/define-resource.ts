import type { ComponentType } from 'react';
import type { EntityMeta } from '../../domain/entity-meta';
import { representRecord } from '../../domain/entity-meta';
import { getEntity } from './entity-registry';
import { SchemaCreate, SchemaEdit, SchemaList, SchemaShow } from './lazy-views';
import { withSuspense } from './with-suspense';

/** A react-admin view takes whatever props react-admin passes; the views themselves type them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A view: a component (usually `lazy(() => import('./XList'))`), or false when the resource has none. */
export type ViewOption = AnyComponent | false;

export type ResourceInput = {
  /** The entity: its schema file's JSON, or its resource ('vehicles') or path ('vehicle'). */
  schema: string | { 'x-admin-resource': string };
  icon?: ComponentType;
  list?: ViewOption;
  show?: ViewOption;
  create?: ViewOption;
  edit?: ViewOption;
  /** How a record is named in titles and references; default: the schema's x-admin-representation. */
  recordRepresentation?: (record: Record<string, unknown>) => string;
};

/** What App.tsx turns into a react-admin <Resource>: name = the entity's x-admin-path. */
export type ResourceDefinition = {
  name: string;
  entity: EntityMeta;
  icon?: ComponentType;
  list?: AnyComponent;
  show?: AnyComponent;
  create?: AnyComponent;
  edit?: AnyComponent;
  recordRepresentation: (record: Record<string, unknown>) => string;
};

const pick = (given: ViewOption | undefined, generic: AnyComponent) => (given === false ? undefined : withSuspense(given ?? generic));

/**
 * Declares a resource from its schema: every view not given is the engine's generic one, so a
 * plain entity needs nothing but `export default defineResource({ schema: 'vehicles' })`.
 */
export function defineResource(input: ResourceInput): ResourceDefinition {
  const entity = getEntity(typeof input.schema === 'string' ? input.schema : input.schema['x-admin-resource']);
  return {
    name: entity.path,
    entity,
    icon: input.icon,
    list: pick(input.list, SchemaList),
    show: pick(input.show, SchemaShow),
    create: pick(input.create, SchemaCreate),
    edit: pick(input.edit, SchemaEdit),
    recordRepresentation: input.recordRepresentation ?? ((record) => representRecord(entity.representation, record)),
  };
}
