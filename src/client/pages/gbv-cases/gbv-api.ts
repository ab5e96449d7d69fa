import type { GbvServices } from '../../../domain/gbv-case';
import { API_URL } from '../../providers/api-url';
import { httpClient } from '../../providers/app-providers';
import { ifMatchOf } from '../../providers/data-provider';
import type { caseBodyOf } from './gbv-form';

/** The register's list route; no schema entity, so the name is the API path. */
export const GBV_LIST = 'project/gbv-cases';

/** A coded case as the list answers it: never a name, a contact or an address. */
export type GbvCase = {
  id: string;
  _key: string;
  code: string;
  ageGroup: string;
  sex: string;
  incidentType: string;
  incidentDate: string;
  reportDate: string;
  zone: string;
  zoneName: string | null;
  services: GbvServices;
  referralConsent: boolean;
  caseWorkerKey: string;
  caseWorkerName: string | null;
  status: 'open' | 'closed';
  closureDate: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
};

/** One case read on its own: the identity only for its case worker and GBV supervisors. */
export type GbvCaseDetail = GbvCase & {
  identityShown: boolean;
  identity: { survivorName: string; contact: string; address: string } | null;
};

export type Zone = { _key: string; name: string };
export type CaseWorker = { key: string; name: string };
type CaseBody = ReturnType<typeof caseBodyOf>;

const url = (key?: string, tail = '') => `${API_URL}/project/gbv-cases${key ? `/${encodeURIComponent(key)}` : ''}${tail}`;
const send = async (target: string, method: 'POST' | 'PUT', body: unknown, record?: GbvCase) =>
  (await httpClient<GbvCaseDetail>(target, { method, headers: ifMatchOf(record), body: JSON.stringify(body) })).json;

export const gbvApi = {
  get: async (key: string) => (await httpClient<GbvCaseDetail>(url(key))).json,
  create: (body: CaseBody & { caseWorkerKey?: string }) => send(url(), 'POST', body),
  /** Every change names the version it was made on (If-Match): a stale copy is refused (412), never saved over another's. */
  update: (record: GbvCase, body: CaseBody) => send(url(record._key), 'PUT', body, record),
  close: (record: GbvCase, closureDate: string) => send(url(record._key, '/close'), 'POST', { closureDate }, record),
  reopen: (record: GbvCase) => send(url(record._key, '/reopen'), 'POST', {}, record),
  assign: (record: GbvCase, caseWorkerKey: string) => send(url(record._key, '/assign'), 'POST', { caseWorkerKey }, record),
  /** Zones whose name holds the text typed, for the zone picker. */
  zones: async (text: string) => {
    const filter = encodeURIComponent(JSON.stringify(text.trim() ? { q: text.trim() } : {}));
    return (await httpClient<Zone[]>(`${API_URL}/masterData/zones?filter=${filter}&range=[0,19]&sort=["name","ASC"]`)).json;
  },
  /** The people a supervisor may assign a case to: active case workers of the project. */
  caseWorkers: async () => (await httpClient<CaseWorker[]>(url(undefined, '/case-workers'))).json,
};
