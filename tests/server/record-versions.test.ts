import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const STEPS = '/api/step/configurations';
const STALE = 'This record was changed by someone else since you opened it. Please reload it and make your change again.';

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra: Record<string, string> = {}) =>
  t.request({ method, url, headers: t.headersFor(admin, extra), payload: payload as Record<string, unknown> });
const ifMatch = (version: number | string) => ({ 'if-match': `"${version}"` });

let made = 0;
async function createStep() {
  made += 1;
  const created = await send('POST', STEPS, { labelName: `Versioned step ${made}`, stepKey: `versioned${made}`, sequence: made, stepMode: 'user' });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as { _key: string; version: number; labelName: string };
}

describe('record versions (ETag / If-Match)', () => {
  it('answers a new record with version 1, and every read with the version as a strong ETag', async () => {
    const step = await createStep();
    expect(step.version).toBe(1);
    const read = await send('GET', `${STEPS}/${step._key}`);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json().data.version).toBe(1);
    const list = (await send('GET', `${STEPS}?range=[0,99]`)).json().data as { _key: string; version: number }[];
    expect(list.find((row) => row._key === step._key)?.version).toBe(1);
  });

  it("refuses a change or a delete that names no version with 428, in the reader's language", async () => {
    const step = await createStep();
    const put = await send('PUT', `${STEPS}/${step._key}`, { ...step, labelName: 'Blind save' });
    expect(put.statusCode).toBe(428);
    expect(put.json()).toMatchObject({ error: true, errorCode: 'VERSION_REQUIRED' });
    expect(put.json().responseMessage).toContain('If-Match');
    const deleted = await send('DELETE', `${STEPS}/${step._key}`, undefined, { 'accept-language': 'fr' });
    expect(deleted.statusCode).toBe(428);
    expect(deleted.json().responseMessage).toBe(
      "Cette modification doit indiquer la version de l'enregistrement qu'elle remplace (en-tête If-Match). Veuillez recharger l'enregistrement et réessayer.",
    );
    expect((await send('GET', `${STEPS}/${step._key}`)).json().data).toMatchObject({ labelName: step.labelName, version: 1 });
  });

  it('applies a change made from the current version, bumps the version and answers the new ETag', async () => {
    const step = await createStep();
    const saved = await send('PUT', `${STEPS}/${step._key}`, { ...step, labelName: 'Renamed step' }, ifMatch(1));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json().data).toMatchObject({ labelName: 'Renamed step', version: 2 });
    const weak = await send('PUT', `${STEPS}/${step._key}`, { ...step, labelName: 'Renamed again' }, { 'if-match': 'W/"2"' });
    expect(weak.statusCode, weak.body).toBe(200);
    expect((await send('GET', `${STEPS}/${step._key}`)).json().data).toMatchObject({ labelName: 'Renamed again', version: 3 });
  });

  it('refuses a change made from an older copy with 412, telling the user to reload, and keeps the newer save', async () => {
    const step = await createStep();
    expect((await send('PUT', `${STEPS}/${step._key}`, { ...step, labelName: 'First save' }, ifMatch(1))).statusCode).toBe(200);
    const stale = await send('PUT', `${STEPS}/${step._key}`, { ...step, labelName: 'Second save' }, ifMatch(1));
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ error: true, errorCode: 'STALE_RECORD', responseMessage: STALE });
    const french = await send('PUT', `${STEPS}/${step._key}`, { ...step, labelName: 'Second save' }, { ...ifMatch(7), 'accept-language': 'fr' });
    expect(french.json().responseMessage).toBe(
      "Cet enregistrement a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert. Veuillez le recharger et refaire votre modification.",
    );
    expect((await send('PUT', `${STEPS}/${step._key}`, step, { 'if-match': '*' })).statusCode).toBe(412);
    expect((await send('GET', `${STEPS}/${step._key}`)).json().data).toMatchObject({ labelName: 'First save', version: 2 });
  });

  it('ignores a version sent in the body: only If-Match names it, and only the server moves it', async () => {
    const step = await createStep();
    const saved = await send('PUT', `${STEPS}/${step._key}`, { ...step, version: 99, labelName: 'Body version' }, ifMatch(1));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(2);
    const created = await send('POST', STEPS, { labelName: 'Born at 40', stepKey: 'bornAtForty', sequence: 40, stepMode: 'user', version: 40 });
    expect(created.json().data.version).toBe(1);
  });

  it('deletes only the version the client saw', async () => {
    const step = await createStep();
    await send('PUT', `${STEPS}/${step._key}`, { ...step, labelName: 'Changed before delete' }, ifMatch(1));
    const stale = await send('DELETE', `${STEPS}/${step._key}`, undefined, ifMatch(1));
    expect(stale.statusCode).toBe(412);
    expect(stale.json().errorCode).toBe('STALE_RECORD');
    expect((await send('GET', `${STEPS}/${step._key}`)).statusCode).toBe(200);
    const deleted = await send('DELETE', `${STEPS}/${step._key}`, undefined, ifMatch(2));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await send('GET', `${STEPS}/${step._key}`)).statusCode).toBe(404);
  });

  it('answers 404, not 412, for a record that is not there', async () => {
    const missing = await send('PUT', `${STEPS}/no-such-step`, { labelName: 'Ghost', stepKey: 'ghost', sequence: 1, stepMode: 'user' }, ifMatch(1));
    expect(missing.statusCode).toBe(404);
    expect((await send('DELETE', `${STEPS}/no-such-step`, undefined, ifMatch(1))).statusCode).toBe(404);
  });
});
