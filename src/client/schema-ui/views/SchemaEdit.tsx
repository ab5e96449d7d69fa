import { EditBase } from 'react-admin';
import { EditBody } from '../form/EditBody';
import type { SchemaEditProps } from '../types';
import { useEntity } from '../use-entity';

/** An existing record in its x-admin-views.edit form, loaded from the route's id. */
export function SchemaEdit({ resource, ...rest }: SchemaEditProps) {
  const entity = useEntity(resource);
  return (
    <EditBase resource={entity.path} mutationMode="pessimistic">
      <EditBody {...rest} />
    </EditBase>
  );
}
