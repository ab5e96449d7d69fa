import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-db';
import { appSettings } from '../db/schema';

/** Secrets read once per database: a stored secret never changes, and links are signed on hot paths. */
const known = new WeakMap<Db, Map<string, Promise<string>>>();

async function readOrMakeSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, name));
  return row.value;
}

/**
 * A secret made on first start and kept in the database, so every instance on the same database
 * signs and checks tokens alike and no secret ever sits in the repository.
 */
export function ensureSecret(db: Db, name: string): Promise<string> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrMakeSecret(db, name);
    secrets.set(name, secret);
    // A failed read (database down) is not remembered: the next call tries again.
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}
