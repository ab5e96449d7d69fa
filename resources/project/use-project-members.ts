import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_URL } from '../../src/client/providers/api-url';
import { httpClient } from '../../src/client/providers/app-providers';

export type ProjectMember = { _key: string; userName: string; firstName?: string; lastName?: string; isActive?: boolean };

const membersUrl = (projectKey: string) => `${API_URL}/project/projects/${encodeURIComponent(projectKey)}/members`;

/** GET/DELETE project/projects/:key/members: who belongs to the project. */
export function useProjectMembers(projectKey: string) {
  const client = useQueryClient();
  const queryKey = ['project-members', projectKey];
  const query = useQuery({ queryKey, queryFn: async () => (await httpClient<ProjectMember[]>(membersUrl(projectKey))).json });
  const remove = async (userKey: string) => {
    await httpClient(`${membersUrl(projectKey)}/${encodeURIComponent(userKey)}`, { method: 'DELETE' });
    await client.invalidateQueries({ queryKey });
  };
  const reload = () => client.invalidateQueries({ queryKey });
  return { members: query.data, error: query.error, isPending: query.isPending, remove, reload };
}
