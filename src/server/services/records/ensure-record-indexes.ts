import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import type { EntityMeta } from '../../../domain/entity-meta';
import { uniqueIndexName, uniqueRules } from '../../../domain/unique-fields';
import { fieldExpression, foldedSortFields, indexedFields, sortKeyExpression } from './list-records';

/**
 * One partial index per sortable or filter field of each entity, made from the schemas at start-up, so a
 * list sorted on any declared field pages through an index (a text field's sort through its folded key's). Idempotent; a schema that gains a
 * sortable field gets its index at the next start. (The tables themselves come from migrations.)
 */
export async function ensureRecordIndexes(db: Db, entities: EntityMeta[], options: { concurrently?: boolean } = {}): Promise<void> {
  // Hundreds of statements each start, one round trip each, for what is nearly always there already:
  // what exists (and is valid) is read once and skipped.
  const present = await presentNames(db);
  const ensure = createIndex(db, options.concurrently === true);
  const create: CreateIndex = async (name, kind, definition) => {
    if (!present.indexes.has(name)) await ensure(name, kind, definition);
  };
  for (const entity of entities.filter((e) => !e.bespoke)) {
    if (!/^\w+$/.test(entity.resource)) throw new Error(`unsafe resource name ${entity.resource}`);
    for (const field of indexedFields(entity)) {
      const name = `rx_${entity.resource}_${field}`.toLowerCase().slice(0, 63);
      const expression = fieldExpression(field, entity.inlined.properties[field]);
      await unlessMadeMeanwhile(async () => {
        await create(name, sql`index`, sql`on records (project_key, ${expression}, key) where resource = ${sql.raw(`'${entity.resource}'`)}`);
        // Without statistics on the expression the planner guesses 0.5% of rows match a filter and
        // sorts tens of thousands of rows instead of walking the sort index (seen: 166 ms → 1 ms).
        const statistics = `rs_${field}`.toLowerCase().slice(0, 63);
        if (!present.statistics.has(statistics)) {
          await db.execute(sql`create statistics if not exists ${sql.identifier(statistics)} on ${expression} from records`);
          present.statistics.add(statistics);
        }
      });
    }
    // A text field's list sort walks its folded key (accents and case ignored), an index of its own.
    for (const field of foldedSortFields(entity)) {
      const name = `rk_${entity.resource}_${field}`.toLowerCase().slice(0, 63);
      const expression = sortKeyExpression(field, entity.inlined.properties[field]);
      await unlessMadeMeanwhile(() =>
        create(name, sql`index`, sql`on records (project_key, ${expression}, key) where resource = ${sql.raw(`'${entity.resource}'`)}`),
      );
    }
    await ensureUniqueIndexes(db, entity, create);
  }
}

type CreateIndex = (name: string, kind: SQL, definition: SQL) => Promise<void>;

/** Two instances starting together may race on the same index: the other one made it. */
async function unlessMadeMeanwhile(build: () => Promise<void>): Promise<void> {
  try {
    await build();
  } catch (error) {
    if (!/already exists/.test(String((error as { cause?: Error }).cause?.message ?? error))) throw error;
  }
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, string>[] }).rows;

/** The valid indexes on records and every extended statistics object, by name. */
async function presentNames(db: Db) {
  const indexes = await db.execute(
    sql`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid where i.indrelid = 'records'::regclass and i.indisvalid`,
  );
  const statistics = await db.execute(sql`select stxname as name from pg_statistic_ext`);
  return { indexes: new Set(rowsOf(indexes).map((row) => row.name)), statistics: new Set(rowsOf(statistics).map((row) => row.name)) };
}

/**
 * On a PostgreSQL server already in use, indexes are built CONCURRENTLY so a new field's index
 * never blocks the clerks' writes while it builds. A concurrent build that failed half-way
 * leaves an invalid index that `if not exists` would keep forever: it is dropped and built again.
 */
function createIndex(db: Db, concurrently: boolean): CreateIndex {
  return async (name, kind, definition) => {
    if (!concurrently) {
      await db.execute(sql`create ${kind} if not exists ${sql.identifier(name)} ${definition}`);
      return;
    }
    const invalid = await db.execute(sql`select 1 from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = ${name} and not i.indisvalid`);
    if ((invalid as unknown as { rows: unknown[] }).rows.length) await db.execute(sql`drop index concurrently if exists ${sql.identifier(name)}`);
    await db.execute(sql`create ${kind} concurrently if not exists ${sql.identifier(name)} ${definition}`);
  };
}

/** A value as a clerk tells values apart: case and white space do not count (domain `uniqueForm`). */
const comparable = (field: string) => sql.raw(`lower(regexp_replace(data->>'${field}', '\\s+', '', 'g'))`);

/**
 * One unique partial index per `x-admin-unique` property, named `records_unique_<resource>_<field>`
 * so a duplicate that slips past the rules (two saves at the same instant) is answered 409
 * DUPLICATE naming the field. Records without the value are left out; global records compare
 * among themselves (an empty project key).
 */
async function ensureUniqueIndexes(db: Db, entity: EntityMeta, create: CreateIndex) {
  for (const rule of uniqueRules(entity.schema)) {
    if (!rule.fields.every((field) => /^\w+$/.test(field))) throw new Error(`unsafe unique field in ${entity.resource}`);
    const name = uniqueIndexName(entity.resource, rule.field);
    if (name.length > 63) throw new Error(`index name too long: ${name}`);
    const columns = sql.join(rule.fields.map(comparable), sql`, `);
    const present = sql.join(
      rule.fields.map((field) => sql`${comparable(field)} <> ''`),
      sql` and `,
    );
    try {
      await create(
        name,
        sql`unique index`,
        sql`on records (coalesce(project_key, ''), ${columns}) where resource = ${sql.raw(`'${entity.resource}'`)} and ${present}`,
      );
    } catch (error) {
      const text = String((error as { cause?: Error }).cause?.message ?? error);
      if (/already exists/.test(text)) continue;
      // Records saved before the rule existed may hold duplicates: say which, rather than a bare SQL error.
      if (/could not create unique index|duplicate key/i.test(text))
        throw new Error(`${name}: some ${entity.resource} records share a ${rule.fields.join(' + ')}; correct them, then start again`);
      throw error;
    }
  }
}
