import { and, eq } from 'drizzle-orm';
import { latestToday } from '../../../domain/calendar-rules';
import { deathProblems, type DeathPlaceKind, type DeathSex, type DeclarantRelation } from '../../../domain/health-deaths';
import type { Db } from '../../db/open-db';
import { records } from '../../db/schema';
import { hospitalOf } from '../vital-events/hospitals';
import { citizenUnknown, hospitalUnknown, invalidDeclaration } from './death-errors';

/** What a registrar declares (and corrects): the body of POST and PUT. */
export type DeathDeclaration = {
  deceasedFirstName: string;
  deceasedMiddleName?: string;
  deceasedLastName: string;
  sex: DeathSex;
  dateOfBirth?: string;
  ageYears?: number;
  citizenKey?: string;
  dateOfDeath: string;
  hospitalKey: string;
  placeKind: DeathPlaceKind;
  placeText?: string;
  immediateCause: string;
  icd10Code?: string;
  declarantName: string;
  declarantRelation: DeclarantRelation;
  declarantCountryCode: string;
  declarantMobile: string;
  zone?: string;
};

/**
 * Checks a declaration against the rules and the project, and answers the columns to write.
 * The hospital must be one of the project's health establishments; its name is copied so the
 * list and the certificate need no lookup.
 */
export async function checkedDeclaration(db: Db, projectKey: string, body: DeathDeclaration, now: Date) {
  const problems = deathProblems(body, latestToday(now));
  if (problems.length) throw invalidDeclaration(problems);
  const hospital = await hospitalOf(db, projectKey, body.hospitalKey, hospitalUnknown);
  if (body.citizenKey) {
    const [citizen] = await db
      .select({ key: records.key })
      .from(records)
      .where(and(eq(records.resource, 'citizens'), eq(records.key, body.citizenKey)));
    if (!citizen) throw citizenUnknown();
  }
  return {
    deceasedFirstName: body.deceasedFirstName.trim(),
    deceasedMiddleName: body.deceasedMiddleName?.trim() ?? '',
    deceasedLastName: body.deceasedLastName.trim(),
    sex: body.sex,
    dateOfBirth: body.dateOfBirth ?? null,
    // The day of birth, when known, says the age: a second figure could only contradict it.
    ageYears: body.dateOfBirth ? null : (body.ageYears ?? null),
    citizenKey: body.citizenKey ?? null,
    dateOfDeath: body.dateOfDeath,
    hospitalKey: hospital.key,
    hospitalName: hospital.name,
    placeKind: body.placeKind,
    placeText: body.placeKind === 'elsewhere' ? (body.placeText ?? '').trim() : '',
    immediateCause: body.immediateCause.trim(),
    icd10Code: body.icd10Code || null,
    declarantName: body.declarantName.trim(),
    declarantRelation: body.declarantRelation,
    declarantCountryCode: body.declarantCountryCode,
    declarantMobile: body.declarantMobile,
    zone: body.zone?.trim() || null,
  };
}
