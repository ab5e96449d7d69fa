import { AGEING_BUCKETS, type AgeingBucket } from './ageing';
import { CURRENCIES, type Currency } from './money';

/**
 * The shapes of the two money dashboards (mitigation, accounting), shared by the server that
 * computes them and the screens that draw them. Every amount is in minor units of the figure's
 * currency; USD and CDF are never added together, so each figure carries its currency.
 *
 * Definitions, for a period [from, to] (ISO days, UTC):
 * - taxed: the amounts of the notes created in the period, rejected notes left out;
 * - collected: the settled amounts of the ledger rows dated in the period (reversals netted),
 *   whichever period their note belongs to;
 * - outstanding: what the notes taxed in the period still owed at the end of the period's last
 *   day (their amount less the ledger rows dated up to that day);
 * - overdue: the part of that outstanding whose due date had passed on the period's last day,
 *   aged in days past the due date.
 */
export type MitigationFigures = {
  currency: Currency;
  taxedNotes: number;
  taxed: number;
  collected: number;
  outstanding: number;
  overdue: Record<AgeingBucket, number>;
  /** Approved amendments in the period: what they took off (previous amount − new amount). */
  amendments: number;
  amended: number;
  /** Notes created in the period and rejected. */
  rejectedNotes: number;
  rejected: number;
  /** Notes disputed in the period, with their amount. */
  disputedNotes: number;
  disputed: number;
  /** Promises to pay falling due in the period (and already past) that the ledger did not honour. */
  brokenPromises: number;
  brokenPromised: number;
};

export type MitigationGroup = MitigationFigures & { key: string; label: string | null };

/** One note at risk: taxed in the period and still owing at its end. */
export type MitigationRow = {
  _key: string;
  reference: string;
  taxpayerName: string;
  taxType: string;
  zone: string | null;
  zoneName: string | null;
  currency: Currency;
  amount: number;
  paid: number;
  remaining: number;
  /** Days past the due date at the period's end; 0 when not yet overdue. */
  daysOverdue: number;
};

export type MitigationReport = {
  from: string;
  to: string;
  gridShown: boolean;
  totals: MitigationFigures[];
  byTaxType: MitigationGroup[];
  /** key '' stands for the notes without a zone. */
  byZone: MitigationGroup[];
  byMonth: MitigationGroup[];
  /** Null past the grid's span; at most MONEY_GRID_LIMIT rows, the longest overdue first. */
  rows: MitigationRow[] | null;
  rowsTotal: number | null;
};

export type AccountingFigures = {
  currency: Currency;
  taxed: number;
  collected: number;
  outstanding: number;
  /** The part of `taxed` that falls on late-penalty items. */
  penalties: number;
  /** Payments in the other currency: their value at the note's frozen rate minus what they settled. */
  exchangeDifference: number;
};

export type AccountingGroup = AccountingFigures & { chapter: string };
export type AccountingRow = AccountingFigures & { account: string; chapter: string };

export type AccountingReport = {
  from: string;
  to: string;
  gridShown: boolean;
  totals: AccountingFigures[];
  byChapter: AccountingGroup[];
  /** The accounting grid: one row per account, chapter and currency; null past the grid's span. */
  rows: AccountingRow[] | null;
};

/** The most notes at risk the grid lists (the totals always cover them all). */
export const MONEY_GRID_LIMIT = 1000;

export const emptyMitigationFigures = (currency: Currency): MitigationFigures => ({
  currency,
  taxedNotes: 0,
  taxed: 0,
  collected: 0,
  outstanding: 0,
  overdue: Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgeingBucket, number>,
  amendments: 0,
  amended: 0,
  rejectedNotes: 0,
  rejected: 0,
  disputedNotes: 0,
  disputed: 0,
  brokenPromises: 0,
  brokenPromised: 0,
});

export const emptyAccountingFigures = (currency: Currency): AccountingFigures => ({
  currency,
  taxed: 0,
  collected: 0,
  outstanding: 0,
  penalties: 0,
  exchangeDifference: 0,
});

export { CURRENCIES as REPORT_CURRENCIES };
