import { ShowBase } from 'react-admin';
import { ShowBody } from '../show/ShowBody';
import type { SchemaShowProps } from '../types';
import { useEntity } from '../use-entity';

/** A record's page from its schema (x-admin-views.show), with edit and delete. */
export function SchemaShow({ resource, ...rest }: SchemaShowProps) {
  const entity = useEntity(resource);
  return (
    <ShowBase resource={entity.path}>
      <ShowBody {...rest} />
    </ShowBase>
  );
}
