import { MAX_LIST_ROWS } from '../../../domain/list-depth';
import { AppError, badRequest } from '../../app-error';
import { assertCleanValue } from '../../plugins/input-guard';

/**
 * Set by server code only: an export of a list that cannot be read by keyset pages on past the
 * screens' depth. A symbol key never comes out of a query string or a JSON body.
 */
export const DEEP_READ: unique symbol = Symbol('deep list read');

/** ra-data-simple-rest's list parameters, as JSON text in the query string. */
export type ListQuery = { sort?: string; range?: string; filter?: string; [DEEP_READ]?: true };

export type ListParams = {
  sort: [field: string, direction: 'ASC' | 'DESC'];
  offset: number;
  limit: number;
  /** Own entries of the filter object, empty values dropped (an empty input means "no filter"). */
  filters: [name: string, value: unknown][];
};

export const MAX_PAGE_SIZE = 500;
/**
 * A screen reaches the first 10,000 rows of a list and no further: past that an OFFSET makes the
 * database read and drop every row before the page, a cheap way for one caller to load it. Deeper
 * rows are reached by filtering or sorting, or in an export, which reads by keyset.
 */
export const MAX_OFFSET = MAX_LIST_ROWS;
/** How deep a DEEP_READ may page (an export holds at most 200,000 rows). */
const MAX_DEEP_OFFSET = 1_000_000;

export const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: { type: 'string', maxLength: 200 },
    range: { type: 'string', maxLength: 50 },
    filter: { type: 'string', maxLength: 2000 },
  },
} as const;

export const invalidList = (details: string) => badRequest('INVALID_QUERY', 'invalidQuery', { details });

/**
 * JSON escapes (`\u0000`, `\ud800`) get past the guard on the raw query string, so the decoded
 * value is checked again: such text must not reach a query either.
 */
function parseJson(text: string | undefined, name: string): unknown {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidList(name);
  }
  assertCleanValue(value, name);
  return value;
}

const isOffset = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

export const listTooDeep = () => new AppError(400, 'LIST_TOO_DEEP', 'listTooDeep', { rows: MAX_OFFSET });

/**
 * The one parser of list parameters: shapes and bounds only. Which names may be sorted or
 * filtered on is the store's business, and stores look names up as own properties only, so
 * `__proto__` or `constructor` is an unknown field like any other.
 */
export function parseListParams(query: ListQuery, defaultSort: [string, 'ASC' | 'DESC']): ListParams {
  const sort = parseJson(query.sort, 'sort') ?? defaultSort;
  const filter = parseJson(query.filter, 'filter') ?? {};
  // A read of given records (react-admin's getMany sends their ids and no range) answers them all,
  // not the first page of 25 (tax-staff walk D10: 25 owners of 47 shown, the rest as "—").
  const ids = typeof filter === 'object' && filter !== null ? ((filter as Record<string, unknown>).id ?? (filter as Record<string, unknown>)._key) : undefined;
  const range = parseJson(query.range, 'range') ?? (Array.isArray(ids) && ids.length > 0 ? [0, Math.min(ids.length, MAX_PAGE_SIZE) - 1] : [0, 24]);
  if (!Array.isArray(sort) || sort.length < 1 || sort.length > 2 || typeof sort[0] !== 'string') throw invalidList('sort');
  const direction = String(sort[1] ?? 'ASC').toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') throw invalidList('sort');
  if (!Array.isArray(range) || range.length !== 2 || !range.every(isOffset) || range[1] < range[0]) throw invalidList('range');
  const limit = Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE);
  if (range[0] + limit > (query[DEEP_READ] ? MAX_DEEP_OFFSET : MAX_OFFSET)) throw listTooDeep();
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw invalidList('filter');
  const filters = Object.entries(filter as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return {
    sort: [sort[0], direction],
    offset: range[0],
    limit,
    filters,
  };
}

/** Looks a client-given name up in a table of allowed names without reaching Object.prototype. */
export const ownEntry = <T>(table: Record<string, T>, name: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;

/** LIKE/ILIKE treat % and _ as wildcards: a typed "50%" searches for the text "50%". */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
