import { SchemaList } from '../../src/client/schema-ui';

type Props = { resource: string; fields: string[]; filter?: Record<string, unknown>; rowClick?: 'show' | 'edit' | false };

/** A project's records of one entity, drawn by the schema engine (the Project-Key header scopes them). */
export function ProjectRecordsTab({ resource, fields, filter, rowClick = false }: Props) {
  return <SchemaList resource={resource} fields={fields} filterFields={[]} permanentFilter={filter} rowClick={rowClick} title={false} />;
}
