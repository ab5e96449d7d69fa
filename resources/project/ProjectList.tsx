import { SchemaList } from '../../src/client/schema-ui';

/** /project: a row opens the project dashboard (/project/:key/overview). */
export function ProjectList() {
  return <SchemaList resource="project" rowClick="edit" />;
}
