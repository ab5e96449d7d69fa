import { DAY_MS } from '../../../domain/calendar-rules';
import { checkSplit, splitSchedule, type Instalment } from '../../../domain/instalments';
import { convertMinor, otherCurrency, type Currency } from '../../../domain/money';
import { basisPointsOf, shareOut, type Beneficiary } from '../../../domain/revenue-shares';
import { formatReference } from '../../../domain/tax-reference';
import { seededRandom, type DemoRecord } from './demo-records';
import { DEMO_USERS } from './demo-staff';

/**
 * Eighteen months of payments on the demo notes, as the counters would have posted them: every
 * method and both currencies (converted at the rate in force on the payment day, as the server
 * does), some notes paid in instalments, a few payments reversed, each payment shared among the
 * revenue-split beneficiaries, receipts numbered without gaps per year, and a few monthly
 * transfers to the beneficiaries. Deterministic for a given `now`.
 */
type Row = Record<string, unknown>;
export type PayableNote = { key: string; currency: Currency; amount: number; lastEventAt: string };
export type DemoPayments = {
  payments: Row[];
  shares: Row[];
  instalments: Row[];
  events: Row[];
  settlements: Row[];
  counters: { year: number; lastValue: number }[];
};

const BANKS = ['est-rawbank', 'est-equity-bcdc', 'est-tmb'];
const CASHIERS: [string, string][] = [
  ['Aline Mwamba', '812345001'],
  ['Patrick Kabeya', '998765432'],
  ['Nadine Mutombo', '851112233'],
  ['Héritier Banza', '975550101'],
];
const REVERSALS = ['Bordereau bancaire rejeté par la banque', 'Paiement enregistré sur la mauvaise note', 'Montant saisi en double au guichet'];
const signIn = new Map(DEMO_USERS.map((u) => [u.key, u.userName]));
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Counter hours in Lubumbashi (UTC+2), 08:00 to 16:00, on the day of `ms`. */
const officeTime = (ms: number, random: ReturnType<typeof seededRandom>) => Date.parse(`${day(ms)}T06:00:00Z`) + random.int(0, 8 * 3600) * 1000;

export function demoPayments(options: { notes: PayableNote[]; records: DemoRecord[]; now: Date; prefix: string }): DemoPayments {
  const { notes, records, now, prefix } = options;
  const random = seededRandom(20261124);
  const rates = records
    .filter((r) => r.resource === 'currencyConversions' && r.data.fromCurrency === 'USD' && r.data.toCurrency === 'CDF')
    .map((r) => r.data as { validFrom: string; conversionRate: string })
    .sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
  const rateOn = (d: string) => (rates.filter((r) => r.validFrom <= d).at(-1) ?? rates[0]).conversionRate;
  const beneficiaries: Beneficiary[] = records
    .filter((r) => r.resource === 'revenueSplits')
    .map((r) => ({ key: r.key, name: String(r.data.beneficiary), basisPoints: basisPointsOf(Number(r.data.percentage)) }));
  const out: DemoPayments = { payments: [], shares: [], instalments: [], events: [], settlements: [], counters: [] };
  let serial = 0;
  const nextKey = () => `pay-demo-${String(++serial).padStart(6, '0')}`;

  /** One payment of `settled` (the note's currency) at `at`; the receipt number is given once all are known. */
  const pay = (note: PayableNote, settled: number, at: number, instalmentNumber: number | null) => {
    const paymentDate = day(at);
    const rate = rateOn(paymentDate);
    const method = random.pick(['bank', 'bank', 'cash', 'cash', 'collectionPoint'] as const);
    const inOther = random.chance(0.3) && convertMinor(settled, note.currency, otherCurrency(note.currency), rate) > 0;
    const paidCurrency = inOther ? otherCurrency(note.currency) : note.currency;
    const bankKey = method === 'bank' ? random.pick(BANKS) : null;
    const cashier = method === 'cash' ? random.pick(CASHIERS) : null;
    const recordedBy = method === 'bank' ? (bankKey === 'est-rawbank' ? 'user-bank' : 'user-admin') : method === 'cash' ? 'user-cashier' : 'user-poc';
    const row = {
      key: nextKey(),
      noteKey: note.key,
      kind: 'payment',
      reversesKey: null,
      method,
      paidCurrency,
      paidAmount: convertMinor(settled, note.currency, paidCurrency, rate),
      conversionRate: rate,
      settledCurrency: note.currency,
      settledAmount: settled,
      instalmentNumber,
      bankKey,
      bankSlipNumber: bankKey ? `BRD-${random.digits(8)}` : null,
      cashierName: cashier?.[0] ?? null,
      cashierPhone: cashier?.[1] ?? null,
      paymentDate,
      receiptNumber: '',
      reason: '',
      recordedBy,
      recordedByName: signIn.get(recordedBy)!,
      latitude: -11.664 + (random.int(0, 400) - 200) / 10_000,
      longitude: 27.479 + (random.int(0, 400) - 200) / 10_000,
      createdAt: new Date(at).toISOString(),
    };
    out.payments.push(row);
    return row;
  };

  for (const note of notes) {
    if (!random.chance(0.6)) continue;
    const first = officeTime(Date.parse(note.lastEventAt) + random.int(1, 40) * DAY_MS, random);
    if (first > now.getTime()) continue;
    const split = {
      remaining: note.amount,
      currency: note.currency,
      firstAmount: Math.floor(note.amount * 0.4),
      firstDueDate: day(first),
      numberOfSplits: random.int(3, 4),
    };
    if (random.chance(0.12) && checkSplit(split) === null) {
      const schedule: Instalment[] = splitSchedule(split);
      schedule.forEach((i) =>
        out.instalments.push({
          noteKey: note.key,
          ...i,
          currency: note.currency,
          createdBy: 'user-receveur',
          createdAt: new Date(first - 3_600_000).toISOString(),
        }),
      );
      const paidCount = random.int(1, schedule.length);
      for (const i of schedule.slice(0, paidCount)) {
        const at = i.number === 1 ? first : officeTime(Date.parse(i.dueDate) - random.int(0, 5) * DAY_MS, random);
        if (at > now.getTime()) break;
        pay(note, i.amount, at, i.number);
      }
      continue;
    }
    const payment = pay(note, note.amount, first, null);
    const reversedAt = officeTime(first + random.int(1, 10) * DAY_MS, random);
    if (random.chance(0.04) && reversedAt <= now.getTime()) {
      const reversal = {
        ...payment,
        key: nextKey(),
        kind: 'reversal',
        reversesKey: payment.key,
        paidAmount: -payment.paidAmount,
        settledAmount: -payment.settledAmount,
        reason: random.pick(REVERSALS),
        recordedBy: 'user-receveur',
        recordedByName: signIn.get('user-receveur')!,
        createdAt: new Date(reversedAt).toISOString(),
      };
      out.payments.push(reversal);
    }
  }

  // Receipts follow the posting order, gapless within each year; a reversal keeps its payment's number.
  out.payments.sort((a, b) => (String(a.createdAt) < String(b.createdAt) ? -1 : 1));
  const lastOfYear = new Map<number, number>();
  const receiptOf = new Map<unknown, string>();
  for (const row of out.payments) {
    if (row.kind === 'reversal') {
      row.receiptNumber = receiptOf.get(row.reversesKey);
      continue;
    }
    const year = Number(String(row.createdAt).slice(0, 4));
    lastOfYear.set(year, (lastOfYear.get(year) ?? 0) + 1);
    const receiptNumber = formatReference(`${prefix}R`, year, lastOfYear.get(year)!);
    row.receiptNumber = receiptNumber;
    receiptOf.set(row.key, receiptNumber);
  }
  out.counters = [...lastOfYear].map(([year, lastValue]) => ({ year, lastValue }));

  for (const row of out.payments) {
    for (const share of shareOut(Number(row.settledAmount), beneficiaries))
      out.shares.push({
        key: `${row.key}-${share.key}`,
        paymentKey: row.key,
        beneficiaryKey: share.key,
        beneficiaryName: share.name,
        basisPoints: share.basisPoints,
        currency: row.settledCurrency,
        amount: share.amount,
        paymentDate: row.paymentDate,
        createdAt: row.createdAt,
      });
    const reversal = row.kind === 'reversal';
    out.events.push({
      noteKey: row.noteKey,
      kind: reversal ? 'paymentReversed' : 'paid',
      userKey: row.recordedBy,
      userName: row.recordedByName,
      reason: row.reason,
      data: reversal
        ? {
            receiptNumber: row.receiptNumber,
            paymentKey: row.reversesKey,
            paid: { amount: -Number(row.paidAmount), currency: row.paidCurrency },
            settled: { amount: -Number(row.settledAmount), currency: row.settledCurrency },
          }
        : {
            receiptNumber: row.receiptNumber,
            paymentKey: row.key,
            method: row.method,
            paid: { amount: row.paidAmount, currency: row.paidCurrency },
            settled: { amount: row.settledAmount, currency: row.settledCurrency },
            rate: row.conversionRate,
            instalmentNumber: row.instalmentNumber,
          },
      latitude: row.latitude,
      longitude: row.longitude,
      createdAt: row.createdAt,
    });
  }
  out.settlements = monthlySettlements(out.shares, now, random);
  return out;
}

/**
 * Transfers for the last four finished months: each beneficiary receives 90 % of the month's net
 * shares in each currency on the 5th of the next month, never more in all than the shares owe.
 */
function monthlySettlements(shares: Row[], now: Date, random: ReturnType<typeof seededRandom>): Row[] {
  const owed = new Map<string, number>();
  const byMonth = new Map<string, number>();
  for (const s of shares) {
    if (s.beneficiaryKey === 'treasury') continue;
    const line = `${s.beneficiaryKey}|${s.currency}`;
    owed.set(line, (owed.get(line) ?? 0) + Number(s.amount));
    const month = `${String(s.paymentDate).slice(0, 7)}|${line}`;
    byMonth.set(month, (byMonth.get(month) ?? 0) + Number(s.amount));
  }
  const rows: Row[] = [];
  const settled = new Map<string, number>();
  for (let back = 4; back >= 1; back--) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const month = start.toISOString().slice(0, 7);
    const transferDate = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 5)).toISOString().slice(0, 10);
    if (transferDate > day(now.getTime())) continue;
    for (const line of [...owed.keys()].sort()) {
      const done = settled.get(line) ?? 0;
      const amount = Math.min(Math.floor((byMonth.get(`${month}|${line}`) ?? 0) * 0.9), owed.get(line)! - done);
      if (amount <= 0) continue;
      settled.set(line, done + amount);
      const [beneficiaryKey, currency] = line.split('|');
      rows.push({
        key: `settle-demo-${month}-${beneficiaryKey}-${currency}`,
        beneficiaryKey,
        currency,
        amount,
        bankKey: random.pick(BANKS),
        transferReference: `VIR-${month.replace('-', '')}-${random.digits(6)}`,
        transferDate,
        recordedBy: 'user-admin',
        createdAt: `${transferDate}T09:00:00.000Z`,
      });
    }
  }
  return rows;
}
