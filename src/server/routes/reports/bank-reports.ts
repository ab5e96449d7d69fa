import type { FastifyInstance } from 'fastify';
import { PAYMENT_METHODS } from '../../../domain/payment-rules';
import { languageFrom } from '../../../i18n/translate';
import { sendXlsx } from '../../services/exports/send-xlsx';
import { bankFinancialsExport, bankPaymentsExport } from '../../services/reports/bank-exports';
import { bankFinancialsReport } from '../../services/reports/bank-financials';
import { bankPaymentsReport } from '../../services/reports/bank-payments';
import { bankReportFilters, type BankReportQuery } from '../../services/reports/bank-report-scope';
import { reportQuerySchema } from '../../services/reports/report-filters';
import { closedObject, flag, nullableText, ok, text } from '../response-schemas';

const tags = ['Reports'];
const integer = { type: 'integer' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const list = (item: Record<string, unknown>) => ({ type: 'array', items: item });
const nullableList = (item: Record<string, unknown>) => ({ type: ['array', 'null'], items: item });

const bankKey = { type: 'string', maxLength: 64, description: 'Key of a bank: only the payments it received' };
const paymentsQuery = reportQuerySchema({ bankKey, method: { type: 'string', enum: [...PAYMENT_METHODS] } });
const financialsQuery = reportQuerySchema({ bankKey });

const paymentsAnswer = ok(
  closedObject({
    totals: list(closedObject({ currency: text, payments: integer, reversals: integer, paidAmount: integer, settledAmount: integer })),
    groups: list(
      closedObject({ bankKey: nullableText, bankName: nullableText, method: text, currency: text, payments: integer, reversals: integer, paidAmount: integer }),
    ),
    daily: list(closedObject({ day: text, bankKey: nullableText, method: text, currency: text, paidAmount: integer })),
    rows: nullableList(
      closedObject({
        _key: text,
        kind: text,
        paymentDate: text,
        bankKey: nullableText,
        bankName: nullableText,
        method: text,
        bankSlipNumber: nullableText,
        receiptNumber: text,
        reference: text,
        taxpayerName: text,
        paidCurrency: text,
        paidAmount: integer,
        settledCurrency: text,
        settledAmount: integer,
        recordedByName: text,
      }),
    ),
    rowCount: integer,
  }),
);

const figures = {
  currency: text,
  collected: integer,
  settled: nullableInteger,
  outstanding: nullableInteger,
  collectedToDate: integer,
  settledToDate: nullableInteger,
  outstandingToDate: nullableInteger,
};
const financialsAnswer = ok(
  closedObject({
    settledKnown: flag,
    totals: list(closedObject(figures)),
    lines: list(closedObject({ beneficiaryKey: text, beneficiaryName: text, ...figures })),
    months: list(closedObject({ month: text, beneficiaryKey: text, currency: text, collected: integer, settled: nullableInteger })),
    rows: nullableList(
      closedObject({
        _key: text,
        transferDate: text,
        beneficiaryKey: text,
        beneficiaryName: text,
        currency: text,
        amount: integer,
        bankKey: nullableText,
        bankName: nullableText,
        transferReference: text,
      }),
    ),
  }),
);

/** The bank payments report (reconciliation with bank statements) and the beneficiaries' financials. */
export async function bankReportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: BankReportQuery }>(
    '/api/reports/bank-payments',
    {
      schema: {
        tags,
        description: 'Payments by bank, day, method and currency (reversals netted); the ledger rows for periods of at most 31 days',
        querystring: paymentsQuery,
        response: paymentsAnswer,
      },
      config: { access: { area: 'Banking', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await bankPaymentsReport(app.readDb, bankReportFilters(request, request.query)) }),
  );

  app.get<{ Querystring: Omit<BankReportQuery, 'method'> }>(
    '/api/reports/bank-financials',
    {
      schema: {
        tags,
        description: 'Revenue-split shares collected, transferred and outstanding per beneficiary and currency, for the period and up to its end',
        querystring: financialsQuery,
        response: financialsAnswer,
      },
      config: { access: { area: 'Financials', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await bankFinancialsReport(app.readDb, bankReportFilters(request, request.query)) }),
  );

  app.get<{ Querystring: BankReportQuery }>(
    '/api/reports/bank-payments/export',
    {
      schema: {
        tags,
        description: 'The bank payments report as an .xlsx: the ledger rows for periods of at most 31 days, else the rows per bank and method',
        querystring: paymentsQuery,
      },
      config: { access: { area: 'Banking', action: 'read' }, project: true },
    },
    async (request, reply) => {
      const filters = bankReportFilters(request, request.query);
      const sheet = await bankPaymentsExport(app.readDb, filters, languageFrom(request.headers['accept-language']));
      return sendXlsx(reply, { fileName: 'bank-payments', ...sheet });
    },
  );

  app.get<{ Querystring: Omit<BankReportQuery, 'method'> }>(
    '/api/reports/bank-financials/export',
    {
      schema: {
        tags,
        description: 'The financials as an .xlsx: the transfers for periods of at most 31 days, else the lines per beneficiary and currency',
        querystring: financialsQuery,
      },
      config: { access: { area: 'Financials', action: 'read' }, project: true },
    },
    async (request, reply) => {
      const filters = bankReportFilters(request, request.query);
      const sheet = await bankFinancialsExport(app.readDb, filters, languageFrom(request.headers['accept-language']));
      return sendXlsx(reply, { fileName: 'bank-financials', ...sheet });
    },
  );
}
