import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-db';
import { appSettings } from '../db/schema';

/**
 * A secret made on first start and kept in the database, so every instance on the same database
 * signs and checks tokens alike and no secret ever sits in the repository.
 */
export async function ensureSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, name));
  return row.value;
}
