import type { Db } from '../../db/open-db';
import { userActivity } from '../../db/schema';

export type ActivityRow = {
  userKey?: string | null;
  userName?: string | null;
  projectKey?: string | null;
  method: string;
  route: string;
  action: string;
  statusCode: number;
  latitude?: number | null;
  longitude?: number | null;
  ip?: string | null;
};

/** An answer of 400 or more means the attempt was refused or failed: nothing was done. */
export const isFailedStatus = (statusCode: number) => statusCode >= 400;

/** The audit row names what was attempted, and says so when it did not happen ("sign-in failed"). */
export function auditActionOf(action: string, statusCode: number): string {
  return isFailedStatus(statusCode) ? `${action} failed` : action;
}

/** Appends one audit row; the table refuses updates and deletes. */
export async function recordActivity(db: Db, row: ActivityRow): Promise<void> {
  await db.insert(userActivity).values(row);
}

/** Access-Latitude / Access-Longitude as sent by the client; anything out of range is dropped. */
export function coordinate(value: string | string[] | undefined, limit: number): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  const number = Number(text);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}
