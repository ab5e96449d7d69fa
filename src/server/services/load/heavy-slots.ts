import type { Database } from '../../db/open-db';
import { newQuickConnectClient, surviveClientLoss } from '../../db/connection-losses';

/** Exports and reports one user may run at once: a third waits for one of them to end. */
export const HEAVY_SLOTS_PER_USER = 2;

/** A slot taken for one request; `release` gives it back (more than once is harmless). */
export type HeavySlot = { release: () => Promise<void> };

/** Takes one of a user's slots, or answers undefined when all are busy. */
export type HeavySlots = { take: (userKey: string) => Promise<HeavySlot | undefined>; slotsPerUser: number };

/**
 * On PostgreSQL the slots are session advisory locks, one per (user, slot), so every server
 * sharing the database counts the same slots. Each taken slot holds a connection of its own
 * outside the pool for the request's duration: ending it releases the lock, and so does the
 * server when that connection dies (a killed process or a lost network never leaves a slot taken).
 */
function advisorySlots(connectionString: string, slotsPerUser: number): HeavySlots {
  const take = async (userKey: string) => {
    const client = await newQuickConnectClient({ connectionString, application_name: 'mapato heavy-request slot' });
    // A connection lost while the request runs must not crash the process; its lock went with it.
    surviveClientLoss(client);
    await client.connect();
    try {
      for (let slot = 0; slot < slotsPerUser; slot += 1) {
        const { rows } = await client.query<{ taken: boolean }>(`select pg_try_advisory_lock(hashtext('mapato heavy requests'), hashtext($1)) as taken`, [
          `${userKey}#${slot}`,
        ]);
        if (rows[0]?.taken) {
          let ended: Promise<void> | undefined;
          return { release: () => (ended ??= client.end().catch(() => undefined)) };
        }
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    await client.end().catch(() => undefined);
    return undefined;
  };
  return { take, slotsPerUser };
}

/** PGlite serves one process: the slots are counted in memory. */
function processSlots(slotsPerUser: number): HeavySlots {
  const running = new Map<string, number>();
  const take = async (userKey: string) => {
    const count = running.get(userKey) ?? 0;
    if (count >= slotsPerUser) return undefined;
    running.set(userKey, count + 1);
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        const left = (running.get(userKey) ?? 1) - 1;
        if (left > 0) running.set(userKey, left);
        else running.delete(userKey);
      },
    };
  };
  return { take, slotsPerUser };
}

const inProcess = new WeakMap<object, HeavySlots>();

/**
 * The slots of a database: on PostgreSQL a view of the locks every server shares; on PGlite one
 * count per open database, the same for every caller in the process.
 */
export function heavySlotsFor(database: Pick<Database, 'engine' | 'connectionString'>, slotsPerUser = HEAVY_SLOTS_PER_USER): HeavySlots {
  if (database.engine === 'postgres' && database.connectionString) return advisorySlots(database.connectionString, slotsPerUser);
  const slots = inProcess.get(database) ?? processSlots(slotsPerUser);
  inProcess.set(database, slots);
  return slots;
}
