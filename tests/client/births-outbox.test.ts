import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BirthDeclaration } from '../../src/domain/health-birth-rules';
import { createOutboxController } from '../../src/client/pages/births/outbox/outbox-controller';
import { flushOutbox, recoverInterrupted, retryDelayMs, savedEntry } from '../../src/client/pages/births/outbox/outbox-sender';
import { entriesOf, indexedDbOutbox, type OutboxStore } from '../../src/client/pages/births/outbox/outbox-store';

/**
 * The births outbox: declarations kept in IndexedDB until the server has them, each sent under
 * the key made at its first save, a refusal kept for correction, a lost network retried later.
 */
const draft = (childFirstName: string): BirthDeclaration => ({
  hospitalKey: 'est-sendwe',
  childFirstName,
  childLastName: 'Kasongo',
  gender: 'Female',
  dateOfBirth: '2026-03-02',
  heightMm: 495,
  weightGrams: 3150,
  motherFirstName: 'Odette',
  motherLastName: 'Kasongo',
  motherAge: 28,
  zone: 'Lubumbashi',
  motherHealth: 'good',
  caseType: 'normal',
  deliveryType: 'vaginal',
  congenitalAnomalies: false,
  multiplePregnancy: false,
});

let dbCount = 0;
let store: OutboxStore;
beforeEach(() => {
  dbCount += 1;
  store = indexedDbOutbox(createStore(`outbox-test-${dbCount}`, 'entries'));
});

const ids = (key: string, userKey = 'user-registrar') => ({ key, userKey, projectKey: 'proj-health' });
const networkDown = () => Object.assign(new Error('Failed to fetch'), { status: 0 });
const refused = (message: string) => Object.assign(new Error(message), { status: 400 });

describe('the outbox store', () => {
  it('keeps entries across store instances (a reload) and shows each user only their own', async () => {
    await store.put(savedEntry(draft('Amani'), ids('key-amani-0001'), undefined, new Date('2026-03-02T08:00:00Z')));
    await store.put(savedEntry(draft('Baraka'), ids('key-baraka-0001', 'user-other')));
    const reopened = indexedDbOutbox(createStore(`outbox-test-${dbCount}`, 'entries'));
    const mine = await entriesOf(reopened, 'user-registrar', 'proj-health');
    expect(mine.map((entry) => [entry.key, entry.draft.childFirstName, entry.status])).toEqual([['key-amani-0001', 'Amani', 'waiting']]);
    expect(await entriesOf(reopened, 'user-registrar', 'proj-other')).toEqual([]);
  });
});

describe('sending the outbox', () => {
  it('sends each waiting entry with its own key and removes it once the server has it', async () => {
    await store.put(savedEntry(draft('Amani'), ids('key-amani-0001'), undefined, new Date('2026-03-02T08:00:00Z')));
    await store.put(savedEntry(draft('Baraka'), ids('key-baraka-0001'), undefined, new Date('2026-03-02T09:00:00Z')));
    const send = vi.fn(async (_draft: BirthDeclaration, _key: string) => ({}));
    const result = await flushOutbox({ store, userKey: 'user-registrar', projectKey: 'proj-health', send });
    expect(send.mock.calls.map(([sent, key]) => [sent.childFirstName, key])).toEqual([
      ['Amani', 'key-amani-0001'],
      ['Baraka', 'key-baraka-0001'],
    ]);
    expect(result.sent).toEqual(['key-amani-0001', 'key-baraka-0001']);
    expect(await store.all()).toEqual([]);
  });

  it('keeps a refused entry with the server message and does not send it again until corrected', async () => {
    await store.put(savedEntry(draft('Amani'), ids('key-amani-0001')));
    const send = vi.fn(async (_draft: BirthDeclaration, _key: string) => {
      throw refused('Veuillez sélectionner l’établissement correct');
    });
    await flushOutbox({ store, userKey: 'user-registrar', projectKey: 'proj-health', send });
    const [entry] = await store.all();
    expect(entry).toMatchObject({ status: 'refused', refusal: { status: 400, message: 'Veuillez sélectionner l’établissement correct' }, attempts: 1 });

    await flushOutbox({ store, userKey: 'user-registrar', projectKey: 'proj-health', send });
    expect(send).toHaveBeenCalledTimes(1);

    // Corrected: waiting again, same key, refusal forgotten, and it goes.
    await store.put(savedEntry(draft('Amani Grace'), ids('key-amani-0001'), entry));
    const ok = vi.fn(async (_draft: BirthDeclaration, _key: string) => ({}));
    await flushOutbox({ store, userKey: 'user-registrar', projectKey: 'proj-health', send: ok });
    expect(ok).toHaveBeenCalledWith(expect.objectContaining({ childFirstName: 'Amani Grace' }), 'key-amani-0001');
    expect(await store.all()).toEqual([]);
  });

  it('puts an entry back to wait with a growing delay when the network fails, and stops the round', async () => {
    let now = 1_000_000;
    await store.put(savedEntry(draft('Amani'), ids('key-amani-0001'), undefined, new Date('2026-03-02T08:00:00Z')));
    await store.put(savedEntry(draft('Baraka'), ids('key-baraka-0001'), undefined, new Date('2026-03-02T09:00:00Z')));
    const send = vi.fn(async (_draft: BirthDeclaration, _key: string) => {
      throw networkDown();
    });
    await flushOutbox({ store, userKey: 'user-registrar', projectKey: 'proj-health', send, now: () => now });
    expect(send).toHaveBeenCalledTimes(1);
    const amani = await store.get('key-amani-0001');
    expect(amani).toMatchObject({ status: 'waiting', attempts: 1, nextAttemptAt: now + retryDelayMs(1) });

    // Not due yet: nothing is sent.
    now += retryDelayMs(1) - 1;
    await flushOutbox({ store, userKey: 'user-registrar', projectKey: 'proj-health', send, now: () => now });
    expect(send.mock.calls.map(([, key]) => key)).toEqual(['key-amani-0001', 'key-baraka-0001']);
    expect((await store.get('key-amani-0001'))?.attempts).toBe(1);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    // The network back (or a person pressing "Send now"): the backoff does not hold it.
    const ok = vi.fn(async (_draft: BirthDeclaration, _key: string) => ({}));
    await flushOutbox({ store, userKey: 'user-registrar', projectKey: 'proj-health', send: ok, now: () => now, force: true });
    expect(ok.mock.calls.map(([, key]) => key)).toEqual(['key-amani-0001', 'key-baraka-0001']);
    expect(retryDelayMs(50)).toBe(5 * 60_000);
  });

  it('treats a server error or an expired session as passing, not as a refusal', async () => {
    await store.put(savedEntry(draft('Amani'), ids('key-amani-0001')));
    for (const status of [500, 503, 401]) {
      await flushOutbox({
        store,
        userKey: 'user-registrar',
        projectKey: 'proj-health',
        now: () => 0,
        send: async () => {
          throw Object.assign(new Error('x'), { status });
        },
      });
      expect((await store.get('key-amani-0001'))?.status).toBe('waiting');
      await store.put({ ...(await store.get('key-amani-0001'))!, nextAttemptAt: 0 });
    }
  });

  it('sends again an entry a closed page left "sending", under the same key', async () => {
    await store.put({ ...savedEntry(draft('Amani'), ids('key-amani-0001')), status: 'sending', attempts: 1 });
    await recoverInterrupted(store);
    const send = vi.fn(async (_draft: BirthDeclaration, _key: string) => ({}));
    await flushOutbox({ store, userKey: 'user-registrar', projectKey: 'proj-health', send });
    expect(send).toHaveBeenCalledWith(expect.anything(), 'key-amani-0001');
  });
});

describe('the outbox controller', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps what is saved offline and sends it once when the online event comes', async () => {
    const send = vi.fn(async (_draft: BirthDeclaration, _key: string) => ({}));
    const controller = createOutboxController({ store, send, identity: () => ({ userKey: 'user-registrar', projectKey: 'proj-health' }) });
    online = false;
    await controller.start();
    await controller.save(draft('Amani'), 'key-amani-0001');
    expect(controller.entries().map((entry) => entry.status)).toEqual(['waiting']);
    expect(send).not.toHaveBeenCalled();

    online = true;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(controller.entries()).toEqual([]));
    await controller.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ childFirstName: 'Amani' }), 'key-amani-0001');
  });

  it('shows nothing and sends nothing without a signed-in user, and keeps the entries for their return', async () => {
    await store.put(savedEntry(draft('Amani'), ids('key-amani-0001')));
    const send = vi.fn(async (_draft: BirthDeclaration, _key: string) => ({}));
    const session: { userKey?: string } = {};
    const controller = createOutboxController({ store, send, identity: () => ({ userKey: session.userKey, projectKey: 'proj-health' }) });
    await controller.reload();
    await controller.flush();
    expect(controller.entries()).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    session.userKey = 'user-registrar';
    await controller.reload();
    expect(controller.entries().map((entry) => entry.key)).toEqual(['key-amani-0001']);
  });
});
