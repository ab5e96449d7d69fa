import { latestToday } from '../../../domain/calendar-rules';
import { birthProblems, type BirthDeclaration } from '../../../domain/health-birth-rules';
import { nationalNumber } from '../../../domain/phone';
import type { Db } from '../../db/open-db';
import { birthInvalid, hospitalUnknown } from './birth-errors';
import { probableDuplicatesOf, takeDuplicateCheckTurn } from './find-duplicates';
import { hospitalOf } from '../vital-events/hospitals';

const trimmed = (text: string | undefined) => (text ?? '').trim();
const phoneOf = (code: string | undefined, text: string | undefined) => (trimmed(text) ? nationalNumber(code, text!) : null);

/**
 * A declaration checked (the domain's rules, the hospital of the project) and turned into the
 * columns a declaration or a correction writes, with its probable duplicates. Phones are kept as
 * national numbers (digits only) beside their country code. Runs inside the caller's
 * transaction (see takeDuplicateCheckTurn).
 */
export async function birthColumns(db: Db, projectKey: string, draft: BirthDeclaration, now: Date, exceptKey?: string) {
  const problems = birthProblems(draft, latestToday(now));
  if (problems.length) throw birthInvalid(problems);
  const hospital = await hospitalOf(db, projectKey, draft.hospitalKey, hospitalUnknown);
  const columns = {
    hospitalKey: hospital.key,
    hospitalName: hospital.name,
    childFirstName: trimmed(draft.childFirstName),
    childMiddleName: trimmed(draft.childMiddleName),
    childLastName: trimmed(draft.childLastName),
    gender: draft.gender,
    dateOfBirth: draft.dateOfBirth,
    heightMm: draft.heightMm,
    weightGrams: draft.weightGrams,
    motherFirstName: trimmed(draft.motherFirstName),
    motherMiddleName: trimmed(draft.motherMiddleName),
    motherLastName: trimmed(draft.motherLastName),
    motherCitizenKey: draft.motherCitizenKey || null,
    motherDateOfBirth: draft.motherDateOfBirth || null,
    motherAge: draft.motherDateOfBirth ? null : (draft.motherAge ?? null),
    motherPhoneCountryCode: trimmed(draft.motherPhone) ? (draft.motherPhoneCountryCode ?? '243') : null,
    motherPhone: phoneOf(draft.motherPhoneCountryCode, draft.motherPhone),
    fatherFirstName: trimmed(draft.fatherFirstName),
    fatherMiddleName: trimmed(draft.fatherMiddleName),
    fatherLastName: trimmed(draft.fatherLastName),
    fatherCitizenKey: draft.fatherCitizenKey || null,
    fatherDateOfBirth: draft.fatherDateOfBirth || null,
    fatherAge: draft.fatherDateOfBirth ? null : (draft.fatherAge ?? null),
    fatherPhoneCountryCode: trimmed(draft.fatherPhone) ? (draft.fatherPhoneCountryCode ?? '243') : null,
    fatherPhone: phoneOf(draft.fatherPhoneCountryCode, draft.fatherPhone),
    zone: trimmed(draft.zone),
    motherHealth: draft.motherHealth,
    caseType: draft.caseType,
    deliveryType: draft.deliveryType,
    congenitalAnomalies: draft.congenitalAnomalies,
    congenitalAnomaliesText: draft.congenitalAnomalies ? trimmed(draft.congenitalAnomaliesText) : '',
    multiplePregnancy: draft.multiplePregnancy,
    multipleCount: draft.multiplePregnancy ? (draft.multipleCount ?? null) : null,
  };
  // The caller's transaction keeps the turn until its row is written, so a copy sent at the same moment sees it.
  await takeDuplicateCheckTurn(db, projectKey);
  const duplicateOf = await probableDuplicatesOf(db, projectKey, columns, exceptKey);
  return { ...columns, duplicateOf };
}
