import { HttpError } from 'react-admin';
import type { DeathState } from '../../../domain/health-deaths';
import { fileNameOf } from '../../exports/download-export';
import { API_URL } from '../../providers/api-url';
import { httpClient } from '../../providers/app-providers';
import { failureMessage, requestHeaders } from '../../providers/http-client';
import { getToken } from '../../providers/session';
import { ifMatchOf } from '../../providers/data-provider';
import type { declarationOf } from './death-form';

/** The list routes of the screen; no schema entity, so the names are the API paths. */
export const DEATH_LIST = 'project/deaths';
export const DEATH_QUEUE = 'project/deaths/approval-queue';

/** A declaration as the API answers it (react-admin's id added by the http client). */
export type Death = {
  id: string;
  _key: string;
  deceasedName: string;
  deceasedFirstName: string;
  deceasedMiddleName: string;
  deceasedLastName: string;
  sex: 'male' | 'female';
  dateOfBirth: string | null;
  ageYears: number | null;
  dateOfDeath: string;
  hospitalKey: string;
  hospitalName: string;
  placeKind: 'hospital' | 'elsewhere';
  placeText: string;
  immediateCause: string;
  icd10Code: string | null;
  declarantName: string;
  declarantRelation: string;
  declarantCountryCode: string;
  declarantMobile: string;
  zone: string | null;
  state: DeathState;
  rejectionReason?: string | null;
  certificateNumber: string | null;
  createdAt: string;
  approvedAt: string | null;
  version: number;
  actions?: ('correct' | 'approve' | 'reject')[];
};

const path = (key: string, tail = '') => `${API_URL}/project/deaths/${encodeURIComponent(key)}${tail}`;
const json = (body: unknown) => JSON.stringify(body);

export const deathsApi = {
  get: async (key: string) => (await httpClient<Death>(path(key))).json,
  /** One declaration per key: a retried click sends the same key and gets the same declaration back. */
  declare: async (body: ReturnType<typeof declarationOf>, idempotencyKey: string) =>
    (await httpClient<Death>(`${API_URL}/project/deaths`, { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey }, body: json(body) })).json,
  correct: async (death: Death, body: ReturnType<typeof declarationOf>) =>
    (await httpClient<Death>(path(death._key), { method: 'PUT', headers: ifMatchOf(death), body: json(body) })).json,
  approve: async (death: Death) => (await httpClient<Death>(path(death._key, '/approve'), { method: 'POST', headers: ifMatchOf(death), body: '{}' })).json,
  reject: async (death: Death, reason: string) =>
    (await httpClient<Death>(path(death._key, '/reject'), { method: 'POST', headers: ifMatchOf(death), body: json({ reason }) })).json,
  /** The certificate's bytes with the server's file name (the caller's language prints it). */
  certificate: async (key: string): Promise<{ fileName: string; blob: Blob }> => {
    const send = () => fetch(path(key, '/certificate.pdf'), { headers: requestHeaders({ Accept: 'application/pdf, application/json' }, getToken(), false) });
    let response = await send();
    // An expired session is renewed the way every other call renews it, then the download is asked once more.
    if (response.status === 401) {
      await httpClient(`${API_URL}/account/me`);
      response = await send();
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      throw new HttpError(failureMessage(body, response.statusText, ''), response.status, body);
    }
    return { fileName: fileNameOf(response.headers.get('Content-Disposition'), `${key}.pdf`), blob: await response.blob() };
  },
};

/** A fresh Idempotency-Key; randomUUID exists only on secure origins, getRandomValues everywhere. */
export function attemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
