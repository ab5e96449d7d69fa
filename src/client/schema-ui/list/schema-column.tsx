import type { EntityMeta } from '../../../domain/entity-meta';
import { SchemaValue } from '../show/SchemaValue';
import { isSortable } from './list-fields';

/**
 * A Datagrid column showing one field of an entity the way the schema describes it (sortable when
 * the schema says so). A function, not a component: Datagrid reads its columns' own props.
 */
export function schemaColumn(entity: EntityMeta, field: string, label: string) {
  return (
    <SchemaValue
      key={field}
      source={field}
      field={field}
      property={entity.inlined.properties[field]}
      label={label}
      sortable={isSortable(entity, field)}
      compact
    />
  );
}
