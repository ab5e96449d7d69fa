import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-db';
import { documents } from '../../db/schema';

/**
 * What one user may upload in any 24 hours: enough for a day of photos and scans at a desk,
 * not enough to fill the database's disk in a loop. UPLOAD_DAILY_MAX_FILES and UPLOAD_DAILY_MAX_MB.
 */
export type UploadQuota = { files: number; bytes: number };

const MB = 1024 * 1024;

export function readUploadQuota(env: NodeJS.ProcessEnv = process.env): UploadQuota {
  const parse = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > 1_000_000) throw new Error(`${name} must be a whole number from 1 to 1000000, not "${value}"`);
    return parsed;
  };
  return { files: parse('UPLOAD_DAILY_MAX_FILES', 200), bytes: parse('UPLOAD_DAILY_MAX_MB', 250) * MB };
}

/** A refused upload: the caller may try again once older uploads leave the 24-hour window. */
const RETRY_SECONDS = 3600;

/**
 * Refuses an upload of `size` bytes that would take the user past their quota (a 429 naming
 * the limit). Called inside the upload's transaction after taking the user's upload lock, so two
 * uploads at once are counted one after the other.
 */
export async function assertUploadQuota(tx: Db, userKey: string, size: number, quota: UploadQuota = readUploadQuota()) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mapato uploads'), hashtext(${userKey}))`);
  const [used] = await tx
    .select({ files: sql<number>`count(*)::int`, bytes: sql<string>`coalesce(sum(${documents.size}), 0)::bigint` })
    .from(documents)
    .where(and(eq(documents.createdBy, userKey), gt(documents.createdAt, sql`now() - interval '24 hours'`)));
  if (used.files + 1 > quota.files) throw new AppError(429, 'UPLOAD_QUOTA', 'uploadQuotaCount', { count: used.files, seconds: RETRY_SECONDS });
  if (Number(used.bytes) + size > quota.bytes) {
    throw new AppError(429, 'UPLOAD_QUOTA', 'uploadQuotaBytes', { used: Math.ceil(Number(used.bytes) / MB), max: quota.bytes / MB, seconds: RETRY_SECONDS });
  }
}
