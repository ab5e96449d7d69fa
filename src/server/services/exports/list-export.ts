import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Area } from '../../../domain/access-labels';
import type { Language } from '../../../domain/constants';
import type { EntityMeta } from '../../../domain/entity-meta';
import { languageFrom, translate } from '../../../i18n/translate';
import { badRequest } from '../../app-error';
import { COUNT_CAP } from '../list-query';
import type { ListCursor, PageOptions } from '../lists/keyset';
import { DEEP_READ, MAX_PAGE_SIZE, type ListQuery } from '../lists/list-params';
import { fieldExport, type FieldExport, type ReferenceLabels } from './entity-columns';
import { loadReferenceLabels } from './reference-labels';
import { sendXlsx, type ExportRow } from './send-xlsx';

/**
 * The most rows one export holds. Far past any sheet a person reads, under Excel's 1,048,576,
 * and a bound on how long one request may keep the database reading.
 */
export const EXPORT_MAX_ROWS = 200_000;

export type { PageOptions } from '../lists/keyset';
/**
 * A page of the list, read by the list's own service with the list's own filters and sort. A
 * service that can read by keyset answers `next` and honours `after` and `countUpTo`; others
 * are paged by offset.
 */
export type ListPage = (request: FastifyRequest, query: ListQuery, options: PageOptions) => Promise<{ rows: ExportRow[]; total: number; next?: ListCursor }>;

export type ListExport = {
  /** The list's URL: the export answers at `<url>/export`. */
  url: string;
  /** The list's own route config: the same area, action read, the same project rule. */
  config: { access: { area: Area; action: 'read' }; project?: boolean };
  tags: string[];
  fileName: string;
  page: ListPage;
  /** The exportable columns in the list's order: the entity's list view, or columns of its own. */
  entity?: EntityMeta;
  fields?: (language: Language) => FieldExport[];
};

export type ExportQuery = { sort?: string; filter?: string; columns?: string };

export const exportQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: { type: 'string', maxLength: 200 },
    filter: { type: 'string', maxLength: 2000 },
    columns: { type: 'string', maxLength: 1000, description: 'Comma-separated fields among the list columns; default all of them' },
  },
} as const;

/** The columns asked for, in the order asked, each one of the list's; all of them when none is named. */
export function chosenFields(available: FieldExport[], asked: string | undefined): FieldExport[] {
  const names = (asked ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length) return available;
  return [...new Set(names)].map((name) => {
    const found = available.find((field) => field.column.key === name);
    if (!found) throw badRequest('EXPORT_UNKNOWN_COLUMN', 'exportUnknownColumn', { column: name.slice(0, 60) });
    return found;
  });
}

const tooLarge = (language: Language) => badRequest('EXPORT_TOO_LARGE', 'exportTooLarge', { rows: EXPORT_MAX_ROWS.toLocaleString(language) });

const range = (offset: number) => JSON.stringify([offset, offset + MAX_PAGE_SIZE - 1]);

/**
 * `GET <list url>/export`: every row the list's filters match, in the list's order, as an .xlsx
 * streamed while the list's service reads it page after page. Past COUNT_CAP the list cannot
 * say how many rows match, so one probe row at EXPORT_MAX_ROWS decides before any byte is sent.
 */
export function registerListExport(app: FastifyInstance, spec: ListExport) {
  app.get<{ Querystring: ExportQuery }>(
    `${spec.url}/export`,
    {
      schema: {
        tags: spec.tags,
        description: 'The list as an .xlsx file (same sort and filters; columns among the list columns)',
        querystring: exportQuerySchema,
      },
      config: spec.config,
    },
    async (request, reply) => {
      const language = languageFrom(request.headers['accept-language']);
      const available = spec.fields?.(language) ?? (spec.entity?.views.list ?? []).map((field) => fieldExport(spec.entity!, field, language));
      const fields = chosenFields(available, request.query.columns);
      // A list without keyset is paged by offset past the screens' depth: the export may, a screen may not.
      const base: ListQuery = { sort: request.query.sort, filter: request.query.filter, [DEEP_READ]: true };
      const first = await spec.page(request, { ...base, range: range(0) }, { count: true, countUpTo: EXPORT_MAX_ROWS, after: null });
      const keyset = 'next' in first;
      if (keyset && first.total > EXPORT_MAX_ROWS) throw tooLarge(language);
      if (!keyset && first.total > COUNT_CAP) {
        const beyond = await spec.page(request, { ...base, range: JSON.stringify([EXPORT_MAX_ROWS, EXPORT_MAX_ROWS]) }, { count: false });
        if (beyond.rows.length) throw tooLarge(language);
      }
      const labels: ReferenceLabels = new Map();
      const references = fields.filter((field) => field.reference);
      async function* rows(): AsyncGenerator<ExportRow> {
        let page = first.rows;
        let cursor = first.next;
        for (let offset = 0; offset < EXPORT_MAX_ROWS;) {
          if (references.length) {
            const wanted = new Map<string, Set<string>>();
            for (const field of references) {
              const keys = wanted.get(field.reference!) ?? new Set<string>();
              for (const row of page) if (typeof row[field.column.key] === 'string') keys.add(row[field.column.key] as string);
              wanted.set(field.reference!, keys);
            }
            await loadReferenceLabels(app.readDb, request, wanted, labels);
          }
          for (const row of page) yield Object.fromEntries(fields.map((field) => [field.column.key, field.value(row, labels)]));
          if (page.length < MAX_PAGE_SIZE) return;
          offset += MAX_PAGE_SIZE;
          const next = keyset
            ? await spec.page(request, { ...base, range: range(0) }, { count: false, after: cursor })
            : await spec.page(request, { ...base, range: range(offset) }, { count: false });
          page = next.rows;
          cursor = next.next;
        }
      }
      return sendXlsx(reply, {
        fileName: spec.fileName,
        sheetName: translate(language, 'exportXlsx.sheetName'),
        columns: fields.map((field) => field.column),
        rows: rows(),
        rowCount: keyset || first.total <= COUNT_CAP ? first.total : undefined,
      });
    },
  );
}
