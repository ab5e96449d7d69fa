import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageFrom } from '../../../i18n/translate';
import { sendXlsx } from '../../services/exports/send-xlsx';
import { birthRegistrationReport, type BirthReportFilters } from '../../services/reports/birth-report';
import { birthReportExport } from '../../services/reports/birth-report-export';
import { reportFilters, reportQuerySchema, type ReportQuery } from '../../services/reports/report-filters';
import { closedObject, nullableText, ok, text } from '../response-schemas';

type BirthReportQuery = ReportQuery & { hospital?: string };

const integer = { type: 'integer' } as const;
const count = closedObject({ key: text, births: integer });

export const birthReportResponse = ok(
  closedObject({
    from: text,
    to: text,
    projectKeys: { type: 'array', items: text },
    zone: nullableText,
    hospital: nullableText,
    hospitals: { type: 'array', items: closedObject({ key: text, name: text }) },
    totals: closedObject({ births: integer, duplicates: integer, waitingForApproval: integer, approved: integer, synced: integer, rejected: integer }),
    byMonth: { type: 'array', items: closedObject({ month: text, births: integer }) },
    byHospital: { type: 'array', items: closedObject({ key: text, name: text, births: integer }) },
    byDeliveryType: { type: 'array', items: count },
    byGender: { type: 'array', items: count },
    byStage: { type: 'array', items: count },
    byMonthAndHospital: { type: 'array', items: closedObject({ month: text, hospitalKey: text, births: integer }) },
  }),
);

const birthReportQuery = reportQuerySchema({ hospital: { type: 'string', maxLength: 100, description: 'Key of a hospital: only its births' } });
const config = { access: { area: 'Birth', action: 'read' }, project: true } as const;
const filtersOf = (request: FastifyRequest<{ Querystring: BirthReportQuery }>): BirthReportFilters => ({
  ...reportFilters(request, request.query),
  hospital: request.query.hospital || undefined,
});

/** The birth indicator panel (/birth-registration-report): counts only, for whoever reads the birth register. */
export async function birthReportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: BirthReportQuery }>(
    '/api/reports/birth-registrations',
    {
      schema: {
        tags: ['Reports'],
        description: 'Births of the period by month, hospital, delivery type, gender and stage (waiting, approved, synced, rejected), with probable duplicates',
        querystring: birthReportQuery,
        response: birthReportResponse,
      },
      config,
    },
    async (request) => ({ error: false, data: await birthRegistrationReport(app.readDb, filtersOf(request)) }),
  );

  app.get<{ Querystring: BirthReportQuery }>(
    '/api/reports/birth-registrations/export',
    {
      schema: {
        tags: ['Reports'],
        description: 'The same report as a spreadsheet: each chart’s figures with a total, and the month × hospital map',
        querystring: birthReportQuery,
      },
      config,
    },
    async (request, reply) => sendXlsx(reply, await birthReportExport(app.readDb, filtersOf(request), languageFrom(request.headers['accept-language']))),
  );
}
