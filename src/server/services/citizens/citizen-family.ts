import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { records } from '../../db/schema';
import { getRecord } from '../records/write-records';
import { toApiRecord, type RecordContext } from '../records/record-scope';

/** The family-hierarchy tab: parents and spouse the record names, children and siblings that name it. */
export async function citizenFamily(context: RecordContext, key: string) {
  const citizen = await getRecord(context, key);
  const { fatherKey, motherKey, spouseKey } = citizen.data as Record<string, string | undefined>;
  const scope = and(eq(records.resource, 'citizens'), eq(records.projectKey, context.projectKey ?? ''));
  const named = [fatherKey, motherKey, spouseKey].filter((k): k is string => Boolean(k));
  const relatives = named.length
    ? await context.db
        .select()
        .from(records)
        .where(and(scope, inArray(records.key, named)))
    : [];
  const byKey = new Map(relatives.map((r) => [r.key, toApiRecord(r)]));
  const childOf = (parent: string) =>
    or(sql`${records.data} @> ${JSON.stringify({ fatherKey: parent })}::jsonb`, sql`${records.data} @> ${JSON.stringify({ motherKey: parent })}::jsonb`);
  const children = await context.db
    .select()
    .from(records)
    .where(and(scope, childOf(key)))
    .orderBy(records.label)
    .limit(100);
  const parents = [fatherKey, motherKey].filter((k): k is string => Boolean(k));
  const siblings = parents.length
    ? (
        await context.db
          .select()
          .from(records)
          .where(and(scope, or(...parents.map(childOf))))
          .orderBy(records.label)
          .limit(100)
      ).filter((r) => r.key !== key)
    : [];
  return {
    citizen: toApiRecord(citizen),
    father: fatherKey ? (byKey.get(fatherKey) ?? null) : null,
    mother: motherKey ? (byKey.get(motherKey) ?? null) : null,
    spouse: spouseKey ? (byKey.get(spouseKey) ?? null) : null,
    children: children.map(toApiRecord),
    siblings: siblings.map(toApiRecord),
  };
}
