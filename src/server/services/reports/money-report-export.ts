import { AGEING_BUCKETS } from '../../../domain/ageing';
import type { AccountingReport, MitigationGroup, MitigationReport } from '../../../domain/money-reports';
import type { ExportColumn, ExportRow } from '../exports/send-xlsx';

type Translate = (key: string) => string;
type Sheet = { columns: ExportColumn[]; rows: ExportRow[] };

const money = (amount: number, currency: string) => ({ amount, currency });

/**
 * What the mitigation screen shows, as a sheet: the notes at risk when the grid is shown, else
 * one line per tax type, zone and month (in each currency).
 */
export function mitigationSheet(report: MitigationReport, t: Translate): Sheet {
  if (report.rows) {
    const g = (key: string) => t(`moneyReports.mitigation.grid.${key}`);
    return {
      columns: [
        { header: g('reference'), key: 'reference', type: 'text' },
        { header: g('taxpayer'), key: 'taxpayer', type: 'text' },
        { header: g('taxType'), key: 'taxType', type: 'text' },
        { header: g('zone'), key: 'zone', type: 'text' },
        { header: g('amount'), key: 'amount', type: 'money' },
        { header: g('paid'), key: 'paid', type: 'money' },
        { header: g('remaining'), key: 'remaining', type: 'money' },
        { header: g('daysOverdue'), key: 'daysOverdue', type: 'number' },
      ],
      rows: report.rows.map((row) => ({
        reference: row.reference,
        taxpayer: row.taxpayerName,
        taxType: t(`values.taxType.${row.taxType}`),
        zone: row.zone ? (row.zoneName ?? row.zone) : t('reports.noZone'),
        amount: money(row.amount, row.currency),
        paid: money(row.paid, row.currency),
        remaining: money(row.remaining, row.currency),
        daysOverdue: row.daysOverdue,
      })),
    };
  }
  const c = (key: string) => t(`moneyReports.mitigation.columns.${key}`);
  const amounts = ['taxed', 'collected', 'outstanding', 'overdue', 'amended', 'rejected', 'disputed', 'brokenPromised'] as const;
  const line = (dimension: string, name: string, group: MitigationGroup): ExportRow => ({
    dimension,
    group: name,
    ...Object.fromEntries(
      amounts.map((amount) => [
        amount,
        money(amount === 'overdue' ? AGEING_BUCKETS.reduce((sum, b) => sum + group.overdue[b], 0) : group[amount], group.currency),
      ]),
    ),
  });
  return {
    columns: [
      { header: t('moneyReports.mitigation.groups.group'), key: 'dimension', type: 'text' },
      { header: t('moneyReports.mitigation.groups.value'), key: 'group', type: 'text' },
      ...amounts.map((amount): ExportColumn => ({ header: c(amount), key: amount, type: 'money' })),
    ],
    rows: [
      ...report.byTaxType.map((group) => line(t('moneyReports.mitigation.groups.byTaxType'), t(`values.taxType.${group.key}`), group)),
      ...report.byZone.map((group) => line(t('moneyReports.mitigation.groups.byZone'), group.key ? (group.label ?? group.key) : t('reports.noZone'), group)),
      ...report.byMonth.map((group) => line(t('moneyReports.mitigation.groups.byMonth'), `${group.key.slice(5, 7)}/${group.key.slice(0, 4)}`, group)),
    ],
  };
}

/** What the accounting screen shows, as a sheet: the accounting grid when shown, else the chapters. */
export function accountingSheet(report: AccountingReport, t: Translate): Sheet {
  const c = (key: string) => t(`moneyReports.accounting.columns.${key}`);
  const figures = ['taxed', 'collected', 'outstanding', 'penalties', 'exchangeDifference'] as const;
  const amountColumns = figures.map((figure): ExportColumn => ({ header: c(figure), key: figure, type: 'money' }));
  const chapter = (name: string) => name || t('moneyReports.accounting.noChapter');
  const amountsOf = (row: AccountingReport['totals'][number]) => Object.fromEntries(figures.map((figure) => [figure, money(row[figure], row.currency)]));
  if (report.rows) {
    return {
      columns: [{ header: c('account'), key: 'account', type: 'text' }, { header: c('chapter'), key: 'chapter', type: 'text' }, ...amountColumns],
      rows: report.rows.map((row) => ({ account: row.account, chapter: chapter(row.chapter), ...amountsOf(row) })),
    };
  }
  return {
    columns: [{ header: c('chapter'), key: 'chapter', type: 'text' }, ...amountColumns],
    rows: report.byChapter.map((row) => ({ chapter: chapter(row.chapter), ...amountsOf(row) })),
  };
}
