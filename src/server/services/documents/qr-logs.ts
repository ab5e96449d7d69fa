import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projectMembers, projects, qrLogs, users } from '../../db/schema';
import { cappedCount, parseListQuery, type ListQuery, type ListSpec } from '../list-query';

export type QrLogEntry = {
  kind: string;
  reference: string;
  genuine: boolean;
  projectKey?: string | null;
  userKey?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** Longer text than any real reference is cut: a forger's token must not fill the log. */
const LOGGED_TEXT = 80;

export async function logVerification(db: Db, entry: QrLogEntry) {
  await db.insert(qrLogs).values({
    kind: entry.kind.slice(0, 20),
    reference: entry.reference.slice(0, LOGGED_TEXT),
    genuine: entry.genuine,
    projectKey: entry.projectKey ?? null,
    userKey: entry.userKey ?? null,
    latitude: entry.latitude ?? null,
    longitude: entry.longitude ?? null,
  });
}

const spec: ListSpec = {
  fields: { checkedAt: qrLogs.checkedAt, genuine: qrLogs.genuine, kind: qrLogs.kind, reference: qrLogs.reference },
  search: [qrLogs.reference],
  defaultSort: ['checkedAt', 'DESC'],
};

/**
 * The checks a project's staff may read: those of the project's documents, and those of tokens
 * that named no document (forgeries) when they claim one of the project's references or one of
 * the project's own staff made the check. Shown to every project, a forgery's row would tell each
 * one where and by whom the others' documents were checked.
 */
export async function listQrLogs(db: Db, projectKey: string, query: ListQuery) {
  const byOwnStaff = sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectKey} = ${projectKey} and ${projectMembers.userKey} = ${qrLogs.userKey})`;
  const claimsOwnReference = sql`starts_with(split_part(${qrLogs.reference}, '-', 1), (select ${projects.referencePrefix} from ${projects} where ${projects.key} = ${projectKey}))`;
  const scope = or(eq(qrLogs.projectKey, projectKey), and(isNull(qrLogs.projectKey), or(byOwnStaff, claimsOwnReference)));
  const { where, orderBy, offset, limit } = parseListQuery(query, spec, [scope!]);
  const rows = await db
    .select({
      id: qrLogs.id,
      checkedAt: qrLogs.checkedAt,
      kind: qrLogs.kind,
      reference: qrLogs.reference,
      genuine: qrLogs.genuine,
      latitude: qrLogs.latitude,
      longitude: qrLogs.longitude,
      userName: sql<string | null>`nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')`,
    })
    .from(qrLogs)
    .leftJoin(users, eq(users.key, qrLogs.userKey))
    .where(and(where))
    .orderBy(...orderBy, sql`${qrLogs.id} desc`)
    .limit(limit)
    .offset(offset);
  const total = await cappedCount(db, qrLogs, where);
  return {
    offset,
    total,
    rows: rows.map(({ id, userName, ...row }) => ({ _key: String(id), ...row, ...(userName ? { userName } : {}) })),
  };
}
