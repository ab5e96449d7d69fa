import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { DEFAULT_COUNTRY_CODE } from '../../../domain/constants';
import { instalmentStatuses } from '../../../domain/instalments';
import { convertMinor, type Currency, type Money } from '../../../domain/money';
import { nationalNumber } from '../../../domain/phone';
import { isExpired, paymentStateOf, remainingOf, type Lifecycle, type PaymentState } from '../../../domain/tax-note-protocol';
import { isValidReference, normalizeReference } from '../../../domain/tax-reference';
import type { Db } from '../../db/open-db';
import { instalments, payments, projects, taxNotes } from '../../db/schema';
import { openDocumentLink, type DocumentLanguage } from '../documents/document-links';
import { maskName } from './mask-name';
import { dayInZone } from '../../../domain/dated-money';

/** Only a note that reached the taxpayer can be looked up: one still in approval or rejected was never handed out. */
const VISIBLE_LIFECYCLES: Lifecycle[] = ['approved', 'issued'];

/**
 * The one query of the hot path. A wrong reference and a wrong mobile run exactly this, so
 * neither answer nor timing tells whether the reference exists. The prefix goes through the
 * projects table so the (project, reference) unique index finds the row.
 */
function prepareNoteQuery(db: Db) {
  return db
    .select({
      key: taxNotes.key,
      projectKey: taxNotes.projectKey,
      reference: taxNotes.reference,
      taxType: taxNotes.taxType,
      taxpayerName: taxNotes.taxpayerName,
      period: taxNotes.period,
      currency: taxNotes.currency,
      amount: taxNotes.amount,
      counterCurrency: taxNotes.counterCurrency,
      counterAmount: taxNotes.counterAmount,
      conversionRate: taxNotes.conversionRate,
      paidAmount: taxNotes.paidAmount,
      lifecycle: taxNotes.lifecycle,
      dueDate: taxNotes.dueDate,
    })
    .from(taxNotes)
    .innerJoin(projects, eq(projects.key, taxNotes.projectKey))
    .where(
      and(
        eq(projects.referencePrefix, sql.placeholder('prefix')),
        eq(taxNotes.reference, sql.placeholder('reference')),
        inArray(taxNotes.lifecycle, VISIBLE_LIFECYCLES),
        or(
          eq(taxNotes.phoneNumber, sql.placeholder('national')),
          eq(sql`${taxNotes.phoneCountryCode} || ${taxNotes.phoneNumber}`, sql.placeholder('international')),
        ),
      ),
    )
    .limit(1)
    .prepare('public_note_lookup');
}

function prepareHistoryQueries(db: Db) {
  return {
    schedule: db
      .select({ number: instalments.number, dueDate: instalments.dueDate, amount: instalments.amount })
      .from(instalments)
      .where(eq(instalments.noteKey, sql.placeholder('noteKey')))
      .orderBy(asc(instalments.number))
      .prepare('public_note_instalments'),
    ledger: db
      .select()
      .from(payments)
      .where(eq(payments.noteKey, sql.placeholder('noteKey')))
      .orderBy(asc(payments.createdAt), asc(payments.key))
      .prepare('public_note_payments'),
  };
}

type Prepared = { note: ReturnType<typeof prepareNoteQuery>; history: ReturnType<typeof prepareHistoryQueries> };
const preparedByDb = new WeakMap<Db, Prepared>();
function preparedFor(db: Db): Prepared {
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = { note: prepareNoteQuery(db), history: prepareHistoryQueries(db) }));
  return prepared;
}

/**
 * The two forms a mobile can match: the national number ("0997 123 456" → "997123456") or the
 * country code and number typed together ("+243 997 123 456" → "243997123456").
 */
export function mobileForms(typed: string) {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  return { national: digits ? nationalNumber(DEFAULT_COUNTRY_CODE, typed) : '', international: digits };
}

export type LookupRequest = { reference: string; mobile: string; language: DocumentLanguage };

export type PublicNote = {
  reference: string;
  taxType: string;
  taxpayerName: string;
  period: string;
  lifecycle: string;
  paymentState: PaymentState;
  expired: boolean;
  conversionRate: string;
  amount: Money;
  counterAmount: Money;
  paid: Money;
  counterPaid: Money;
  remaining: Money;
  counterRemaining: Money;
  dueDate?: string;
  instalments: { number: number; dueDate: string; amount: Money; paid: boolean; late: boolean }[];
  payments: { paymentDate: string; receiptNumber: string; method: string; paid: Money; settled: Money; reversed: boolean; receiptUrl: string }[];
  noteUrl: string;
  linksExpireAt: string;
};

/**
 * The note of that reference whose mobile matches, as printed on it (taxpayer name masked), with
 * download links; null when the pair does not match, however it fails.
 */
export async function lookupTaxNote(db: Db, request: LookupRequest, now = new Date()): Promise<PublicNote | null> {
  const prepared = preparedFor(db);
  // A mistyped reference still runs the same query, with a value no note carries.
  const normalized = normalizeReference(request.reference);
  const reference = normalized && isValidReference(normalized) ? normalized : '';
  const { national, international } = mobileForms(request.mobile);
  const [note] = await prepared.note.execute({
    prefix: reference.split('-')[0] ?? '',
    reference,
    national: national || '-',
    international: international || '-',
  });
  if (!note) return null;

  const [schedule, ledger] = await Promise.all([
    prepared.history.schedule.execute({ noteKey: note.key }),
    prepared.history.ledger.execute({ noteKey: note.key }),
  ]);
  const today = dayInZone(now);
  const currency = note.currency as Currency;
  const counterCurrency = note.counterCurrency as Currency;
  const inNote = (amount: number): Money => ({ amount, currency });
  const inCounter = (amount: number): Money => ({ amount: convertMinor(amount, currency, counterCurrency, note.conversionRate), currency: counterCurrency });
  const remaining = remainingOf(note.amount, note.paidAmount);
  const paidSoFar = ledger.reduce((sum, row) => sum + row.settledAmount, 0);
  const reversedKeys = new Set(ledger.filter((row) => row.kind === 'reversal' && row.reversesKey).map((row) => row.reversesKey));
  const noteLink = await openDocumentLink(db, { kind: 'taxNote', key: note.key, language: request.language }, now);
  const paymentRows = ledger.filter((row) => row.kind === 'payment');
  const receiptLinks = await Promise.all(
    paymentRows.map((row) => openDocumentLink(db, { kind: 'receipt', key: row.receiptNumber, projectKey: note.projectKey, language: request.language }, now)),
  );

  return {
    reference: note.reference,
    taxType: note.taxType,
    taxpayerName: maskName(note.taxpayerName),
    period: note.period,
    lifecycle: note.lifecycle,
    paymentState: paymentStateOf(note.amount, note.paidAmount),
    expired: isExpired({ dueDate: note.dueDate, amount: note.amount, paidAmount: note.paidAmount, lifecycle: note.lifecycle as Lifecycle }, today),
    conversionRate: note.conversionRate,
    amount: inNote(note.amount),
    counterAmount: { amount: note.counterAmount, currency: counterCurrency },
    paid: inNote(note.paidAmount),
    counterPaid: inCounter(note.paidAmount),
    remaining: inNote(remaining),
    counterRemaining: inCounter(remaining),
    ...(note.dueDate ? { dueDate: note.dueDate } : {}),
    instalments: instalmentStatuses(schedule, paidSoFar, today).map((row) => ({ ...row, amount: inNote(row.amount) })),
    payments: paymentRows.map((row, index) => ({
      paymentDate: row.paymentDate,
      receiptNumber: row.receiptNumber,
      method: row.method,
      paid: { amount: row.paidAmount, currency: row.paidCurrency as Currency },
      settled: { amount: row.settledAmount, currency: row.settledCurrency as Currency },
      reversed: reversedKeys.has(row.key),
      receiptUrl: receiptLinks[index]!.url,
    })),
    noteUrl: noteLink.url,
    linksExpireAt: noteLink.expiresAt,
  };
}
