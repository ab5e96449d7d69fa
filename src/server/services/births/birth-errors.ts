import { AppError, badRequest, conflict } from '../../app-error';
import type { BirthProblem } from '../../../domain/health-birth-rules';

/** The failures of the birth use cases, each with its stable code and translated message. */
export const birthInvalid = (problems: BirthProblem[]) =>
  badRequest(
    'BIRTH_INVALID',
    'birthInvalid',
    { fields: [...new Set(problems.map((p) => p.field))].join(', ') },
    // The rule is a key of births.rules: the form shows it in the user's language beside the field.
    problems.map((p) => ({ field: p.field, message: p.rule })),
  );
export const hospitalUnknown = () => badRequest('BIRTH_HOSPITAL_UNKNOWN', 'birthHospitalUnknown', {}, [{ field: 'hospitalKey', message: 'hospital' }]);
/** The declaration's state does not allow the action (already decided, synced…): the later of two deciders. */
export const birthStateRefuses = () => conflict('BIRTH_STATE', 'birthStateRefused');
export const idempotencyKeyInvalid = () => badRequest('IDEMPOTENCY_KEY_INVALID', 'birthIdempotencyKeyInvalid');
export const rejectionReasonRequired = () => new AppError(400, 'REASON_REQUIRED', 'rejectionReasonTooShort', {}, [{ field: 'reason', message: 'required' }]);
