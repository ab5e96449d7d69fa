import type { BirthDeclaration } from '../../../domain/health-birth-rules';
import type { BirthAction, BirthSyncState } from '../../../domain/health-sync-states';
import { API_URL } from '../../providers/api-url';
import { httpClient } from '../../providers/app-providers';
import { ifMatchOf } from '../../providers/data-provider';

/** The list routes of the screen; no schema entity, so the names are the API paths. */
export const BIRTH_LIST = 'project/births';
export const BIRTH_QUEUE = 'project/births/approval-queue';

/** A declaration as the API answers it (react-admin's id added by the http client). */
export type Birth = BirthDeclaration & {
  id: string;
  _key: string;
  hospitalName: string;
  childName: string;
  motherName: string;
  fatherName: string;
  mobile: string;
  syncState: BirthSyncState;
  approved: boolean;
  rejectionReason?: string | null;
  transmissionAttempts: number;
  lastTransmissionError?: string | null;
  /** Set once helper code sends the error as a code; shown translated when present. */
  lastTransmissionErrorCode?: string | null;
  transmittedAt?: string | null;
  transmissionBatch?: string | null;
  probableDuplicates: string[];
  actions: BirthAction[];
  createdAt: string;
  version: number;
};

export type RegistryRun = { outcome: 'succeeded' | 'failed' | 'skipped'; counts: Record<string, number>; error: string };

const path = (key: string, tail = '') => `${API_URL}/project/births/${encodeURIComponent(key)}${tail}`;
const json = (body: unknown) => JSON.stringify(body);
export const birthsApi = {
  get: async (key: string) => (await httpClient<Birth>(path(key))).json,
  /** One declaration per key: a resent declaration gets the first answer back, never a second row. */
  declare: async (draft: BirthDeclaration, idempotencyKey: string) =>
    (await httpClient<Birth>(`${API_URL}/project/births`, { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey }, body: json(draft) })).json,
  correct: async (birth: Birth, draft: BirthDeclaration) =>
    (await httpClient<Birth>(path(birth._key), { method: 'PUT', headers: ifMatchOf(birth), body: json(draft) })).json,
  approve: async (birth: Birth) => (await httpClient<Birth>(path(birth._key, '/approve'), { method: 'POST', body: json({ version: birth.version }) })).json,
  reject: async (birth: Birth, reason: string) =>
    (await httpClient<Birth>(path(birth._key, '/reject'), { method: 'POST', body: json({ reason, version: birth.version }) })).json,
  sendToRegistry: async () => (await httpClient<RegistryRun>(`${API_URL}/project/births/send-to-registry`, { method: 'POST', body: '{}' })).json,
};

/** A fresh Idempotency-Key; randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
