import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-db';
import { openTestDatabase } from './support/test-database';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await database.db.execute(query)) as { rows: T[] }).rows;

describe('the demo data a visitor reads', () => {
  it('holds no record created in the future, in any table', async () => {
    const tables = await rows<{ table_name: string; keyed: boolean }>(
      sql`select table_name, bool_or(column_name = 'key') as keyed from information_schema.columns
          where table_schema = current_schema() group by table_name having bool_or(column_name = 'created_at') order by table_name`,
    );
    expect(tables.length).toBeGreaterThan(10);
    const future: string[] = [];
    for (const { table_name, keyed } of tables) {
      const example = keyed ? sql`min(key)::text` : sql`null`;
      const [found] = await rows<{ n: number; example: string | null }>(
        sql`select count(*)::int as n, ${example} as example from ${sql.identifier(table_name)} where created_at > now()`,
      );
      if (found.n > 0) future.push(`${table_name}: ${found.n} (${found.example ?? '?'})`);
    }
    expect(future).toEqual([]);
  });

  it('declares each death on or after the day of death', async () => {
    const [early] = await rows<{ n: number }>(sql`select count(*)::int as n from deaths where created_at::date < date_of_death::date`);
    expect(early.n).toBe(0);
  });

  it('leaves a few recent notes waiting for the receveur, none approved more than ten days ago', async () => {
    const [waiting] = await rows<{ recent: number; old: number }>(
      sql`select count(*) filter (where approved_at >= now() - interval '10 days')::int as recent,
                 count(*) filter (where approved_at < now() - interval '10 days')::int as old
          from tax_notes where awaiting_actor = 'receveur'`,
    );
    expect(waiting.old).toBe(0);
    expect(waiting.recent).toBeGreaterThan(0);
  });

  it("names every kind of event a note's History shows, in English and in French", async () => {
    const kinds = (await rows<{ kind: string }>(sql`select distinct kind from tax_note_events order by kind`)).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['created', 'issued', 'paid']));
    const unnamed = (labels: Record<string, string>) => kinds.filter((kind) => !labels[kind]);
    expect(unnamed(en.taxNotes.history.kinds)).toEqual([]);
    expect(unnamed(fr.taxNotes.history.kinds)).toEqual([]);
  });
});
