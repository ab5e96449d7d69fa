import type { Language } from '../../../domain/constants';
import type { RecovermentNote } from '../../../domain/recoverment';
import { API_URL } from '../../providers/api-url';
import { httpClient } from '../../providers/app-providers';
import type { DocumentLink } from '../../providers/document-methods';

/** The list routes of the screen; no schema entity, so the name is the API path itself. */
export const RECOVERMENT_LIST = 'taxNote/recoverment';
export const SUMMONS_LIST = 'taxNote/summons';

/** One overdue note as GET /api/taxNote/recoverment answers it, with react-admin's id. */
export type RecovermentRow = RecovermentNote & { id: string };

export type SummonsRow = {
  id: string;
  _key: string;
  number: string;
  noteKey: string;
  reference: string;
  taxpayerName: string;
  amountDue: number;
  currency: string;
  issuedBy: string;
  issuedAt: string;
};

/** A background task as GET /api/taxNote/tasks/:key answers it. */
export type TaskState = {
  _key: string;
  kind: string;
  status: 'notStarted' | 'inProgress' | 'completed' | 'notFound' | 'failed';
  done: number;
  total: number;
  counts: Record<string, number>;
  startedByName: string;
  error: string;
};

export type EnforcementResult = { moved: string[]; skipped: { key: string; reason: string }[] };

const post = async <T>(path: string, body: unknown) => (await httpClient<T>(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify(body) })).json;
const get = async <T>(path: string) => (await httpClient<T>(`${API_URL}${path}`)).json;

/** The calls of /recoverment besides its two lists; only this screen uses them. */
export const recovermentApi = {
  stageCounts: (filter: Record<string, unknown>) =>
    get<Record<string, number>>(`/taxNote/recoverment/stage-counts?filter=${encodeURIComponent(JSON.stringify(filter))}`),
  requestSummons: (noteKeys: string[]) => post<TaskState>('/taxNote/summons', { noteKeys }),
  enforce: (noteKeys: string[]) => post<EnforcementResult>('/taxNote/recoverment/enforcement', { noteKeys }),
  task: (key: string) => get<TaskState>(`/taxNote/tasks/${encodeURIComponent(key)}`),
  summonsLink: (key: string, language: Language) => get<DocumentLink>(`/taxNote/summons/${encodeURIComponent(key)}/document-link?lang=${language}`),
};
