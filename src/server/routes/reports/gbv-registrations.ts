import type { FastifyInstance } from 'fastify';
import { languageFrom } from '../../../i18n/translate';
import { currentPrincipal } from '../../plugins/access';
import { sendXlsx } from '../../services/exports/send-xlsx';
import { gbvRegistrationReport } from '../../services/gbv/gbv-report';
import { gbvReportExport } from '../../services/gbv/gbv-report-export';
import { reportFilters, reportQuerySchema, type ReportQuery } from '../../services/reports/report-filters';
import { gbvReportResponse } from '../project/gbv-case-schemas';

const config = { access: { area: 'GBV', action: 'read' }, project: true } as const;

/** The GBV indicator panel (/gbv-registration-report): figures only, for whoever reads the register. */
export async function gbvReportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ReportQuery }>(
    '/api/reports/gbv-registrations',
    {
      schema: {
        tags: ['Reports'],
        description: 'GBV cases reported in the period by incident type, zone, age group, sex and month, with services and referrals',
        querystring: reportQuerySchema(),
        response: gbvReportResponse,
      },
      config,
    },
    async (request) => ({ error: false, data: await gbvRegistrationReport(app.readDb, reportFilters(request, request.query), currentPrincipal(request)) }),
  );

  app.get<{ Querystring: ReportQuery }>(
    '/api/reports/gbv-registrations/export',
    {
      schema: {
        tags: ['Reports'],
        description: 'The same report as a spreadsheet: published counts only, a hidden one (1 to 4) written "<5"',
        querystring: reportQuerySchema(),
      },
      config,
    },
    async (request, reply) => {
      const language = languageFrom(request.headers['accept-language']);
      return sendXlsx(reply, await gbvReportExport(app.readDb, reportFilters(request, request.query), currentPrincipal(request), language));
    },
  );
}
