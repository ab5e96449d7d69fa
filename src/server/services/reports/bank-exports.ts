import { and, count } from 'drizzle-orm';
import type { Language } from '../../../domain/constants';
import { translate } from '../../../i18n/translate';
import { badRequest } from '../../app-error';
import type { Db } from '../../db/open-db';
import { payments } from '../../db/schema';
import { EXPORT_MAX_ROWS } from '../exports/list-export';
import { TREASURY } from '../revenue-shares/beneficiary-totals';
import { listedRows, type ExportColumn, type ExportRow, type XlsxExport } from '../exports/send-xlsx';
import { bankFinancialsReport } from './bank-financials';
import { bankNames, paymentsWithin, type BankReportFilters } from './bank-report-scope';
import { bankPaymentsReport, ledgerRowQuery, type LedgerCursor } from './bank-payments';

const PAGE = 2000;

/** What a bank report's export needs besides the reply: its sheet, columns and rows. */
type ReportExport = Omit<XlsxExport, 'fileName'>;

/**
 * The bank payments report as a sheet: every ledger row of the period when the screen shows the
 * grid (the screen lists the first thousand, the sheet all of them), else the rows per bank and method.
 */
export async function bankPaymentsExport(db: Db, filters: BankReportFilters, language: Language): Promise<ReportExport> {
  const t = (key: string) => translate(language, `bankReports.payments.grid.${key}`);
  const methodOf = (row: { method: string; kind?: string }) =>
    `${translate(language, `bankReports.methods.${row.method}`)}${row.kind === 'reversal' ? ` · ${t('reversal')}` : ''}`;
  const sheetName = translate(language, 'nav.bankPayments');
  const noBank = translate(language, 'bankReports.payments.noBank');
  if (!filters.gridShown) {
    const { groups } = await bankPaymentsReport(db, filters);
    const columns: ExportColumn[] = [
      { header: t('bank'), key: 'bank', type: 'text' },
      { header: t('method'), key: 'method', type: 'text' },
      { header: t('payments'), key: 'payments', type: 'number' },
      { header: t('reversals'), key: 'reversals', type: 'number' },
      { header: t('paid'), key: 'paid', type: 'money' },
    ];
    const rows = groups.map((group) => ({
      bank: group.bankName ?? noBank,
      method: methodOf(group),
      payments: group.payments,
      reversals: group.reversals,
      paid: { amount: group.paidAmount, currency: group.currency },
    }));
    return { sheetName, columns, rows: listedRows(rows), rowCount: rows.length };
  }
  const [{ total }] = await db
    .select({ total: count() })
    .from(payments)
    .where(and(...paymentsWithin(filters)));
  if (total > EXPORT_MAX_ROWS) throw badRequest('EXPORT_TOO_LARGE', 'exportTooLarge', { rows: EXPORT_MAX_ROWS.toLocaleString(language) });
  const columns: ExportColumn[] = [
    { header: t('date'), key: 'date', type: 'day' },
    { header: t('bank'), key: 'bank', type: 'text' },
    { header: t('method'), key: 'method', type: 'text' },
    { header: t('slip'), key: 'slip', type: 'text' },
    { header: t('receipt'), key: 'receipt', type: 'text' },
    { header: t('note'), key: 'note', type: 'text' },
    { header: t('taxpayer'), key: 'taxpayer', type: 'text' },
    { header: t('paid'), key: 'paid', type: 'money' },
    { header: t('settled'), key: 'settled', type: 'money' },
    { header: t('recordedBy'), key: 'recordedBy', type: 'text' },
  ];
  const names = new Map<string, string>();
  async function* rows(): AsyncIterable<ExportRow> {
    let after: LedgerCursor | undefined;
    for (;;) {
      const page = await ledgerRowQuery(db, filters, after).limit(PAGE);
      const unnamed = [...new Set(page.map((row) => row.bankKey).filter((key): key is string => Boolean(key) && !names.has(key!)))];
      for (const [key, name] of await bankNames(db, unnamed)) names.set(key, name);
      for (const row of page) {
        yield {
          date: row.paymentDate,
          bank: row.bankKey ? (names.get(row.bankKey) ?? row.bankKey) : noBank,
          method: methodOf(row),
          slip: row.bankSlipNumber,
          receipt: row.receiptNumber,
          note: row.reference,
          taxpayer: row.taxpayerName,
          paid: { amount: row.paidAmount, currency: row.paidCurrency },
          settled: { amount: row.settledAmount, currency: row.settledCurrency },
          recordedBy: row.recordedByName,
        };
      }
      if (page.length < PAGE) return;
      const last = page[page.length - 1];
      after = { paymentDate: last.paymentDate, createdAt: last.createdAt, key: last._key };
    }
  }
  return { sheetName, columns, rows: rows(), rowCount: total };
}

/**
 * The financials as a sheet: the period's transfers when the screen shows them, else the
 * beneficiaries' lines (the figures the screen's table shows).
 */
export async function bankFinancialsExport(db: Db, filters: BankReportFilters, language: Language): Promise<ReportExport> {
  const sheetName = translate(language, 'nav.financials');
  const report = await bankFinancialsReport(db, filters);
  const nameOf = (row: { beneficiaryKey: string; beneficiaryName: string }) =>
    row.beneficiaryKey === TREASURY ? translate(language, 'bankReports.financials.treasury') : row.beneficiaryName;
  if (report.rows) {
    const t = (key: string) => translate(language, `bankReports.financials.grid.${key}`);
    const columns: ExportColumn[] = [
      { header: t('date'), key: 'date', type: 'day' },
      { header: t('beneficiary'), key: 'beneficiary', type: 'text' },
      { header: t('amount'), key: 'amount', type: 'money' },
      { header: t('bank'), key: 'bank', type: 'text' },
      { header: t('reference'), key: 'reference', type: 'text' },
    ];
    const rows = report.rows.map((row) => ({
      date: row.transferDate,
      beneficiary: nameOf(row),
      amount: { amount: row.amount, currency: row.currency },
      bank: row.bankName,
      reference: row.transferReference,
    }));
    return { sheetName, columns, rows: listedRows(rows), rowCount: rows.length };
  }
  const figures = report.settledKnown
    ? (['collected', 'settled', 'outstanding', 'collectedToDate', 'settledToDate', 'outstandingToDate'] as const)
    : (['collected', 'collectedToDate'] as const);
  const t = (key: string) => translate(language, `bankReports.financials.lines.${key}`);
  const columns: ExportColumn[] = [
    { header: t('beneficiary'), key: 'beneficiary', type: 'text' },
    ...figures.map((figure): ExportColumn => ({ header: t(figure), key: figure, type: 'money' })),
  ];
  const rows = report.lines.map((line) => ({
    beneficiary: nameOf(line),
    ...Object.fromEntries(figures.map((figure) => [figure, { amount: line[figure], currency: line.currency }])),
  }));
  return { sheetName, columns, rows: listedRows(rows), rowCount: rows.length };
}
