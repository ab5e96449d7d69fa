import { and, asc, eq, inArray } from 'drizzle-orm';
import { dayInZone } from '../../../domain/dated-money';
import { approvedAmountChanges, type AmountChange } from '../../../domain/amount-changes';
import type { DocumentFacts, PaidState } from '../../../domain/document-token';
import { instalmentStatuses, type InstalmentStatus } from '../../../domain/instalments';
import type { Currency, Money } from '../../../domain/money';
import { paymentStateOf, remainingOf } from '../../../domain/tax-note-protocol';
import type { Db } from '../../db/open-db';
import { payments, projects, records, taxNoteEvents, taxNoteItems, taxNotes } from '../../db/schema';
import { scheduleOf, settledSoFar } from '../payments/post-payments';
import { namesOfNotes, type TaxNoteRow } from '../tax-notes/note-view';

export type UnsignedFacts = Omit<DocumentFacts, 'keyId'>;
export type ProjectHeader = { projectKey: string; projectName: string; provinceName: string; documentText: string };

/** The project block every printed document starts with; the province is the record's label. */
export async function projectHeader(db: Db, projectKey: string): Promise<ProjectHeader> {
  const [project] = await db.select().from(projects).where(eq(projects.key, projectKey));
  let provinceName = '';
  if (project?.provinceKey) {
    const [province] = await db.select({ label: records.label }).from(records).where(eq(records.key, project.provinceKey));
    provinceName = province?.label ?? '';
  }
  return { projectKey, projectName: project?.projectName ?? '', provinceName, documentText: project?.documentText ?? '' };
}

/** What a note says about payment now: a rejected note is void, so it reads as cancelled. */
export const notePaidState = (note: Pick<TaxNoteRow, 'lifecycle' | 'amount' | 'paidAmount'>): PaidState =>
  note.lifecycle === 'rejected' ? 'cancelled' : paymentStateOf(note.amount, note.paidAmount);

/** What a note owes and has paid now, as the QR page shows beside any document printed from it. */
export function noteStanding(note: Pick<TaxNoteRow, 'lifecycle' | 'amount' | 'paidAmount' | 'currency'>) {
  const currency = note.currency as Currency;
  return {
    paidState: notePaidState(note),
    lifecycle: note.lifecycle,
    amount: { amount: note.amount, currency },
    paidAmount: { amount: note.paidAmount, currency },
    remaining: { amount: remainingOf(note.amount, note.paidAmount), currency },
  };
}

export type TaxNoteDocument = {
  header: ProjectHeader;
  note: TaxNoteRow;
  items: (typeof taxNoteItems.$inferSelect)[];
  instalments: InstalmentStatus[];
  /** The approved new amounts: why the amount due differs from the items. */
  amountChanges: AmountChange[];
  names: { createdBy?: string; approvedBy?: string; issuedBy?: string };
  facts: UnsignedFacts;
};

/** Everything a printed tax note shows, or null when there is no such note (in that project, when given). */
export async function taxNoteDocument(db: Db, noteKey: string, projectKey?: string, now = new Date()): Promise<TaxNoteDocument | null> {
  const where = projectKey ? and(eq(taxNotes.key, noteKey), eq(taxNotes.projectKey, projectKey)) : eq(taxNotes.key, noteKey);
  const [note] = await db.select().from(taxNotes).where(where);
  if (!note) return null;
  // The project's day (Lubumbashi), as the printed footer: the server's UTC day is wrong after 22:00.
  const today = dayInZone(now);
  const [items, amendmentEvents, schedule, paidSoFar, names, header] = await Promise.all([
    db.select().from(taxNoteItems).where(eq(taxNoteItems.noteKey, noteKey)).orderBy(asc(taxNoteItems.position)),
    db
      .select({ id: taxNoteEvents.id, kind: taxNoteEvents.kind, reason: taxNoteEvents.reason, data: taxNoteEvents.data, createdAt: taxNoteEvents.createdAt })
      .from(taxNoteEvents)
      .where(and(eq(taxNoteEvents.noteKey, noteKey), inArray(taxNoteEvents.kind, ['amendmentRequested', 'amendmentApproved'])))
      .orderBy(asc(taxNoteEvents.id)),
    scheduleOf(db, noteKey),
    settledSoFar(db, noteKey),
    namesOfNotes(db, [note]),
    projectHeader(db, note.projectKey),
  ]);
  const nameOf = (key: string | null) => (key ? names.get(key) : undefined);
  return {
    header,
    note,
    items,
    instalments: instalmentStatuses(schedule, paidSoFar, today),
    amountChanges: approvedAmountChanges(amendmentEvents),
    names: { createdBy: nameOf(note.createdBy), approvedBy: nameOf(note.approvedBy), issuedBy: nameOf(note.issuedBy) },
    facts: {
      kind: 'taxNote',
      reference: note.reference,
      taxpayerName: note.taxpayerName,
      amount: note.amount,
      currency: note.currency as Currency,
      paidState: notePaidState(note),
      issuedOn: today,
    },
  };
}

export type ReceiptLine = { reference: string; paid: Money; settled: Money; rate: string; instalmentNumber: number | null };
export type ReceiptDocument = {
  header: ProjectHeader;
  receiptNumber: string;
  paymentDate: string;
  method: string;
  bankName: string;
  bankSlipNumber: string;
  cashierName: string;
  taxpayerName: string;
  recordedByName: string;
  recordedAt: Date;
  lines: ReceiptLine[];
  total: Money;
  cancelled: boolean;
  facts: UnsignedFacts;
};

/** The projects holding a receipt of this number (numbers restart per project prefix, so more than one may). */
export async function projectsOfReceipt(db: Db, receiptNumber: string): Promise<string[]> {
  const rows = await db.selectDistinct({ projectKey: payments.projectKey }).from(payments).where(eq(payments.receiptNumber, receiptNumber));
  return rows.map((row) => row.projectKey);
}

/** Everything a printed receipt shows: every payment written under its number, cancelled once one was reversed. */
export async function receiptDocument(db: Db, projectKey: string, receiptNumber: string, now = new Date()): Promise<ReceiptDocument | null> {
  const rows = await db
    .select({ payment: payments, reference: taxNotes.reference, taxpayerName: taxNotes.taxpayerName })
    .from(payments)
    .innerJoin(taxNotes, eq(taxNotes.key, payments.noteKey))
    .where(and(eq(payments.projectKey, projectKey), eq(payments.receiptNumber, receiptNumber)))
    .orderBy(asc(payments.createdAt), asc(payments.key));
  const paid = rows.filter((row) => row.payment.kind === 'payment');
  if (!paid.length) return null;
  const first = paid[0].payment;
  const bankKeys = first.bankKey ? [first.bankKey] : [];
  const [banks, header] = await Promise.all([
    bankKeys.length ? db.select({ label: records.label }).from(records).where(inArray(records.key, bankKeys)) : Promise.resolve([]),
    projectHeader(db, projectKey),
  ]);
  const currency = first.paidCurrency as Currency;
  const total = { amount: paid.reduce((sum, row) => sum + row.payment.paidAmount, 0), currency };
  const cancelled = rows.some((row) => row.payment.kind === 'reversal');
  return {
    header,
    receiptNumber,
    paymentDate: first.paymentDate,
    method: first.method,
    bankName: banks[0]?.label ?? '',
    bankSlipNumber: first.bankSlipNumber ?? '',
    cashierName: first.cashierName ?? '',
    taxpayerName: paid[0].taxpayerName,
    recordedByName: first.recordedByName,
    recordedAt: first.createdAt,
    lines: paid.map(({ payment, reference }) => ({
      reference,
      paid: { amount: payment.paidAmount, currency: payment.paidCurrency as Currency },
      settled: { amount: payment.settledAmount, currency: payment.settledCurrency as Currency },
      rate: payment.conversionRate,
      instalmentNumber: payment.instalmentNumber,
    })),
    total,
    cancelled,
    facts: {
      kind: 'receipt',
      reference: receiptNumber,
      taxpayerName: paid[0].taxpayerName,
      amount: total.amount,
      currency,
      paidState: cancelled ? 'cancelled' : 'paid',
      issuedOn: dayInZone(now),
    },
  };
}
