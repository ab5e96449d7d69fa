import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../app-error';

/** ra-data-simple-rest's list parameters, as JSON text in the query string. */
export type ListQuery = { sort?: string; range?: string; filter?: string };

export type ListSpec = {
  /** Fields a client may sort and filter on (indexed columns), by their API name. */
  fields: Record<string, PgColumn>;
  /** Columns the free-text `q` filter searches. */
  search?: PgColumn[];
  defaultSort: [string, 'ASC' | 'DESC'];
};

export type ParsedList = { where: SQL | undefined; orderBy: SQL[]; offset: number; limit: number };

export const MAX_PAGE_SIZE = 500;

export const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: { type: 'string', maxLength: 200 },
    range: { type: 'string', maxLength: 50 },
    filter: { type: 'string', maxLength: 2000 },
  },
} as const;

function parseJson(text: string | undefined, name: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('INVALID_QUERY', 'invalidQuery', { details: name });
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function parseListQuery(query: ListQuery, spec: ListSpec, extra: SQL[] = []): ParsedList {
  const sort = parseJson(query.sort, 'sort') ?? spec.defaultSort;
  const range = parseJson(query.range, 'range') ?? [0, 24];
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !(sort[0] in spec.fields) || !['ASC', 'DESC'].includes(String(sort[1] ?? 'ASC').toUpperCase())) {
    throw badRequest('INVALID_QUERY', 'invalidQuery', { details: 'sort' });
  }
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
    throw badRequest('INVALID_QUERY', 'invalidQuery', { details: 'range' });
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw badRequest('INVALID_QUERY', 'invalidQuery', { details: 'filter' });
  const conditions = [...extra];
  for (const [name, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (name === 'q' && typeof value === 'string' && spec.search?.length) {
      const pattern = `%${escapeLike(value.trim())}%`;
      conditions.push(or(...spec.search.map((column) => ilike(column, pattern)))!);
      continue;
    }
    const column = spec.fields[name];
    if (!column) throw badRequest('INVALID_QUERY', 'invalidQuery', { details: `filter.${name}` });
    const values = Array.isArray(value) ? value : [value];
    if (!values.length || !values.every((v) => typeof v === column.dataType)) throw badRequest('INVALID_QUERY', 'invalidQuery', { details: `filter.${name}` });
    conditions.push(values.length === 1 ? eq(column, values[0]) : inArray(column, values));
  }
  const [field, direction] = sort as [string, string];
  const column = spec.fields[field];
  const order = String(direction ?? 'ASC').toUpperCase() === 'DESC' ? desc(column) : asc(column);
  const limit = Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE);
  return { where: conditions.length ? and(...conditions) : undefined, orderBy: [order], offset: range[0], limit };
}

/** ra-data-simple-rest reads the total from Content-Range. */
export function sendList<T>(reply: FastifyReply, resource: string, offset: number, rows: T[], total: number) {
  const end = rows.length ? offset + rows.length - 1 : offset;
  reply.header('Content-Range', `${resource} ${offset}-${end}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return { error: false as const, data: rows };
}

export const countAll = sql<number>`cast(count(*) as integer)`;
