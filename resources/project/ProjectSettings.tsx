import { SchemaEdit } from '../../src/client/schema-ui';

/** /project/:key/settings: the project's own fields, through the schema engine's edit form. */
export function ProjectSettings() {
  return <SchemaEdit resource="project" redirect="edit" />;
}
