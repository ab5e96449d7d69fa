import { useListContext } from 'react-admin';
import { ServerExportButton } from '../../exports/ServerExportButton';
import { routeFor } from '../../providers/resource-routes';
import { useEntity } from '../use-entity';

/**
 * Exports every record the list's filters match (not only the page shown), in the list's order,
 * with the columns the list shows: the server writes the file as it reads the rows.
 */
export function ListExportButton({ fields }: { fields: readonly string[] }) {
  const entity = useEntity();
  const { filterValues, filter, sort, total, resource } = useListContext();
  const params = {
    sort: sort?.field ? JSON.stringify([sort.field, sort.order]) : undefined,
    filter: JSON.stringify({ ...filterValues, ...filter }),
    columns: fields.join(','),
  };
  return <ServerExportButton path={`${routeFor(resource ?? entity.path)}/export`} params={params} disabled={total === 0} />;
}
