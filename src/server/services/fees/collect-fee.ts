import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-db';
import { taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { postPaymentsInTransaction, type PaymentInput } from '../payments/post-payments';
import { createTaxNoteInTransaction } from '../tax-notes/create-tax-note';
import { getTaxNote } from '../tax-notes/get-tax-note';
import { transitionNote } from '../tax-notes/transition-note';
import { resolveFeePayer, type FeePayer } from './fee-payer';
import { dayInZone } from '../../../domain/dated-money';

export type FeeInput = PaymentInput & {
  nomenclatureItemKey: string;
  payer: FeePayer;
  stepValues?: Record<string, string>;
};

export type CollectFeeOptions = {
  projectKey: string;
  principal: Principal;
  input: FeeInput;
  now: Date;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * A fee note is for the day it is collected, so the duplicate rule of notes means this payer has
 * already paid this fee today: the counter is told so in those words, with the note to look up.
 */
function explainDuplicate(error: unknown): never {
  if (error instanceof AppError && error.errorCode === 'TAX_NOTE_DUPLICATE') {
    throw new AppError(409, 'FEE_ALREADY_COLLECTED', 'feeAlreadyCollected', error.params);
  }
  throw error;
}

/**
 * The counter's one-step fee: the note is created (a walk-in payer first becomes a citizen
 * waiting for approval), approved as the fee's protocol says and paid, all in the caller's
 * transaction (the route's, which also takes the Idempotency-Key): if the payment is refused
 * (wrong amount, method not the caller's), no note and no citizen remain. A protocol with an
 * approver step is passed by the system's approval, as the scheduler would: the fee is collected
 * in full at the counter, so nothing is left to decide. The answer is read in the same
 * transaction, so it is stored with the key and a resent fee replays it.
 */
export function collectFee(tx: Db, options: CollectFeeOptions) {
  return createPayAndRead(tx, options).catch(explainDuplicate);
}

async function createPayAndRead(tx: Db, options: CollectFeeOptions) {
  const { projectKey, principal, input, now } = options;
  const position = { latitude: options.latitude ?? null, longitude: options.longitude ?? null };
  const today = dayInZone(now);
  const payer = await resolveFeePayer(tx, projectKey, principal, input.payer);
  const noteKey = await createTaxNoteInTransaction(tx, {
    projectKey,
    principal,
    now,
    ...position,
    draft: {
      taxType: 'fee',
      taxpayerKind: payer.kind,
      taxpayerKey: payer.key,
      declarantName: payer.name,
      responsibleName: payer.name,
      phoneCountryCode: payer.phoneCountryCode,
      phoneNumber: payer.phoneNumber,
      period: 'once',
      periodStart: today,
      items: [{ nomenclatureItemKey: input.nomenclatureItemKey, stepValues: input.stepValues }],
    },
  });
  const [created] = await tx.select({ lifecycle: taxNotes.lifecycle }).from(taxNotes).where(eq(taxNotes.key, noteKey));
  if (created.lifecycle === 'waitingForApproval') {
    await transitionNote({ db: tx, projectKey, noteKey, action: 'approve', by: { kind: 'system' }, now });
  }
  const paid = await postPaymentsInTransaction(tx, {
    projectKey,
    principal,
    now,
    ...position,
    noteKeys: [noteKey],
    method: input.method,
    paidCurrency: input.paidCurrency,
    paidAmount: input.paidAmount,
    bankKey: input.bankKey,
    bankSlipNumber: input.bankSlipNumber,
    cashierName: input.cashierName,
    cashierPhone: input.cashierPhone,
    paymentDate: input.paymentDate,
  });
  return { note: await getTaxNote(tx, projectKey, noteKey, principal, now), receiptNumber: paid.receiptNumber };
}
