import { createHash } from 'node:crypto';
import { and, asc, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { records } from '../../db/schema';
import { cappedCount } from '../list-query';
import { escapeLike, invalidList as invalid, ownEntry, parseListParams, type ListQuery } from '../lists/list-params';
import type { EntityMeta, JsonSchema } from '../../../domain/entity-meta';
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
    return sql`${records.searchText} like ${`%${escapeLike(value.trim().toLowerCase())}%`}`;
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

/**
 * `named`: the statement gets a name drawn from its text, so each connection plans it once. The
 * record store carries dozens of partial indexes and planning a query over it costs more than
 * running it; the money path's reads (steps, rates, nomenclature) repeat the same few shapes on
 * every note and payment. User-facing lists stay unnamed: their shapes are many and a generic
 * plan could suit one filter badly.
 */
export async function listRecords(context: RecordContext, query: ListQuery, options: { count?: boolean; named?: boolean } = {}) {
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
  const sortExpression = ownEntry(stamps, field) ?? (entity.sortable.includes(field) ? fieldExpression(field, entity.inlined.properties[field]) : undefined);
  if (!sortExpression) throw invalid('sort');
  const conditions = [scopeOf(context)];
  for (const [name, value] of filters) {
    const condition = filterCondition(context, name, value);
    if (condition) conditions.push(condition);
  }
  const where = and(...conditions);
  const order = direction === 'DESC' ? [desc(sortExpression), desc(records.key)] : [asc(sortExpression), asc(records.key)];
  const select = context.db
    .select()
    .from(records)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const rows = options.named ? await select.prepare(statementName(select.toSQL().sql)).execute() : await select;
  const total = options.count === false ? offset + rows.length : await cappedCount(context.db, records, where);
  return { rows: rows.map(toApiRecord), total, offset };
}
