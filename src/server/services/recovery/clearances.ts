import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { dayInZone } from '../../../domain/dated-money';
import { clearanceState, clearanceValidUntil } from '../../../domain/clearance';
import { formatReference } from '../../../domain/tax-reference';
import { remainingOf } from '../../../domain/tax-note-protocol';
import { badRequest, conflict, notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { clearances, projects, taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { cappedCount, parseListQuery, type ListQuery, type ListSpec } from '../list-query';
import { nextSequence } from '../tax-notes/next-reference';
import { recordReader } from '../tax-notes/record-reader';
import { resolveTaxpayer, type TaxpayerKind } from '../tax-notes/resolve-taxpayer';
import { userNames } from '../tax-notes/note-view';

/** Certificates count in their own series, beside notes and receipts: 'HKRC-2026-0000001-X'. */
const CLEARANCE_SERIES = 'clearance';
/**
 * What a taxpayer owes: an approved or issued note with something left to pay. A note waiting for
 * approval is not yet a debt (it may still be rejected or amended), so it does not block a
 * certificate; a disputed one does, since it is owed until the dispute is settled.
 */
const OWED_LIFECYCLES = ['approved', 'issued'];

export type ClearanceRow = typeof clearances.$inferSelect;
export type ClearanceRequest = { taxpayerKind: TaxpayerKind; taxpayerKey: string };

/** A clearance as the API shows it: its state today, and the names of who acted. */
export function toApiClearance(row: ClearanceRow, names: Map<string, string>, today: string) {
  const nameOf = (key: string | null) => (key ? (names.get(key) ?? '') : '');
  return {
    _key: row.key,
    number: row.number ?? '',
    taxpayerKind: row.taxpayerKind,
    taxpayerKey: row.taxpayerKey,
    taxpayerName: row.taxpayerName,
    status: row.status,
    state: clearanceState(row.status, row.validUntil, today),
    unpaidNotes: row.unpaidNotes,
    validUntil: row.validUntil ?? '',
    requestedAt: row.requestedAt.toISOString(),
    requestedByName: nameOf(row.requestedBy),
    issuedAt: row.issuedAt?.toISOString() ?? '',
    issuedByName: nameOf(row.issuedBy),
    revokedAt: row.revokedAt?.toISOString() ?? '',
    revokedByName: nameOf(row.revokedBy),
    revokeReason: row.revokeReason,
    version: row.version,
  };
}

async function present(db: Db, rows: ClearanceRow[], now: Date) {
  const names = await userNames(
    db,
    rows.flatMap((row) => [row.requestedBy, row.issuedBy, row.revokedBy]),
  );
  return rows.map((row) => toApiClearance(row, names, dayInZone(now)));
}

/** The taxpayer's notes in the project that still owe something, oldest first. */
async function unpaidNotesOf(tx: Db, projectKey: string, taxpayerKind: string, taxpayerKey: string) {
  const rows = await tx
    .select({ key: taxNotes.key, reference: taxNotes.reference, amount: taxNotes.amount, paidAmount: taxNotes.paidAmount, currency: taxNotes.currency })
    .from(taxNotes)
    .where(
      and(
        eq(taxNotes.projectKey, projectKey),
        eq(taxNotes.taxpayerKind, taxpayerKind),
        eq(taxNotes.taxpayerKey, taxpayerKey),
        inArray(taxNotes.lifecycle, OWED_LIFECYCLES),
        gt(taxNotes.amount, taxNotes.paidAmount),
      ),
    )
    .orderBy(taxNotes.createdAt, taxNotes.key);
  return rows.map((row) => ({ reference: row.reference, remaining: remainingOf(row.amount, row.paidAmount), currency: row.currency }));
}

/**
 * A clearance request, answered at once: refused (recorded with the unpaid notes) while anything
 * is owed, else issued with the next gapless number. Requests for one taxpayer take turns on an
 * advisory lock held to the end of the transaction, and a certificate still valid is answered
 * again rather than doubled: two clerks asking at once get one certificate.
 */
export async function requestClearance(options: { db: Db; projectKey: string; principal: Principal; input: ClearanceRequest; now: Date }) {
  const { db, projectKey, principal, input, now } = options;
  const taxpayer = await resolveTaxpayer(recordReader(db, projectKey, principal), principal, input.taxpayerKind, input.taxpayerKey);
  const today = dayInZone(now);
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clearance:${projectKey}:${taxpayer.kind}:${taxpayer.key}`}))`);
    const unpaidNotes = await unpaidNotesOf(tx, projectKey, taxpayer.kind, taxpayer.key);
    const base = {
      projectKey,
      taxpayerKind: taxpayer.kind,
      taxpayerKey: taxpayer.key,
      taxpayerName: taxpayer.name,
      requestedBy: principal.userKey,
      requestedAt: now,
    };
    if (unpaidNotes.length) {
      const [refused] = await tx
        .insert(clearances)
        .values({ key: newKey(), ...base, status: 'refused', unpaidNotes })
        .returning();
      return refused;
    }
    const [valid] = await tx
      .select()
      .from(clearances)
      .where(
        and(
          eq(clearances.projectKey, projectKey),
          eq(clearances.taxpayerKind, taxpayer.kind),
          eq(clearances.taxpayerKey, taxpayer.key),
          eq(clearances.status, 'issued'),
          sql`${clearances.validUntil} >= ${today}`,
        ),
      )
      .orderBy(desc(clearances.issuedAt))
      .limit(1);
    if (valid) return valid;
    const [project] = await tx.select({ prefix: projects.referencePrefix }).from(projects).where(eq(projects.key, projectKey));
    const year = Number(today.slice(0, 4));
    const number = formatReference(`${project.prefix}C`, year, await nextSequence(tx, projectKey, CLEARANCE_SERIES, year));
    const [issued] = await tx
      .insert(clearances)
      .values({ key: newKey(), ...base, status: 'issued', number, validUntil: clearanceValidUntil(today), issuedBy: principal.userKey, issuedAt: now })
      .returning();
    return issued;
  });
  return (await present(db, [row], now))[0];
}

/** One clearance of the project, or 404. */
export async function getClearance(db: Db, projectKey: string, key: string, now: Date) {
  const [row] = await db
    .select()
    .from(clearances)
    .where(and(eq(clearances.projectKey, projectKey), eq(clearances.key, key)));
  if (!row) throw notFound();
  return (await present(db, [row], now))[0];
}

/**
 * Revokes an issued certificate, with the reason. Only an issued one changes: of two revokers at
 * once, or a revoke of a refused request, the loser is told (409) rather than silently winning.
 */
export async function revokeClearance(options: { db: Db; projectKey: string; principal: Principal; key: string; reason: string; now: Date }) {
  const { db, projectKey, principal, key, now } = options;
  const reason = options.reason.trim();
  if (!reason) throw badRequest('CLEARANCE_REASON_REQUIRED', 'clearanceReasonRequired', {}, [{ field: 'reason', message: 'required' }]);
  await getClearance(db, projectKey, key, now);
  const [row] = await db
    .update(clearances)
    .set({ status: 'revoked', revokedBy: principal.userKey, revokedAt: now, revokeReason: reason, version: sql`${clearances.version} + 1` })
    .where(and(eq(clearances.projectKey, projectKey), eq(clearances.key, key), eq(clearances.status, 'issued')))
    .returning();
  if (!row) throw conflict('CLEARANCE_NOT_REVOCABLE', 'clearanceNotRevocable');
  return (await present(db, [row], now))[0];
}

const spec: ListSpec = {
  fields: {
    status: clearances.status,
    taxpayerKind: clearances.taxpayerKind,
    taxpayerKey: clearances.taxpayerKey,
    requestedAt: clearances.requestedAt,
    number: clearances.number,
  },
  search: [clearances.taxpayerName, clearances.number],
  defaultSort: ['requestedAt', 'DESC'],
};

/** The project's clearance requests: filters status, taxpayerKey, requestedAt_gte/_lte, q (name or number). */
export async function listClearances(db: Db, projectKey: string, query: ListQuery, now: Date) {
  const { where, orderBy, offset, limit } = parseListQuery(query, spec, [eq(clearances.projectKey, projectKey)]);
  const rows = await db
    .select()
    .from(clearances)
    .where(where)
    .orderBy(...orderBy, desc(clearances.key))
    .limit(limit)
    .offset(offset);
  return { offset, total: await cappedCount(db, clearances, where), rows: await present(db, rows, now) };
}
