import { createHash } from 'node:crypto';
import { and, asc, desc, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { records } from '../../db/schema';
import { cappedCount } from '../list-query';
import { escapeLike, invalidList as invalid, ownEntry, parseListParams, type ListQuery } from '../lists/list-params';
import { searchWords, type EntityMeta, type JsonSchema } from '../../../domain/entity-meta';
import { foldedText } from '../../db/folded-text';
import { scopeOf, toApiRecord, type RecordContext } from './record-scope';

const isNumeric = (property: JsonSchema | undefined) => [property?.type].flat().some((t) => t === 'integer' || t === 'number');

/** The sort expression of a field: the same text the start-up indexes are built on. */
export function fieldExpression(field: string, property: JsonSchema | undefined): SQL {
  // Field names come from the schema files, never from the request; the guard keeps it so.
  if (!/^\w+$/.test(field)) throw new Error(`unsafe field name ${field}`);
  return isNumeric(property) ? sql`((${records.data}->>${sql.raw(`'${field}'`)})::numeric)` : sql`(${records.data}->>${sql.raw(`'${field}'`)})`;
}

const isScalar = (property: JsonSchema | undefined) =>
  [property?.type].flat().some((t) => t === 'string' || t === 'boolean' || t === 'integer' || t === 'number');

/**
 * What a list sorts a field by: numbers as numbers, text as sortFold folds it (an accented letter
 * with its plain letter, case ignored), the way a French reader expects names in order. The
 * letters are written into the SQL, not bound, so the expression is the very one of its
 * start-up index (ensureRecordIndexes).
 */
export function sortKeyExpression(field: string, property: JsonSchema | undefined): SQL {
  if (isNumeric(property)) return fieldExpression(field, property);
  return foldedText(fieldExpression(field, property));
}

/** Text fields a list may sort on: each gets a start-up index on its folded key (sortKeyExpression). */
export function foldedSortFields(entity: EntityMeta): string[] {
  return entity.sortable.filter((field) => isScalar(entity.inlined.properties[field]) && !isNumeric(entity.inlined.properties[field]));
}

/** Fields with a start-up index: the sortable ones and the list filters. */
export function indexedFields(entity: EntityMeta): string[] {
  const fields = [...entity.sortable, ...entity.views.filter].filter((f) => isScalar(entity.inlined.properties[f]));
  return [...new Set(fields)];
}

const typeMatches = (property: JsonSchema, value: unknown) => {
  const types = [property.type].flat();
  if (typeof value === 'string') return types.includes('string');
  if (typeof value === 'boolean') return types.includes('boolean');
  if (typeof value === 'number') return Number.isFinite(value) && (types.includes('number') || (types.includes('integer') && Number.isSafeInteger(value)));
  return false;
};

/** A bound of a range filter: a number for a numeric field (compared as numeric), text otherwise. */
const rangeBoundFits = (property: JsonSchema, value: unknown) =>
  isNumeric(property) ? typeof value === 'number' && Number.isFinite(value) : typeof value === 'string';

function filterCondition(context: RecordContext, name: string, value: unknown): SQL | undefined {
  const { properties } = context.entity.inlined;
  if (name === 'q') {
    if (typeof value !== 'string') throw invalid('filter.q');
    // What was typed anywhere in the folded search text, as before ('simba', a plate's middle), or
    // every typed word at the start of one of its words, in any order ('Christian Kis'; see
    // searchWords in src/domain/entity-meta.ts). Each condition is a trigram-indexed like.
    const words = searchWords(value);
    if (!words.length) return undefined;
    const startsAWord = (word: string) =>
      or(sql`${records.searchText} like ${`${escapeLike(word)}%`}`, sql`${records.searchText} like ${`% ${escapeLike(word)}%`}`)!;
    return or(sql`${records.searchText} like ${`%${escapeLike(words.join(' '))}%`}`, and(...words.map(startsAWord)));
  }
  const values = Array.isArray(value) ? value : [value];
  if (values.length > 500) throw invalid(`filter.${name}`);
  if (name === 'id' || name === '_key') {
    if (!values.length || !values.every((v) => typeof v === 'string')) throw invalid(`filter.${name}`);
    return inArray(records.key, values as string[]);
  }
  const range = /^(\w+)_(gte|lte)$/.exec(name);
  const rangeProperty = range ? ownEntry(properties, range[1]) : undefined;
  if (range && rangeProperty) {
    if (!rangeBoundFits(rangeProperty, value)) throw invalid(`filter.${name}`);
    const expression = fieldExpression(range[1], rangeProperty);
    return range[2] === 'gte' ? sql`${expression} >= ${value}` : sql`${expression} <= ${value}`;
  }
  const property = ownEntry(properties, name);
  // An array field (vehicle taxes) matches when it holds any of the values asked for.
  if (property && [property.type].flat().includes('array') && property.items) {
    if (!values.length || !values.every((v) => typeMatches(property.items!, v))) throw invalid(`filter.${name}`);
    return or(...values.map((v) => sql`${records.data} @> ${JSON.stringify({ [name]: [v] })}::jsonb`));
  }
  if (!property || !values.length || !values.every((v) => typeMatches(property, v))) throw invalid(`filter.${name}`);
  // Indexed fields compare on the same expression as their start-up index (counts stay index-only);
  // any other field uses jsonb containment on the GIN index.
  if (indexedFields(context.entity).includes(name) && !isNumeric(property)) {
    return inArray(fieldExpression(name, property), values.map(String));
  }
  return or(...values.map((v) => sql`${records.data} @> ${JSON.stringify({ [name]: v })}::jsonb`));
}

/** A page of records: filters, free text, sort on the schema's sortable fields, Content-Range total. */
/** `count: false` is for use cases reading a page for themselves: the total is a query nobody reads. */
const statementName = (text: string) => `records_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

/** Where a keyset read stopped: the last row's sort value (as text) and key. */
export type RecordCursor = { value: string | null; key: string };

/**
 * `after`: a keyset read (exports walk a whole list): rows after that cursor in the list's order,
 * so the thousandth page costs what the first does, where an OFFSET re-reads every row before it.
 * `countUpTo`: count the matches up to that bound instead of the list's cap.
 */
type ListOptions = { count?: boolean; named?: boolean; after?: RecordCursor | null; countUpTo?: number };

/**
 * What follows `cursor` in the order (expression, key), as conditions read one after the other:
 * PostgreSQL puts nulls last ascending and first descending, and a row comparison on the sort
 * index's own columns keeps each read an index range scan (an OR with the nulls would not).
 */
function afterCursor(expression: SQL, type: string, cursor: RecordCursor, direction: 'ASC' | 'DESC'): SQL[] {
  const value = cursor.value === null ? undefined : sql`cast(${cursor.value} as ${sql.raw(type)})`;
  if (direction === 'ASC') {
    if (!value) return [sql`(${expression} is null and ${records.key} > ${cursor.key})`];
    return [sql`(${expression}, ${records.key}) > (${value}, ${cursor.key})`, sql`${expression} is null`];
  }
  if (!value) return [sql`(${expression} is null and ${records.key} < ${cursor.key})`, sql`${expression} is not null`];
  return [sql`(${expression}, ${records.key}) < (${value}, ${cursor.key})`];
}

/**
 * `named`: the statement gets a name drawn from its text, so each connection plans it once. The
 * record store carries dozens of partial indexes and planning a query over it costs more than
 * running it; the money path's reads (steps, rates, nomenclature) repeat the same few shapes on
 * every note and payment. User-facing lists stay unnamed: their shapes are many and a generic
 * plan could suit one filter badly.
 */
export async function listRecords(context: RecordContext, query: ListQuery, options: ListOptions = {}) {
  const { entity } = context;
  const defaultSort: [string, 'ASC' | 'DESC'] = entity.sortable[0] ? [entity.sortable[0], 'ASC'] : ['createdAt', 'DESC'];
  const {
    sort: [field, direction],
    offset,
    limit,
    filters,
  } = parseListParams(query, defaultSort);
  const stamps: Record<string, SQL> = {
    createdAt: sql`${records.createdAt}`,
    updatedAt: sql`${records.updatedAt}`,
    id: sql`${records.key}`,
    _key: sql`${records.key}`,
  };
  const sortExpression = ownEntry(stamps, field) ?? (entity.sortable.includes(field) ? sortKeyExpression(field, entity.inlined.properties[field]) : undefined);
  if (!sortExpression) throw invalid('sort');
  const sortType = ownEntry(stamps, field)
    ? field === 'createdAt' || field === 'updatedAt'
      ? 'timestamptz'
      : 'text'
    : isNumeric(entity.inlined.properties[field])
      ? 'numeric'
      : 'text';
  const conditions = [scopeOf(context)];
  for (const [name, value] of filters) {
    const condition = filterCondition(context, name, value);
    if (condition) conditions.push(condition);
  }
  const where = and(...conditions);
  const order = direction === 'DESC' ? [desc(sortExpression), desc(records.key)] : [asc(sortExpression), asc(records.key)];
  const read = (condition: SQL | undefined, count: number, skip: number) =>
    context.db
      .select({ ...getTableColumns(records), sortValue: sql<string | null>`cast(${sortExpression} as text)` })
      .from(records)
      .where(condition)
      .orderBy(...order)
      .limit(count)
      .offset(skip);
  let rows: Awaited<ReturnType<typeof read>> = [];
  if (options.after) {
    for (const after of afterCursor(sortExpression, sortType, options.after, direction)) {
      if (rows.length >= limit) break;
      rows = rows.concat(await read(and(where, after), limit - rows.length, 0));
    }
  } else {
    const select = read(where, limit, offset);
    rows = options.named ? await select.prepare(statementName(select.toSQL().sql)).execute() : await select;
  }
  const total = options.count === false ? offset + rows.length : await cappedCount(context.db, records, where, options.countUpTo);
  const last = rows.at(-1);
  const next: RecordCursor | undefined = last ? { value: last.sortValue, key: last.key } : undefined;
  return { rows: rows.map(toApiRecord), total, offset, next };
}
