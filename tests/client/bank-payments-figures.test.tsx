import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BankPaymentsReport } from '../../src/domain/bank-reports';
import { createI18nProvider } from '../../src/client/providers/i18n-provider';
import { BankPaymentsFigures } from '../../src/client/pages/bank-report/BankPaymentsFigures';
import { renderInAdmin } from './support/render-shell';

const report = (payments: number, reversals: number): BankPaymentsReport => ({
  totals: [{ currency: 'USD', payments, reversals, paidAmount: 120_000, settledAmount: 120_000 }],
  groups: [],
  daily: [],
  rows: null,
  rowCount: 0,
});

describe('the bank payments totals', () => {
  it('count payments and reversals in the right number (money-staff walk: "1 reversals")', () => {
    renderInAdmin(<BankPaymentsFigures data={report(1208, 1)} from="2026-11-01" to="2026-11-30" language="en" />);
    expect(screen.getByText('1,208 payments, 1 reversal')).toBeTruthy();
    expect(screen.getByText('Settled on notes')).toBeTruthy();
  });

  it('say it in French too, where none and one take the singular', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('fr');
    const count = (key: string, n: number) => i18n.translate(`bankReports.payments.totals.${key}`, { smart_count: n, count: String(n) });
    expect([count('paymentsCount', 0), count('paymentsCount', 1), count('paymentsCount', 2)]).toEqual(['0 paiement', '1 paiement', '2 paiements']);
    expect(count('reversalsCount', 1)).toBe('1 annulation');
  });
});
