import type { DataProvider, RaRecord } from 'react-admin';
import type { NoteAction } from '../../domain/tax-note-protocol';
import { API_URL } from './api-url';
import type { HttpClient } from './http-client';

export type Money = { amount: number; currency: string };

/** What the server lets the caller do with a note (GET one lists them in `allowedActions`). */
export type TaxNoteAction = NoteAction;

export type TaxNoteStep = { stepKey: string; labelName: string; value: string; stepMode: 'auto' | 'user'; includeInCalculation: boolean };

export type TaxNoteItem = {
  _key: string;
  nomenclatureItemKey: string;
  account: string;
  reason: string;
  factor: Money;
  steps: TaxNoteStep[];
  computedAmount: Money;
  declaredAmount: Money;
  amountReason?: string;
  /** 'penalty' for the late penalty (4%) added after the due date. */
  kind?: 'tax' | 'penalty';
};

export type TaxNoteEvent = {
  id: number;
  kind: string;
  /** Null when the system acted (the scheduler's automatic approval). */
  userName: string | null;
  reason?: string;
  data?: Record<string, unknown>;
  latitude?: number | null;
  longitude?: number | null;
  createdAt: string;
};

export type PendingAmendment = { amount: number; reason: string; documentKey?: string; requestedBy?: string; requestedAt?: string };

/** A note as the API reads it: list rows carry the fields, GET one adds items, events and allowedActions. */
export type TaxNoteRecord = RaRecord & {
  _key?: string;
  version?: number;
  reference: string;
  taxType: string;
  taxpayerKind?: 'citizen' | 'organization';
  taxpayerKey: string;
  taxpayerName?: string;
  objectLabel?: string;
  objectPart?: string;
  period?: string;
  currency?: string;
  amount: Money;
  counterAmount?: Money;
  conversionRate?: string;
  lifecycle: 'waitingForApproval' | 'approved' | 'issued' | 'rejected';
  awaitingActor?: 'approver' | 'receveur' | null;
  paymentState?: 'unpaid' | 'remaining' | 'paid';
  expired?: boolean;
  disputed?: boolean;
  dueDate?: string | null;
  createdAt?: string;
  /** The creator's user key: four eyes keeps the note's approval from them. */
  createdBy?: string;
  pendingAmendment?: PendingAmendment | null;
  items?: TaxNoteItem[];
  events?: TaxNoteEvent[];
  allowedActions?: TaxNoteAction[];
};

export type BulkApproveResult = { approved: string[]; refused: { key: string; errorCode: string; message: string }[] };

export type AmendmentInput = { amount: number; reason: string; documentKey?: string };
export type DisputeInput = { reason: string; documentKey?: string };

/** The data provider's tax-note calls (react-admin custom methods): each answers the note as it now is. */
export type TaxNoteMethods = {
  approveTaxNote: (key: string) => Promise<{ data: TaxNoteRecord }>;
  rejectTaxNote: (key: string, reason: string) => Promise<{ data: TaxNoteRecord }>;
  issueTaxNote: (key: string) => Promise<{ data: TaxNoteRecord }>;
  requestAmendment: (key: string, input: AmendmentInput) => Promise<{ data: TaxNoteRecord }>;
  approveAmendment: (key: string) => Promise<{ data: TaxNoteRecord }>;
  rejectAmendment: (key: string, reason: string) => Promise<{ data: TaxNoteRecord }>;
  openDispute: (key: string, input: DisputeInput) => Promise<{ data: TaxNoteRecord }>;
  rejectDispute: (key: string, reason: string) => Promise<{ data: TaxNoteRecord }>;
  bulkApproveTaxNotes: (keys: string[]) => Promise<{ data: BulkApproveResult }>;
};

export type TaxNoteDataProvider = DataProvider & TaxNoteMethods;

/** POST /api/taxNote/notes/:key/<step> with a JSON body; the server decides whether the step is allowed. */
export function taxNoteMethods(httpClient: HttpClient, apiUrl: string = API_URL): TaxNoteMethods {
  const post = async <T>(path: string, body: unknown): Promise<{ data: T }> => {
    const { json } = await httpClient<T>(`${apiUrl}/taxNote/notes${path}`, { method: 'POST', body: JSON.stringify(body) });
    return { data: json };
  };
  const on = (key: string, step: string) => `/${encodeURIComponent(key)}/${step}`;
  const withReason = (reason: string) => ({ reason: reason.trim() });
  return {
    approveTaxNote: (key) => post(on(key, 'approve'), {}),
    rejectTaxNote: (key, reason) => post(on(key, 'reject'), withReason(reason)),
    issueTaxNote: (key) => post(on(key, 'issue'), {}),
    requestAmendment: (key, input) => post(on(key, 'amendments'), { ...input, reason: input.reason.trim() }),
    approveAmendment: (key) => post(on(key, 'amendments/approve'), {}),
    rejectAmendment: (key, reason) => post(on(key, 'amendments/reject'), withReason(reason)),
    openDispute: (key, input) => post(on(key, 'disputes'), { ...input, reason: input.reason.trim() }),
    rejectDispute: (key, reason) => post(on(key, 'disputes/reject'), withReason(reason)),
    bulkApproveTaxNotes: (keys) => post('/bulk-approve', { keys }),
  };
}
