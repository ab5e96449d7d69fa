import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/open-db';
import { TEMPLATE_DB, adminQuery, databaseUrlFor } from './support/test-database';

/**
 * Several instances starting at once on one PostgreSQL database: migrations and the function files
 * (src/server/db/functions/) run under one lock, so none fails and exactly one applies. The embedded
 * engine has one process per data directory, so this file runs in the PostgreSQL stage only.
 */
describe('several instances starting at once on PostgreSQL', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const name of made) await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
  });

  const startAtOnce = async (url: string, instances: number) => {
    const opened = await Promise.allSettled(Array.from({ length: instances }, () => openDb({ databaseUrl: url })));
    for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
    return opened;
  };

  it('migrate an empty database and apply the functions once, none failing', async () => {
    const name = `mapato_test_${randomBytes(6).toString('hex')}`;
    made.push(name);
    await adminQuery(`CREATE DATABASE ${name}`);
    const opened = await startAtOnce(databaseUrlFor(name), 3);
    expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    const applied = opened.map((o) => (o.status === 'fulfilled' ? o.value.functions?.applied : undefined));
    expect(applied.filter(Boolean)).toHaveLength(1);
  });

  it('apply changed functions once on a database in use, none failing ("tuple concurrently updated")', async () => {
    const name = `mapato_test_${randomBytes(6).toString('hex')}`;
    made.push(name);
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    const url = databaseUrlFor(name);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // As if the files had changed since the last start: every instance finds something to apply.
      await client.query(`update drizzle.__sql_functions set files_checksum = 'changed'`);
      const opened = await startAtOnce(url, 4);
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
      const applied = opened.map((o) => (o.status === 'fulfilled' ? o.value.functions?.applied : undefined));
      expect(applied.filter(Boolean)).toHaveLength(1);
    } finally {
      await client.end();
    }
  });
});
