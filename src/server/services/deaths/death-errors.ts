import { AppError, badRequest, conflict, type ErrorKey } from '../../app-error';
import type { DeathProblem, DeathProblemKey } from '../../../domain/health-deaths';

/** The failures of the death use cases, each with its stable code and translated message. */
const PROBLEM_MESSAGES: Readonly<Record<DeathProblemKey, ErrorKey>> = {
  deathInFuture: 'deathInFuture',
  deathBeforeBirth: 'deathBeforeBirth',
  birthInFuture: 'deathBirthInFuture',
  birthOrAge: 'deathBirthOrAge',
  ageRange: 'deathAgeRange',
  placeRequired: 'deathPlaceRequired',
  icd10: 'deathIcd10Invalid',
};

/** The first problem is the message; every problem travels in the details, field by field. */
export const invalidDeclaration = (problems: DeathProblem[]) =>
  badRequest(
    'DEATH_INVALID',
    PROBLEM_MESSAGES[problems[0].message],
    {},
    problems.map(({ field, message }) => ({ field, message })),
  );
export const hospitalUnknown = () => badRequest('DEATH_HOSPITAL_UNKNOWN', 'deathHospitalUnknown', {}, [{ field: 'hospitalKey', message: 'hospital' }]);
export const citizenUnknown = () => badRequest('DEATH_CITIZEN_UNKNOWN', 'deathCitizenUnknown', {}, [{ field: 'citizenKey', message: 'citizen' }]);
export const reasonRequired = () => badRequest('REASON_REQUIRED', 'rejectionReasonTooShort', {}, [{ field: 'reason', message: 'required' }]);
/** Someone decided first: of two approvers acting at once, the second is told so. */
export const stateRefused = () => conflict('DEATH_STATE', 'deathStateRefused');
export const certificateNotApproved = () => new AppError(409, 'DEATH_NOT_APPROVED', 'deathCertificateNotApproved');
