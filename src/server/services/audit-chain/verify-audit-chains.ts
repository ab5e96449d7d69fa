import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { CHAINED_TABLES, GENESIS_HASH, chainsOf, inChain, rowsOf, tableSql, type Chain } from './chains';

/**
 * What broke, on the first row where a chain stops holding:
 * - `content`: the row is not what was hashed (changed behind the application's back);
 * - `link`: the row does not link to the row before it (a row replaced, or the chain rewritten from here);
 * - `missing`: positions are missing before this row (rows deleted);
 * - `head`: a head the daily job recorded is no longer in the chain as it was (the chain's end cut off or rewritten).
 */
export type ChainProblem = 'content' | 'link' | 'missing' | 'head';

export type ChainBreak = Chain & { id: number; position: number; problem: ChainProblem; expected: string; found: string };
export type ChainSummary = Chain & { rows: number; lastId: number | null; headHash: string | null };
export type AuditVerification = { chains: ChainSummary[]; breaks: ChainBreak[]; rows: number; recordedHeads: number };

type ChainRow = { id: string; seq: string; prev: string; stored: string; computed: string };

/**
 * Walks one chain in position order, `batchSize` rows a read (by keyset, so a chain of millions
 * costs what its rows cost), recomputing each row's hash in the database with the trigger's own
 * function. Answers the rows read and the first break, if any: the walk stops there.
 */
async function verifyChain(db: Db, chain: Chain, batchSize: number): Promise<{ summary: ChainSummary; broken?: ChainBreak }> {
  const t = tableSql(chain.table);
  const rowHash = sql.raw(`${chain.table}_row_hash`);
  let position = 0;
  let previousHash = GENESIS_HASH;
  let lastId: number | null = null;
  let rows = 0;
  for (;;) {
    const batch = await rowsOf<ChainRow>(
      db,
      sql`select id::text as id, chain_seq::text as seq, encode(prev_hash, 'hex') as prev, encode(row_hash, 'hex') as stored,
                 encode(${rowHash}(r), 'hex') as computed
          from ${t} r where ${inChain(chain)} and chain_seq > ${position} order by chain_seq limit ${batchSize}`,
    );
    for (const row of batch) {
      const id = Number(row.id);
      const seq = Number(row.seq);
      const at = { ...chain, id, position: seq };
      const broken: ChainBreak | undefined =
        seq !== position + 1
          ? { ...at, problem: 'missing', expected: `position ${position + 1}`, found: `position ${seq}` }
          : row.prev !== previousHash
            ? { ...at, problem: 'link', expected: previousHash, found: row.prev }
            : row.computed !== row.stored
              ? { ...at, problem: 'content', expected: row.computed, found: row.stored }
              : undefined;
      if (broken) return { summary: { ...chain, rows, lastId, headHash: previousHash }, broken };
      position = seq;
      previousHash = row.stored;
      lastId = id;
      rows += 1;
    }
    if (batch.length < batchSize) return { summary: { ...chain, rows, lastId, headHash: rows ? previousHash : null } };
  }
}

type RecordedHead = {
  id: string;
  chainTable: string;
  chainProjectKey: string | null;
  lastId: string;
  lastSeq: string;
  hash: string;
  foundId: string | null;
  foundHash: string | null;
};

/**
 * Every head the daily job wrote down must still be in its chain, same row, same hash: a chain
 * rewritten from some row to its end, or cut short, links perfectly but misses its recorded heads.
 */
async function verifyRecordedHeads(db: Db, batchSize: number): Promise<{ count: number; breaks: ChainBreak[] }> {
  const breaks: ChainBreak[] = [];
  let after = 0;
  let count = 0;
  for (;;) {
    const batch = await rowsOf<RecordedHead>(
      db,
      sql`select h.id::text as id, h.chain_table as "chainTable", h.chain_project_key as "chainProjectKey", h.last_id::text as "lastId",
                 h.last_seq::text as "lastSeq", encode(h.row_hash, 'hex') as hash,
                 coalesce(a.id, n.id, e.id)::text as "foundId", encode(coalesce(a.row_hash, n.row_hash, e.row_hash), 'hex') as "foundHash"
          from chain_heads h
          left join user_activity a on h.chain_table = 'user_activity' and a.project_key = h.chain_project_key and a.chain_seq = h.last_seq
          left join user_activity n on h.chain_table = 'user_activity' and h.chain_project_key is null and n.project_key is null and n.chain_seq = h.last_seq
          left join tax_note_events e on h.chain_table = 'tax_note_events' and e.project_key = h.chain_project_key and e.chain_seq = h.last_seq
          where h.id > ${after} order by h.id limit ${batchSize}`,
    );
    for (const head of batch) {
      count += 1;
      if (head.foundId === head.lastId && head.foundHash === head.hash) continue;
      const table = CHAINED_TABLES.find((name) => name === head.chainTable);
      if (!table) continue;
      breaks.push({
        table,
        projectKey: head.chainProjectKey,
        id: Number(head.lastId),
        position: Number(head.lastSeq),
        problem: 'head',
        expected: head.hash,
        found: head.foundHash ?? 'no row',
      });
    }
    if (batch.length < batchSize) return { count, breaks };
    after = Number(batch[batch.length - 1].id);
  }
}

/** Walks every chain of both tables and checks the recorded heads. Intact when `breaks` is empty. */
export async function verifyAuditChains(
  db: Db,
  { batchSize = 5000, onChain }: { batchSize?: number; onChain?: (summary: ChainSummary, broken?: ChainBreak) => void } = {},
): Promise<AuditVerification> {
  const result: AuditVerification = { chains: [], breaks: [], rows: 0, recordedHeads: 0 };
  for (const table of CHAINED_TABLES) {
    for (const chain of await chainsOf(db, table)) {
      const { summary, broken } = await verifyChain(db, chain, batchSize);
      result.chains.push(summary);
      result.rows += summary.rows;
      if (broken) result.breaks.push(broken);
      onChain?.(summary, broken);
    }
  }
  const heads = await verifyRecordedHeads(db, batchSize);
  result.recordedHeads = heads.count;
  // A chain already broken earlier is named once, at its first broken row.
  result.breaks.push(...heads.breaks.filter((b) => !result.breaks.some((seen) => seen.table === b.table && seen.projectKey === b.projectKey)));
  return result;
}
