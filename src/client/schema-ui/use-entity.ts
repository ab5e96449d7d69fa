import { useResourceContext } from 'react-admin';
import type { EntityMeta } from '../../domain/entity-meta';
import { getEntity } from './entity-registry';

/** The entity of the given name, or of the surrounding react-admin resource when none is given. */
export function useEntity(resourceOrPath?: string): EntityMeta {
  const current = useResourceContext();
  return getEntity(resourceOrPath ?? current ?? '');
}
