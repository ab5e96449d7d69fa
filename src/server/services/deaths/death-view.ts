import { and, eq } from 'drizzle-orm';
import { deathActionsFor, deceasedName, type DeathState } from '../../../domain/health-deaths';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { deaths, type DeathRow } from '../../db/schema';
import type { Principal } from '../auth/principal';

/** A declaration as the API answers it: the row under `_key`, the full name, and what the caller may do now. */
export function toApiDeath(row: DeathRow, principal?: Principal) {
  const { key, ...rest } = row;
  return {
    _key: key,
    ...rest,
    deceasedName: deceasedName(row),
    ...(principal ? { actions: deathActionsFor(principal.roleList, row.state as DeathState) } : {}),
  };
}
export type ApiDeath = ReturnType<typeof toApiDeath>;

/** A declaration of the project (404 when it is not there, whichever project holds it). */
export async function findDeath(db: Db, projectKey: string, key: string): Promise<DeathRow> {
  const [row] = await db
    .select()
    .from(deaths)
    .where(and(eq(deaths.projectKey, projectKey), eq(deaths.key, key)));
  if (!row) throw notFound();
  return row;
}

/** The same, locked until the transaction ends: whoever acts on it next waits for this one. */
export async function lockDeath(tx: Db, projectKey: string, key: string): Promise<DeathRow> {
  const [row] = await tx
    .select()
    .from(deaths)
    .where(and(eq(deaths.projectKey, projectKey), eq(deaths.key, key)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export async function getDeath(db: Db, projectKey: string, key: string, principal: Principal) {
  return toApiDeath(await findDeath(db, projectKey, key), principal);
}
