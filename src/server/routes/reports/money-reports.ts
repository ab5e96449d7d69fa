import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AGEING_BUCKETS } from '../../../domain/ageing';
import { accountingReport } from '../../services/reports/accounting-report';
import { mitigationReport } from '../../services/reports/mitigation-report';
import { moneyQueryProperties, type MoneyFilters } from '../../services/reports/money-report-sql';
import { reportFilters, reportQuerySchema, type ReportQuery } from '../../services/reports/report-filters';
import { accountingSheet, mitigationSheet } from '../../services/reports/money-report-export';
import { listedRows, sendXlsx } from '../../services/exports/send-xlsx';
import { languageFrom, translate } from '../../../i18n/translate';
import { closedObject, flag, nullableText, ok, text } from '../response-schemas';

const tags = ['Reports'];
const integer = { type: 'integer' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const list = (item: Record<string, unknown>) => ({ type: 'array', items: item });
const nullableList = (item: Record<string, unknown>) => ({ type: ['array', 'null'], items: item });

type MoneyQuery = ReportQuery & { taxType?: string };
const querystring = reportQuerySchema(moneyQueryProperties);

const mitigationFigures = {
  currency: text,
  taxedNotes: integer,
  taxed: integer,
  collected: integer,
  outstanding: integer,
  overdue: closedObject(Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, integer]))),
  amendments: integer,
  amended: integer,
  rejectedNotes: integer,
  rejected: integer,
  disputedNotes: integer,
  disputed: integer,
  brokenPromises: integer,
  brokenPromised: integer,
};
const mitigationGroups = list(closedObject({ ...mitigationFigures, key: text, label: nullableText }));
const mitigationAnswer = ok(
  closedObject({
    from: text,
    to: text,
    gridShown: flag,
    totals: list(closedObject(mitigationFigures)),
    byTaxType: mitigationGroups,
    byZone: mitigationGroups,
    byMonth: mitigationGroups,
    rows: nullableList(
      closedObject({
        _key: text,
        reference: text,
        taxpayerName: text,
        taxType: text,
        zone: nullableText,
        zoneName: nullableText,
        currency: text,
        amount: integer,
        paid: integer,
        remaining: integer,
        daysOverdue: integer,
      }),
    ),
    rowsTotal: nullableInteger,
  }),
);

const accountingFigures = { currency: text, taxed: integer, collected: integer, outstanding: integer, penalties: integer, exchangeDifference: integer };
const accountingAnswer = ok(
  closedObject({
    from: text,
    to: text,
    gridShown: flag,
    totals: list(closedObject(accountingFigures)),
    byChapter: list(closedObject({ ...accountingFigures, chapter: text })),
    rows: nullableList(closedObject({ ...accountingFigures, account: text, chapter: text })),
  }),
);

const moneyFilters = (request: FastifyRequest<{ Querystring: MoneyQuery }>): MoneyFilters => ({
  ...reportFilters(request, request.query),
  taxType: request.query.taxType || undefined,
});

/** The money dashboards: revenue at risk and what reduced it; the books by nomenclature account. */
export async function moneyReportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: MoneyQuery }>(
    '/api/reports/mitigation',
    {
      schema: {
        tags,
        description:
          'Taxed, collected and outstanding per currency, overdue ageing, amendments, rejections, disputes and broken promises, by tax type, zone and month',
        querystring,
        response: mitigationAnswer,
      },
      config: { access: { area: 'Mitigation', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await mitigationReport(app.readDb, moneyFilters(request)) }),
  );

  app.get<{ Querystring: MoneyQuery }>(
    '/api/reports/accounting',
    {
      schema: {
        tags,
        description: 'Taxed, collected, outstanding, penalties and exchange differences per currency by nomenclature account and chapter',
        querystring,
        response: accountingAnswer,
      },
      config: { access: { area: 'Accounting', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await accountingReport(app.readDb, moneyFilters(request)) }),
  );

  // The exports write what the screen shows: the grid's rows when it is shown, else the groups.
  const exportRoute = (name: 'mitigation' | 'accounting', area: 'Mitigation' | 'Accounting') =>
    app.get<{ Querystring: MoneyQuery }>(
      `/api/reports/${name}/export`,
      {
        schema: { tags, description: `The ${name} report as a streamed .xlsx (the grid when shown, else the groups)`, querystring },
        config: { access: { area, action: 'read' }, project: true },
      },
      async (request, reply) => {
        const filters = moneyFilters(request);
        const language = languageFrom(request.headers['accept-language']);
        const t = (key: string) => translate(language, key);
        const sheet =
          name === 'mitigation'
            ? mitigationSheet(await mitigationReport(app.readDb, filters), t)
            : accountingSheet(await accountingReport(app.readDb, filters), t);
        return sendXlsx(reply, {
          fileName: name === 'mitigation' ? 'mitigation' : 'accounting-report',
          sheetName: t(`nav.${name}`),
          columns: sheet.columns,
          rows: listedRows(sheet.rows),
          rowCount: sheet.rows.length,
        });
      },
    );
  exportRoute('mitigation', 'Mitigation');
  exportRoute('accounting', 'Accounting');
}
