import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { WORK_TYPES } from '../../src/domain/constants';
import type { AccountDataProvider } from '../../src/client/providers/account-methods';
import { flattenTree, type EstablishmentNode } from '../establishment/establishment-tree';

/**
 * Organization or bank list of the project: work type '2' asks for organizations ('EA'),
 * '3' for banks ('B'). A new work type is a new query key, so the list reloads.
 */
export function useOrganizationTree(projectKey: string | undefined, type: string) {
  const bank = type === WORK_TYPES.bank;
  const dataProvider = useDataProvider<AccountDataProvider>();
  const query = useQuery({
    queryKey: ['project-by-key-and-object', projectKey, type],
    queryFn: () =>
      dataProvider.organizationTree<EstablishmentNode>({
        projectKey,
        objectName: bank ? 'B' : 'EA',
        typeKey: [bank ? WORK_TYPES.bank : WORK_TYPES.organization],
        isDropdown: true,
      }),
    enabled: Boolean(projectKey),
    staleTime: 60_000,
  });
  return { tree: query.data, options: flattenTree(query.data), isLoading: query.isLoading, error: query.error };
}
