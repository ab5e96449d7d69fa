import type { Language } from '../../../domain/constants';
import type { ClearanceState } from '../../../domain/clearance';
import { API_URL } from '../../providers/api-url';
import { httpClient } from '../../providers/app-providers';
import type { DocumentLink } from '../../providers/document-methods';

export type UnpaidNote = { reference: string; remaining: number; currency: 'USD' | 'CDF' };
export type Clearance = {
  _key: string;
  number: string;
  taxpayerKind: 'citizen' | 'organization';
  taxpayerKey: string;
  taxpayerName: string;
  status: 'issued' | 'refused' | 'revoked';
  state: ClearanceState;
  unpaidNotes: UnpaidNote[];
  validUntil: string;
  requestedAt: string;
  requestedByName: string;
  issuedAt: string;
  issuedByName: string;
  revokedAt: string;
  revokedByName: string;
  revokeReason: string;
};
export type ClearanceFilter = { status?: string; q?: string; requestedAt_gte?: string; requestedAt_lte?: string };
export const PAGE_SIZE = 20;

const url = (path: string) => `${API_URL}/taxNote/clearances${path}`;

/** The clearance calls of the /clearance screen, on the app's http client (session, project, language). */
export const clearanceApi = {
  request: async (taxpayerKind: string, taxpayerKey: string) =>
    (await httpClient<Clearance>(url(''), { method: 'POST', body: JSON.stringify({ taxpayerKind, taxpayerKey }) })).json,
  list: async (filter: ClearanceFilter, page: number) => {
    const clean = Object.fromEntries(Object.entries(filter).filter(([, value]) => value));
    const range = JSON.stringify([page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE - 1]);
    const response = await httpClient<Clearance[]>(url(`?filter=${encodeURIComponent(JSON.stringify(clean))}&range=${encodeURIComponent(range)}`));
    const total = /\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')?.[1];
    return { rows: response.json, total: total === undefined ? undefined : Number(total) };
  },
  revoke: async (key: string, reason: string) =>
    (await httpClient<Clearance>(url(`/${encodeURIComponent(key)}/revoke`), { method: 'POST', body: JSON.stringify({ reason }) })).json,
  documentLink: async (key: string, language: Language) =>
    (await httpClient<DocumentLink>(url(`/${encodeURIComponent(key)}/document-link?lang=${language}`))).json,
};
