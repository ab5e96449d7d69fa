import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/**
 * Fifty clerks open one step configuration, each adds a heading and saves. A save made from a
 * copy someone else has already replaced must be refused, never applied over the newer save:
 * every save the server acknowledged is in the record. Meaningful on PostgreSQL, where the
 * requests really run at once; PGlite runs them one after another and must agree.
 */
const CLIENTS = 50;
const RETRYING = 10;
const STEPS = '/api/step/configurations';

type Heading = { headingKey: string; type: string };
type Step = { _key: string; version: number; headings?: Heading[] } & Record<string, unknown>;

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const read = async (key: string) => (await t.request({ method: 'GET', url: `${STEPS}/${key}`, headers: t.headersFor(admin) })).json().data as Step;

/** What one clerk's form sends: the copy it read, plus its own heading, naming the version read. */
function saveWithHeading(copy: Step, headingKey: string) {
  const { _key, version, projectKey, createdAt, updatedAt, ...fields } = copy;
  void projectKey;
  void createdAt;
  void updatedAt;
  const headings = [...(copy.headings ?? []), { headingKey, type: 'text' }];
  return t.request({ method: 'PUT', url: `${STEPS}/${_key}`, headers: t.headersFor(admin, { 'if-match': `"${version}"` }), payload: { ...fields, headings } });
}

describe(`${CLIENTS} clients saving one record at once`, () => {
  it('applies exactly one save, refuses the others with 412, and loses no acknowledged heading', async () => {
    const created = await t.request({
      method: 'POST',
      url: STEPS,
      headers: t.headersFor(admin),
      payload: { labelName: 'Contested step', stepKey: 'contested', sequence: 7, stepMode: 'user' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const key = created.json().data._key as string;

    const copies = await Promise.all(Array.from({ length: CLIENTS }, () => read(key)));
    expect(new Set(copies.map((c) => c.version))).toEqual(new Set([1]));
    const responses = await Promise.all(copies.map((copy, client) => saveWithHeading(copy, `clerk${client}`)));

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(CLIENTS - 1);
    for (const refused of responses.filter((r) => r.statusCode === 412)) expect(refused.json().errorCode).toBe('STALE_RECORD');
    const winner = statuses.indexOf(200);
    const stored = await read(key);
    expect(stored.version).toBe(2);
    expect(stored.headings).toEqual([{ headingKey: `clerk${winner}`, type: 'text' }]);

    // Some refused clerks reload and try again, all at once, until each save is acknowledged:
    // every acknowledged heading must then be in the record, each exactly once. (Ten of them:
    // each round lets one through, so all forty-nine would make a slow test prove nothing more.)
    const retrying = Array.from({ length: CLIENTS }, (_, client) => client)
      .filter((client) => client !== winner)
      .slice(0, RETRYING);
    let waiting = retrying;
    for (let round = 0; waiting.length && round < RETRYING; round += 1) {
      const retried = await Promise.all(waiting.map(async (client) => ({ client, response: await saveWithHeading(await read(key), `clerk${client}`) })));
      expect(retried.every(({ response }) => [200, 412].includes(response.statusCode))).toBe(true);
      expect(retried.filter(({ response }) => response.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      waiting = retried.filter(({ response }) => response.statusCode !== 200).map(({ client }) => client);
    }
    expect(waiting).toEqual([]);
    const final = await read(key);
    expect(final.headings?.map((h) => h.headingKey).sort()).toEqual([winner, ...retrying].map((client) => `clerk${client}`).sort());
    expect(final.version).toBe(RETRYING + 2);
  });
});
