import { and, arrayOverlaps, between, eq, ne } from 'drizzle-orm';
import { DUPLICATE_DAY_WINDOW, isProbableDuplicate, type BirthIdentity } from '../../../domain/health-duplicates';
import type { Db } from '../../db/open-db';
import { births } from '../../db/schema';

/** The most declarations compared with a new one: a few days of a whole province, at most. */
const MAX_CANDIDATES = 5000;

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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
        between(births.dateOfBirth, shiftDay(identity.dateOfBirth, -DUPLICATE_DAY_WINDOW), shiftDay(identity.dateOfBirth, DUPLICATE_DAY_WINDOW)),
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
