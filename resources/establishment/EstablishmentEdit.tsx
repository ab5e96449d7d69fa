import { EstablishmentEditor } from './EstablishmentEditor';

/** /establishment/:id. */
export function EstablishmentEdit() {
  return <EstablishmentEditor mode="edit" />;
}
