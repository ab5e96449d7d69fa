import type { Language } from '../../../domain/constants';
import { coverageRatio, REGISTRATION_REPORTS, type CurrencyAmount, type RegistrationKind } from '../../../domain/registration-report';
import { translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import { listedRows, type ExportColumn, type ExportRow } from '../exports/send-xlsx';
import { registrationGridPage, registrationReport, scopeOf, zoneNames, type RegistrationFilters } from './registration-report';

const CURRENCIES = ['USD', 'CDF'] as const;
const PAGE = 1000;

/** A dimension's value as the screen shows it: translated when the catalogue knows it, else as typed. */
function valueText(language: Language, dimension: string, value: string | null): string {
  if (value === null) return translate(language, dimension === 'zone' ? 'reports.noZone' : 'registrationReports.noValue');
  const key = `values.${dimension}.${value}`;
  const text = dimension === 'zone' ? value : translate(language, key);
  return text === key ? value : text;
}

const moneyCells = (amounts: readonly CurrencyAmount[]) =>
  Object.fromEntries(CURRENCIES.map((currency) => [`amount${currency}`, { amount: amounts.find((a) => a.currency === currency)?.amount ?? 0, currency }]));

/**
 * What the screen shows, as sheet rows: every registered object when the period is short enough
 * for the grid (read in pages of 1000, not held at once), else the rows of the grouped tables.
 */
export async function registrationExport(db: Db, kind: RegistrationKind, filters: RegistrationFilters, language: Language) {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const spec = REGISTRATION_REPORTS[kind];
  const amountColumns: ExportColumn[] = CURRENCIES.map((currency) => ({
    header: `${t('registrationReports.table.amount')} ${currency}`,
    key: `amount${currency}`,
    type: 'money',
  }));
  const sheetName = t(`registrationReports.titles.${kind}`);
  if (filters.gridShown) {
    const zoneName = await zoneNames(db);
    const scope = scopeOf(kind, filters);
    const columns: ExportColumn[] = [
      { header: t(`registrationReports.objects.${kind}`), key: 'label', type: 'text' },
      { header: t('registrationReports.dimensions.zone'), key: 'zone', type: 'text' },
      ...spec.dimensions.map((dimension): ExportColumn => ({ header: t(`registrationReports.dimensions.${dimension}`), key: dimension, type: 'text' })),
      { header: t('registrationReports.grid.state'), key: 'taxed', type: 'text' },
      { header: t('registrationReports.table.notes'), key: 'notes', type: 'number' },
      ...amountColumns,
    ];
    async function* rows(): AsyncIterable<ExportRow> {
      let after: { label: string; key: string } | undefined;
      for (;;) {
        const page = await registrationGridPage(db, kind, scope, PAGE, after);
        for (const row of page)
          yield {
            label: row.label,
            zone: valueText(language, 'zone', zoneName(row.zone)),
            ...Object.fromEntries(spec.dimensions.map((dimension, index) => [dimension, valueText(language, dimension, row.dimensions[index] ?? null)])),
            taxed: t(`registrationReports.grid.${row.taxed ? 'yes' : 'no'}`),
            notes: row.notes,
            ...moneyCells(row.amounts),
          };
        if (page.length < PAGE) return;
        const last = page[page.length - 1];
        after = { label: last.label, key: last._key };
      }
    }
    return { fileName: `${kind}-registrations`, sheetName, columns, rows: rows() };
  }
  const report = await registrationReport(db, kind, filters);
  const groups = [{ dimension: 'zone', rows: report.byZone }, ...report.byDimension];
  const columns: ExportColumn[] = [
    { header: t('registrationReports.table.group'), key: 'group', type: 'text' },
    { header: t('registrationReports.table.value'), key: 'value', type: 'text' },
    { header: t('registrationReports.table.registered'), key: 'registered', type: 'number' },
    { header: t('registrationReports.table.taxed'), key: 'taxed', type: 'number' },
    { header: t('registrationReports.table.coveragePercent'), key: 'coverage', type: 'number' },
    { header: t('registrationReports.table.notes'), key: 'notes', type: 'number' },
    ...amountColumns,
  ];
  const sheetRows: ExportRow[] = groups.flatMap(({ dimension, rows }) =>
    [...rows, { ...report.totals, key: null, total: true }].map((row) => {
      const ratio = coverageRatio(row.taxed, row.registered);
      return {
        group: t(`registrationReports.dimensions.${dimension}`),
        value: 'total' in row ? t('reports.total') : valueText(language, dimension, row.key),
        registered: row.registered,
        taxed: row.taxed,
        coverage: ratio === null ? null : Math.round(ratio * 1000) / 10,
        notes: row.notes,
        ...moneyCells(row.amounts),
      };
    }),
  );
  return { fileName: `${kind}-registrations`, sheetName, columns, rows: listedRows(sheetRows), rowCount: sheetRows.length };
}
