import { API_URL } from '../../src/client/providers/api-url';
import { httpClient } from '../../src/client/providers/app-providers';

/** One audit chain's latest recorded head, as GET /api/project/projects/:key/chain-heads answers it. */
export type RecordedChainHead = {
  kind: 'projectActivity' | 'noteEvents' | 'installationActivity';
  lastId: number | null;
  lastSeq: number | null;
  /** SHA-256 in lower-case hex; null while nothing was written down. */
  rowHash: string | null;
  recordedAt: string | null;
};

export const fetchChainHeads = async (projectKey: string) =>
  (await httpClient<RecordedChainHead[]>(`${API_URL}/project/projects/${encodeURIComponent(projectKey)}/chain-heads`)).json;

/** 3fa2c1d4e5f6…a19b: enough to recognise a fingerprint at a glance; the copy button gives all of it. */
export const shortHash = (hash: string) => (hash.length > 16 ? `${hash.slice(0, 12)}…${hash.slice(-4)}` : hash);
