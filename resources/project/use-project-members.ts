import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AccountDataProvider, ProjectMember } from '../../src/client/providers/account-methods';

export type { ProjectMember };

/** GET/DELETE project/projects/:key/members: who belongs to the project. */
export function useProjectMembers(projectKey: string) {
  const client = useQueryClient();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const queryKey = ['project-members', projectKey];
  const query = useQuery({ queryKey, queryFn: () => dataProvider.projectMembers(projectKey) });
  const remove = async (userKey: string) => {
    await dataProvider.removeProjectMember(projectKey, userKey);
    await client.invalidateQueries({ queryKey });
  };
  const reload = () => client.invalidateQueries({ queryKey });
  return { members: query.data, error: query.error, isPending: query.isPending, remove, reload };
}
