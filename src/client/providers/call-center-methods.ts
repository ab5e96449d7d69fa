import type { CallStatus, ReminderType } from '../../domain/call-log';
import type { Money } from '../../domain/money';
import type { HttpClient } from './http-client';

/** One note of the call-centre queue, as GET /api/taxNote/call-center answers it. */
export type CallQueueRow = {
  _key: string;
  reference: string;
  taxType: string;
  taxpayerName: string;
  phone: string | null;
  contactPhone: string | null;
  amount: Money;
  remaining: Money;
  counterRemaining: Money;
  dueDate: string | null;
  daysOverdue: number;
  stage: string | null;
  lastCallBy: string | null;
  lastCallStatus: CallStatus | null;
  lastCalledAt: string | null;
  /** When the last call said to call again (YYYY-MM-DD). */
  reminderDate: string | null;
  promiseDate: string | null;
  promiseAmount: Money | null;
  heldBy: string | null;
  heldByMe: boolean;
};

export type CallLogRecord = {
  _key: string;
  reminderType: ReminderType;
  reminderDate: string;
  comment: string;
  callStatus: CallStatus;
  promiseDate: string | null;
  promiseAmount: Money | null;
  calledAt: string;
  userName: string;
  /** pending, sent, failed; notQueued when asked for but SMS could not go; null without SMS. */
  smsStatus: string | null;
  createdAt: string;
};

export type CallLogDraft = {
  reminderType: ReminderType;
  reminderDate: string;
  comment: string;
  callStatus: CallStatus;
  promiseDate?: string;
  promiseAmount?: number;
  calledAt: string;
  sendReminder: boolean;
};

export type CallQueueParams = { page: number; perPage: number; sort: [string, 'ASC' | 'DESC']; filter: Record<string, unknown> };
export type CallQueuePage = { rows: CallQueueRow[]; total: number | undefined };

export type CallCenterMethods = {
  getCallQueue: (params: CallQueueParams) => Promise<CallQueuePage>;
  getCallLogs: (noteKey: string) => Promise<CallLogRecord[]>;
  logCall: (noteKey: string, draft: CallLogDraft) => Promise<CallLogRecord>;
  takeCallLease: (noteKey: string) => Promise<{ userName: string; leasedUntil: string }>;
  releaseCallLease: (noteKey: string) => Promise<unknown>;
};

/** Content-Range: 'callCenter 0-24/130', or '/*' past the server's count cap (unknown). */
const totalOf = (range: string | null) => {
  const total = range?.split('/')[1];
  return total && total !== '*' ? Number(total) : undefined;
};

/** The call centre's calls, as data-provider methods. */
export function callCenterMethods(httpClient: HttpClient, apiUrl: string): CallCenterMethods {
  const note = (key: string, path: string) => `${apiUrl}/taxNote/${encodeURIComponent(key)}/${path}`;
  return {
    getCallQueue: async ({ page, perPage, sort, filter }) => {
      const query = new URLSearchParams({
        sort: JSON.stringify(sort),
        range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
        filter: JSON.stringify(filter),
      });
      const response = await httpClient<CallQueueRow[]>(`${apiUrl}/taxNote/call-center?${query.toString()}`);
      return { rows: response.json, total: totalOf(response.headers.get('Content-Range')) };
    },
    getCallLogs: async (key) => (await httpClient<CallLogRecord[]>(note(key, 'call-logs'))).json,
    logCall: async (key, draft) => (await httpClient<CallLogRecord>(note(key, 'call-logs'), { method: 'POST', body: JSON.stringify(draft) })).json,
    takeCallLease: async (key) => (await httpClient<{ userName: string; leasedUntil: string }>(note(key, 'call-lease'), { method: 'POST' })).json,
    releaseCallLease: async (key) => (await httpClient(note(key, 'call-lease'), { method: 'DELETE' })).json,
  };
}
