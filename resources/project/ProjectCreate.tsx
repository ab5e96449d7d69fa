import { SchemaCreate } from '../../src/client/schema-ui';

/** /project/create: the schema's form; a saved project opens on its dashboard. */
export function ProjectCreate() {
  return <SchemaCreate resource="project" redirect="edit" />;
}
