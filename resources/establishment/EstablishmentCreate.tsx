import { EstablishmentEditor } from './EstablishmentEditor';

/** /establishment/create. */
export function EstablishmentCreate() {
  return <EstablishmentEditor mode="create" />;
}
