import { and, asc, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { records } from '../../db/schema';
import { badRequest } from '../../app-error';
import { countAll, MAX_PAGE_SIZE, type ListQuery } from '../list-query';
import type { EntityMeta, JsonSchema } from '../../../domain/entity-meta';
import { scopeOf, toApiRecord, type RecordContext } from './record-scope';

const invalid = (details: string) => badRequest('INVALID_QUERY', 'invalidQuery', { details });

function parseJson(text: string | undefined, name: string, fallback: unknown): unknown {
  if (text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(name);
  }
}

const isNumeric = (property: JsonSchema | undefined) => [property?.type].flat().some((t) => t === 'integer' || t === 'number');

/** The sort expression of a field: the same text the start-up indexes are built on. */
export function fieldExpression(field: string, property: JsonSchema | undefined): SQL {
  // Field names come from the schema files, never from the request; the guard keeps it so.
  if (!/^\w+$/.test(field)) throw new Error(`unsafe field name ${field}`);
  return isNumeric(property) ? sql`((${records.data}->>${sql.raw(`'${field}'`)})::numeric)` : sql`(${records.data}->>${sql.raw(`'${field}'`)})`;
}

const isScalar = (property: JsonSchema | undefined) => [property?.type].flat().some((t) => t === 'string' || t === 'boolean' || t === 'integer' || t === 'number');

/** Fields with a start-up index: the sortable ones and the list filters. */
export function indexedFields(entity: EntityMeta): string[] {
  const fields = [...entity.sortable, ...entity.views.filter].filter((f) => isScalar(entity.inlined.properties[f]));
  return [...new Set(fields)];
}

const typeMatches = (property: JsonSchema, value: unknown) => {
  const types = [property.type].flat();
  if (typeof value === 'string') return types.includes('string');
  if (typeof value === 'boolean') return types.includes('boolean');
  if (typeof value === 'number') return types.includes('number') || (types.includes('integer') && Number.isInteger(value));
  return false;
};

function filterCondition(context: RecordContext, name: string, value: unknown): SQL | undefined {
  const { properties } = context.entity.inlined;
  if (name === 'q') {
    if (typeof value !== 'string') throw invalid('filter.q');
    return sql`${records.searchText} like ${`%${value.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  }
  const values = Array.isArray(value) ? value : [value];
  if (name === 'id' || name === '_key') {
    if (!values.length || !values.every((v) => typeof v === 'string')) throw invalid(`filter.${name}`);
    return inArray(records.key, values as string[]);
  }
  const range = /^(\w+)_(gte|lte)$/.exec(name);
  if (range && properties[range[1]] && (typeof value === 'string' || typeof value === 'number')) {
    const expression = fieldExpression(range[1], properties[range[1]]);
    return range[2] === 'gte' ? sql`${expression} >= ${value}` : sql`${expression} <= ${value}`;
  }
  const property = properties[name];
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
export async function listRecords(context: RecordContext, query: ListQuery) {
  const { entity } = context;
  const defaultSort = entity.sortable[0] ? [entity.sortable[0], 'ASC'] : ['createdAt', 'DESC'];
  const sort = parseJson(query.sort, 'sort', defaultSort);
  const range = parseJson(query.range, 'range', [0, 24]);
  const filter = parseJson(query.filter, 'filter', {});
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) throw invalid('range');
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw invalid('filter');
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1] ?? 'ASC').toUpperCase())) throw invalid('sort');
  const [field, direction] = [sort[0] as string, String(sort[1] ?? 'ASC').toUpperCase()];
  const stamps: Record<string, SQL> = { createdAt: sql`${records.createdAt}`, updatedAt: sql`${records.updatedAt}`, id: sql`${records.key}`, _key: sql`${records.key}` };
  const sortExpression = stamps[field] ?? (entity.sortable.includes(field) ? fieldExpression(field, entity.inlined.properties[field]) : undefined);
  if (!sortExpression) throw invalid('sort');
  const conditions = [scopeOf(context)];
  for (const [name, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    const condition = filterCondition(context, name, value);
    if (condition) conditions.push(condition);
  }
  const where = and(...conditions);
  const order = direction === 'DESC' ? [desc(sortExpression), desc(records.key)] : [asc(sortExpression), asc(records.key)];
  const limit = Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE);
  const rows = await context.db.select().from(records).where(where).orderBy(...order).limit(limit).offset(range[0]);
  const [{ total }] = await context.db.select({ total: countAll }).from(records).where(where);
  return { rows: rows.map(toApiRecord), total, offset: range[0] };
}
