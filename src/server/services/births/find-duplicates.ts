import { and, arrayOverlaps, between, eq, ne, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/calendar-rules';
import { DUPLICATE_DAY_WINDOW, isProbableDuplicate, type BirthIdentity } from '../../../domain/health-duplicates';
import type { Db } from '../../db/open-db';
import { births } from '../../db/schema';

/** The most declarations compared with a new one: a few days of a whole province, at most. */
const MAX_CANDIDATES = 5000;

/**
 * Makes the project's declarations and corrections take turns from the duplicate check to their
 * commit: two copies of one birth sent at once under different idempotency keys would otherwise
 * each look before the other is written and neither be flagged. One lock per project, not per
 * mother and day, since the rule also matches close spellings a few days apart; a declaration
 * holds it for a few milliseconds. Held until the caller's transaction ends.
 */
export async function takeDuplicateCheckTurn(tx: Db, projectKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`birth-duplicates:${projectKey}`}))`);
}

/**
 * Keys of the project's declarations that probably record the same birth: the date-of-birth
 * window narrows them in SQL (indexed), the domain rule decides among those few.
 */
export async function probableDuplicatesOf(db: Db, projectKey: string, identity: BirthIdentity, exceptKey?: string): Promise<string[]> {
  const candidates = await db
    .select({
      key: births.key,
      hospitalKey: births.hospitalKey,
      dateOfBirth: births.dateOfBirth,
      childFirstName: births.childFirstName,
      childLastName: births.childLastName,
      motherFirstName: births.motherFirstName,
      motherLastName: births.motherLastName,
      motherCitizenKey: births.motherCitizenKey,
      multiplePregnancy: births.multiplePregnancy,
    })
    .from(births)
    .where(
      and(
        eq(births.projectKey, projectKey),
        between(births.dateOfBirth, addDays(identity.dateOfBirth, -DUPLICATE_DAY_WINDOW), addDays(identity.dateOfBirth, DUPLICATE_DAY_WINDOW)),
        exceptKey ? ne(births.key, exceptKey) : undefined,
      ),
    )
    .orderBy(births.createdAt, births.key)
    .limit(MAX_CANDIDATES);
  return candidates.filter((candidate) => isProbableDuplicate(identity, candidate)).map((candidate) => candidate.key);
}

/** For a page of declarations: the later declarations that name each of them as a probable duplicate. */
export async function repeatedByOf(db: Db, projectKey: string, keys: string[]): Promise<Map<string, string[]>> {
  const repeatedBy = new Map<string, string[]>();
  if (!keys.length) return repeatedBy;
  const later = await db
    .select({ key: births.key, duplicateOf: births.duplicateOf })
    .from(births)
    .where(and(eq(births.projectKey, projectKey), arrayOverlaps(births.duplicateOf, keys)));
  const wanted = new Set(keys);
  for (const row of later)
    for (const earlier of row.duplicateOf) if (wanted.has(earlier)) repeatedBy.set(earlier, [...(repeatedBy.get(earlier) ?? []), row.key]);
  return repeatedBy;
}
