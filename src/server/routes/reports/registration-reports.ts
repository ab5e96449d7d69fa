import type { FastifyInstance } from 'fastify';
import { REGISTRATION_KINDS, REGISTRATION_REPORTS } from '../../../domain/registration-report';
import { languageFrom } from '../../../i18n/translate';
import { sendXlsx } from '../../services/exports/send-xlsx';
import { registrationExport } from '../../services/reports/registration-export';
import { registrationReport } from '../../services/reports/registration-report';
import { reportFilters, reportQuerySchema, type ReportQuery } from '../../services/reports/report-filters';
import { closedObject, flag, nullableText, ok, text } from '../response-schemas';

type RegistrationQuery = ReportQuery & { category?: string };

const integer = { type: 'integer' } as const;
const amounts = { type: 'array', items: closedObject({ currency: text, amount: integer }) } as const;
const coverageRow = closedObject({ key: nullableText, registered: integer, taxed: integer, notes: integer, amounts });
const gridRow = closedObject({
  _key: text,
  label: text,
  zone: nullableText,
  dimensions: { type: 'array', items: nullableText },
  taxed: flag,
  notes: integer,
  amounts,
});

export const registrationReportSchema = closedObject({
  kind: text,
  from: text,
  to: text,
  projectKeys: { type: 'array', items: text },
  gridShown: flag,
  categories: { type: 'array', items: text },
  totals: coverageRow,
  byZone: { type: 'array', items: coverageRow },
  byDimension: { type: 'array', items: closedObject({ dimension: text, rows: { type: 'array', items: coverageRow } }) },
  byMonth: { type: 'array', items: closedObject({ month: text, notes: integer, amounts }) },
  rows: { anyOf: [{ type: 'array', items: gridRow }, { type: 'null' }] },
  rowsTotal: { type: ['integer', 'null'] },
});

export const registrationQuerySchema = reportQuerySchema({
  category: { type: 'string', maxLength: 100, description: 'Only objects of this category (vehicle category, property nature, rental category)' },
});

/** The coverage of the tax base: registered vehicles, properties and rental contracts against those taxed. */
export async function registrationReportRoutes(app: FastifyInstance) {
  for (const kind of REGISTRATION_KINDS) {
    const spec = REGISTRATION_REPORTS[kind];
    const config = { access: { area: spec.area, action: 'read' }, project: true } as const;
    app.get<{ Querystring: RegistrationQuery }>(
      `/api/reports/${spec.apiPath}`,
      {
        schema: {
          tags: ['Reports'],
          description: `Registered ${spec.resource} against those taxed in the period, by zone, ${spec.dimensions.join(' and ')}, and amounts by month`,
          querystring: registrationQuerySchema,
          response: ok(registrationReportSchema),
        },
        config,
      },
      async (request) => {
        const filters = { ...reportFilters(request, request.query), category: request.query.category || undefined };
        return { error: false, data: await registrationReport(app.readDb, kind, filters) };
      },
    );

    app.get<{ Querystring: RegistrationQuery }>(
      `/api/reports/${spec.apiPath}/export`,
      {
        schema: {
          tags: ['Reports'],
          description: `The same report as a spreadsheet: every object when the period shows the grid, else the grouped rows`,
          querystring: registrationQuerySchema,
        },
        config,
      },
      async (request, reply) => {
        const filters = { ...reportFilters(request, request.query), category: request.query.category || undefined };
        const sheet = await registrationExport(app.readDb, kind, filters, languageFrom(request.headers['accept-language']));
        return sendXlsx(reply, sheet);
      },
    );
  }
}
