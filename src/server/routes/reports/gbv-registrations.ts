import type { FastifyInstance } from 'fastify';
import { currentPrincipal } from '../../plugins/access';
import { gbvRegistrationReport } from '../../services/gbv/gbv-report';
import { reportFilters, reportQuerySchema, type ReportQuery } from '../../services/reports/report-filters';
import { gbvReportResponse } from '../project/gbv-case-schemas';

/** The GBV indicator panel (/gbv-registration-report): figures only, for whoever reads the register. */
export async function gbvReportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ReportQuery }>(
    '/api/reports/gbv-registrations',
    {
      schema: {
        tags: ['Reports'],
        summary: 'GBV cases reported in the period by incident type, zone, age group, sex and month, with services and referrals',
        querystring: reportQuerySchema(),
        response: gbvReportResponse,
      },
      config: { access: { area: 'GBV', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await gbvRegistrationReport(app.db, reportFilters(request, request.query), currentPrincipal(request)) }),
  );
}
