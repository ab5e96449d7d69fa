import { describe, expect, it } from 'vitest';
import { permissionEntry } from '../../src/domain/permissions';
import {
  actionAllowedIn,
  ageAtDeath,
  certificateNumberOf,
  deathActionsFor,
  deathProblems,
  deceasedName,
  isIcd10Code,
  stateAfter,
  type DeathFacts,
} from '../../src/domain/health-deaths';
import { isValidReference } from '../../src/domain/tax-reference';

const TODAY = '2026-05-10';
const facts = (overrides: Partial<DeathFacts> = {}): DeathFacts => ({
  dateOfDeath: '2026-05-01',
  dateOfBirth: '1950-02-03',
  placeKind: 'hospital',
  ...overrides,
});
const problemsOf = (overrides: Partial<DeathFacts>) => deathProblems(facts(overrides), TODAY).map((p) => `${p.field}:${p.message}`);

describe('a death declaration', () => {
  it('is valid with a past death after the birth', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ dateOfDeath: TODAY })).toEqual([]);
    expect(problemsOf({ dateOfBirth: '2026-05-01' })).toEqual([]);
  });

  it('refuses a death in the future and a death before the birth', () => {
    expect(problemsOf({ dateOfDeath: '2026-05-11' })).toEqual(['dateOfDeath:deathInFuture']);
    expect(problemsOf({ dateOfBirth: '2026-05-02' })).toEqual(['dateOfDeath:deathBeforeBirth']);
    expect(problemsOf({ dateOfBirth: '2026-06-01', dateOfDeath: '2026-05-01' })).toEqual(['dateOfBirth:birthInFuture']);
  });

  it('needs the day of birth or the age, within a human life', () => {
    expect(problemsOf({ dateOfBirth: null })).toEqual(['dateOfBirth:birthOrAge']);
    expect(problemsOf({ dateOfBirth: null, ageYears: 0 })).toEqual([]);
    expect(problemsOf({ dateOfBirth: null, ageYears: 131 })).toEqual(['ageYears:ageRange']);
    expect(problemsOf({ dateOfBirth: null, ageYears: 2.5 })).toEqual(['ageYears:ageRange']);
  });

  it('says where a death away from the hospital happened', () => {
    expect(problemsOf({ placeKind: 'elsewhere', placeText: '  ' })).toEqual(['placeText:placeRequired']);
    expect(problemsOf({ placeKind: 'elsewhere', placeText: 'Domicile' })).toEqual([]);
  });

  it('takes an ICD-10 code of the right shape only', () => {
    for (const code of ['A09', 'I21.9', 'U07.1', 'O72.12']) expect(isIcd10Code(code), code).toBe(true);
    for (const code of ['a09', 'I2', 'I21.', 'I21.123', '121.9', 'AB1']) expect(isIcd10Code(code), code).toBe(false);
    expect(problemsOf({ icd10Code: 'x1' })).toEqual(['icd10Code:icd10']);
  });

  it('gives the age at death from the birthday, or the stated age', () => {
    expect(ageAtDeath({ dateOfBirth: '1950-05-02', dateOfDeath: '2026-05-01' })).toBe(75);
    expect(ageAtDeath({ dateOfBirth: '1950-05-01', dateOfDeath: '2026-05-01' })).toBe(76);
    expect(ageAtDeath({ dateOfBirth: null, ageYears: 40, dateOfDeath: '2026-05-01' })).toBe(40);
  });

  it('prints the full name without empty parts', () => {
    expect(deceasedName({ deceasedFirstName: 'Jean', deceasedMiddleName: '', deceasedLastName: 'Ilunga' })).toBe('Jean Ilunga');
    expect(deceasedName({ deceasedFirstName: 'Jean', deceasedMiddleName: 'Marie', deceasedLastName: 'Ilunga' })).toBe('Jean Marie Ilunga');
  });
});

describe('the transitions of a death declaration', () => {
  const work = { isAccess: true, read: true, create: true, update: true };
  const registrar = [permissionEntry('Birth', work)];
  const approver = [permissionEntry('Health Approver', work), permissionEntry('Birth', 'read')];
  const reader = [permissionEntry('Birth', 'read')];

  it('lets the registrar correct while waiting or rejected, never once approved', () => {
    expect(deathActionsFor(registrar, 'waitingForApproval')).toEqual(['correct']);
    expect(deathActionsFor(registrar, 'rejected')).toEqual(['correct']);
    expect(deathActionsFor(registrar, 'approved')).toEqual([]);
  });

  it('lets only a health approver decide, and only while it waits', () => {
    expect(deathActionsFor(approver, 'waitingForApproval')).toEqual(['approve', 'reject']);
    expect(deathActionsFor(approver, 'rejected')).toEqual([]);
    expect(deathActionsFor(approver, 'approved')).toEqual([]);
    expect(deathActionsFor(reader, 'waitingForApproval')).toEqual([]);
    expect(deathActionsFor(undefined, 'waitingForApproval')).toEqual([]);
  });

  it('sends a corrected declaration back for approval', () => {
    expect(stateAfter('correct')).toBe('waitingForApproval');
    expect(stateAfter('approve')).toBe('approved');
    expect(stateAfter('reject')).toBe('rejected');
    expect(actionAllowedIn('approve', 'rejected')).toBe(false);
  });
});

describe('the certificate number', () => {
  it('is a reference with a check character, numbered per year', () => {
    const number = certificateNumberOf(2026, 12);
    expect(number).toMatch(/^DC-2026-0000012-[0-9A-Z*]$/);
    expect(isValidReference(number)).toBe(true);
    expect(certificateNumberOf(2026, 13)).not.toBe(number);
  });
});
