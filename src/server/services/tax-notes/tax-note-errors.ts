import { dayTimeInZone } from '../../../domain/dated-money';
import { formatDay } from '../../../domain/format';
import type { OwnRequest } from '../../../domain/tax-note-protocol';
import { AppError, badRequest, conflict } from '../../app-error';
import { fourEyesRefused } from '../four-eyes-refusal';

/** The failures of the tax-note use cases, each with its stable code and translated message. */
export const noProcessConfiguration = () => badRequest('PROCESS_CONFIGURATION_REQUIRED', 'processConfigurationRequired');
export const itemTwice = () => badRequest('TEXT_ALREADY_ADDED', 'textAlreadyAdded');
export const amountNotCorrect = (field: string) => badRequest('TAX_AMOUNT_INCORRECT', 'taxAmountIncorrect', {}, [{ field, message: 'amountReason' }]);
export const wrongEstablishment = () => badRequest('ESTABLISHMENT_REQUIRED', 'establishmentRequired', {}, [{ field: 'taxpayerKey', message: 'establishment' }]);
export const wrongCitizen = () => badRequest('TAXPAYER_USER_INVALID', 'taxpayerUserInvalid', {}, [{ field: 'taxpayerKey', message: 'citizen' }]);
export const wrongObject = (taxType: string) => badRequest('TAX_OBJECT_INVALID', 'taxObjectInvalid', {}, [{ field: 'objectKey', message: taxType }]);
/** A lease that runs on no day of the period (tax-staff D14): days as users read them. */
export const leaseOutsidePeriod = (lease: { startDate?: string | null; endDate?: string | null }, period: { from: string; to: string }) =>
  new AppError(
    422,
    'LEASE_OUTSIDE_PERIOD',
    'leaseOutsidePeriod',
    {
      start: lease.startDate ? formatDay(lease.startDate) : '—',
      end: lease.endDate ? formatDay(lease.endDate) : '—',
      from: formatDay(period.from),
      to: formatDay(period.to),
    },
    [{ field: 'objectKey', message: 'period' }],
  );
export const wrongObjectPart = () => badRequest('TAX_OBJECT_PART_INVALID', 'taxObjectPartInvalid', {}, [{ field: 'objectPart', message: 'building' }]);
export const wrongItem = (field: string) => badRequest('NOMENCLATURE_ITEM_INVALID', 'nomenclatureItemInvalid', {}, [{ field, message: 'nomenclatureItem' }]);
export const mixedCurrencies = () => badRequest('TAX_CURRENCIES_MIXED', 'taxCurrenciesMixed');
export const noRate = () => badRequest('CONVERSION_RATE_MISSING', 'conversionRateMissing');
/** The same, for a day that is not today (a payment's date), named as users read days. */
export const noRateOn = (day: string) => badRequest('CONVERSION_RATE_MISSING', 'conversionRateMissingOn', { day: formatDay(day) });
export const stepValueMissing = (field: string) => badRequest('STEP_VALUE_MISSING', 'stepValueMissing', { field }, [{ field, message: 'stepValue' }]);
export const unknownStep = (stepKey: string, field: string) => badRequest('STEP_UNKNOWN', 'stepUnknown', { field: stepKey }, [{ field, message: 'step' }]);
export const supportingDocumentUnknown = () => badRequest('DOCUMENT_UNKNOWN', 'supportingDocumentUnknown', {}, [{ field: 'documentKey', message: 'document' }]);
export const reasonRequired = () => badRequest('REASON_REQUIRED', 'reasonRequired', {}, [{ field: 'reason', message: 'required' }]);
export const duplicateNote = (reference: string) => new AppError(409, 'TAX_NOTE_DUPLICATE', 'taxNoteDuplicate', { reference });
/** The caller's role is not the actor of the step the note is at. */
export const notTheActor = () => new AppError(403, 'TAX_NOTE_PERMISSION', 'taxNotePermission');
/** Four eyes: the caller created the note, requested the amendment or recorded the dispute the decision answers. */
const OWN_REQUEST_MESSAGES = { note: 'fourEyesOwnNote', amendment: 'fourEyesOwnAmendment', dispute: 'fourEyesOwnDispute' } as const;
export const ownRequestRefused = (what: OwnRequest) => fourEyesRefused(OWN_REQUEST_MESSAGES[what]);
/** The note's state does not allow the action (already decided, nothing pending…). */
export const stateRefuses = () => conflict('TAX_NOTE_STATE', 'taxNoteStateRefused');

/** The decisions a later caller can be told about, by the kind of the event that recorded them. */
const DECIDED_MESSAGES = {
  approved: 'taxNoteDecidedApproved',
  autoApproved: 'taxNoteDecidedAutoApproved',
  rejected: 'taxNoteDecidedRejected',
  issued: 'taxNoteDecidedIssued',
  amendmentApproved: 'taxNoteDecidedAmendmentApproved',
  amendmentRejected: 'taxNoteDecidedAmendmentRejected',
} as const;

/**
 * The same 409, telling the one who lost a race who decided first and when (on the project's
 * clock, dd/mm/yyyy hh:mm), when the note's last event is such a decision; else the plain refusal.
 */
export function decidedFirst(reference: string, last: { kind: string; name: string; at: Date } | undefined): AppError {
  const key = last && DECIDED_MESSAGES[last.kind as keyof typeof DECIDED_MESSAGES];
  if (!last || !key) return stateRefuses();
  return new AppError(409, 'TAX_NOTE_STATE', key, { reference, name: last.name, when: dayTimeInZone(last.at) });
}

/** An amount or a day beyond what can be held (a sum past the largest amount, year 0042): 400, not a crash. */
export function withinRange<T>(field: string, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) throw badRequest('INVALID_VALUE', 'invalidValue', {}, [{ field, message: 'range' }]);
    throw error;
  }
}
