import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { PROJECT_TYPES } from '../../../domain/constants';
import type { Db } from '../../db/open-db';
import { chainHeads } from '../../db/schema';
import { chainHead, type Chain } from './chains';

/**
 * The chains a project's overview shows and its daily job writes down: the project's activity,
 * its notes' history (tax projects), and the installation-wide activity (sign-ins, administration),
 * which every project's auditor may want to seal too.
 */
export const CHAIN_KINDS = ['projectActivity', 'noteEvents', 'installationActivity'] as const;
export type ChainKind = (typeof CHAIN_KINDS)[number];

const chainOf = (kind: ChainKind, projectKey: string): Chain =>
  kind === 'projectActivity'
    ? { table: 'user_activity', projectKey }
    : kind === 'noteEvents'
      ? { table: 'tax_note_events', projectKey }
      : { table: 'user_activity', projectKey: null };

const kindsFor = (projectType: string): readonly ChainKind[] =>
  projectType === PROJECT_TYPES.tax ? CHAIN_KINDS : CHAIN_KINDS.filter((kind) => kind !== 'noteEvents');

/** Writes down the current head of each of the project's chains (a chain with no row yet has none) and answers them. */
export async function recordChainHeads(db: Db, projectKey: string, projectType: string, now: Date): Promise<{ kind: ChainKind; lastId: number }[]> {
  const recorded: { kind: ChainKind; lastId: number }[] = [];
  for (const kind of kindsFor(projectType)) {
    const head = await chainHead(db, chainOf(kind, projectKey));
    if (!head) continue;
    await db.insert(chainHeads).values({
      projectKey,
      chainTable: head.table,
      chainProjectKey: head.projectKey,
      lastId: head.lastId,
      lastSeq: head.lastSeq,
      rowHash: Buffer.from(head.rowHash, 'hex'),
      recordedAt: now,
    });
    recorded.push({ kind, lastId: head.lastId });
  }
  return recorded;
}

/** A recorded head as the overview shows it; `null` fields when none was recorded yet. */
export type RecordedChainHead = { kind: ChainKind; lastId: number | null; lastSeq: number | null; rowHash: string | null; recordedAt: string | null };

/** The latest head the daily job recorded for each of the project's chains. */
export async function latestChainHeads(db: Db, projectKey: string, projectType: string): Promise<RecordedChainHead[]> {
  const heads: RecordedChainHead[] = [];
  for (const kind of kindsFor(projectType)) {
    const chain = chainOf(kind, projectKey);
    const [row] = await db
      .select({
        lastId: chainHeads.lastId,
        lastSeq: chainHeads.lastSeq,
        rowHash: sql<string>`encode(${chainHeads.rowHash}, 'hex')`,
        recordedAt: chainHeads.recordedAt,
      })
      .from(chainHeads)
      .where(
        and(
          eq(chainHeads.projectKey, projectKey),
          eq(chainHeads.chainTable, chain.table),
          chain.projectKey === null ? isNull(chainHeads.chainProjectKey) : eq(chainHeads.chainProjectKey, chain.projectKey),
        ),
      )
      .orderBy(desc(chainHeads.recordedAt), desc(chainHeads.id))
      .limit(1);
    heads.push(
      row
        ? { kind, lastId: row.lastId, lastSeq: row.lastSeq, rowHash: row.rowHash, recordedAt: row.recordedAt.toISOString() }
        : { kind, lastId: null, lastSeq: null, rowHash: null, recordedAt: null },
    );
  }
  return heads;
}
