import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/translate';
import type { MitigationReport } from '../../src/domain/money-reports';
import { mitigationSheet } from '../../src/server/services/reports/money-report-export';

// The quarter export of the mitigation report had the raw key of its month groups (money-staff D7).
describe('the mitigation export by groups', () => {
  const group = { key: '2026-10', currency: 'USD', taxed: 100, collected: 50, outstanding: 50, penalties: 0, overdue: {} };
  const report = { rows: undefined, byTaxType: [], byZone: [], byMonth: [group] } as unknown as MitigationReport;

  for (const [language, dimension, value] of [
    ['en', 'By month', 'Value'],
    ['fr', 'Par mois', 'Valeur'],
  ] as const) {
    it(`names every group and its value column in ${language}`, () => {
      const sheet = mitigationSheet(report, (key) => translate(language, key));
      expect(sheet.columns.slice(0, 2).map((column) => column.header)).toEqual([language === 'en' ? 'Group' : 'Groupe', value]);
      expect(sheet.rows[0]).toMatchObject({ dimension, group: '10/2026' });
    });
  }
});
