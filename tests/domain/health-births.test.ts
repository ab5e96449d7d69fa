import { describe, expect, it } from 'vitest';
import { birthProblems, yearsBetween, type BirthDeclaration } from '../../src/domain/health-birth-rules';
import { editDistance, isProbableDuplicate, normalizeName, type BirthIdentity } from '../../src/domain/health-duplicates';
import { birthActionsFor, isRejectionReason, stateAllows, statusAfter } from '../../src/domain/health-sync-states';
import { permissionEntry } from '../../src/domain/permissions';

const TODAY = '2026-06-15';
const draft = (over: Partial<BirthDeclaration> = {}): BirthDeclaration => ({
  hospitalKey: 'est-sendwe',
  childFirstName: 'Grâce',
  childLastName: 'Kabongo',
  gender: 'Female',
  dateOfBirth: '2026-06-10',
  heightMm: 495,
  weightGrams: 3200,
  motherFirstName: 'Marie',
  motherLastName: 'Ilunga',
  motherAge: 27,
  zone: 'Kampemba',
  motherHealth: 'good',
  caseType: 'normal',
  deliveryType: 'vaginal',
  congenitalAnomalies: false,
  multiplePregnancy: false,
  ...over,
});
const rules = (over: Partial<BirthDeclaration>) => birthProblems(draft(over), TODAY).map((p) => `${p.field}:${p.rule}`);

describe('birth declaration rules', () => {
  it('accepts a complete, plausible declaration', () => {
    expect(birthProblems(draft(), TODAY)).toEqual([]);
  });

  it('refuses a birth or a parent born in the future', () => {
    expect(rules({ dateOfBirth: '2026-06-16' })).toEqual(['dateOfBirth:inFuture']);
    expect(rules({ motherAge: undefined, motherDateOfBirth: '2027-01-01' })).toEqual(['motherDateOfBirth:inFuture']);
  });

  it('refuses implausible height and weight, in millimetres and grams', () => {
    expect(rules({ heightMm: 199 })).toEqual(['heightMm:outOfRange']);
    expect(rules({ heightMm: 701 })).toEqual(['heightMm:outOfRange']);
    expect(rules({ weightGrams: 299, heightMm: 200 })).toEqual(['weightGrams:outOfRange']);
    expect(rules({ weightGrams: 7000, heightMm: 700 })).toEqual([]);
  });

  it("needs the mother's names and her age or date of birth; a father may be unknown but not half-named", () => {
    expect(rules({ motherFirstName: ' ', motherAge: undefined })).toEqual(['motherFirstName:required', 'motherAge:ageOrDate']);
    expect(rules({ fatherFirstName: 'Papy' })).toEqual(['fatherLastName:required']);
    expect(rules({ motherDateOfBirth: '2020-01-01', motherAge: undefined })).toEqual(['motherDateOfBirth:beforeParent']);
    expect(rules({ motherAge: 9 })).toEqual(['motherAge:outOfRange']);
  });

  it('asks for the details a flag announces', () => {
    expect(rules({ congenitalAnomalies: true })).toEqual(['congenitalAnomaliesText:required']);
    expect(rules({ multiplePregnancy: true })).toEqual(['multipleCount:required']);
    expect(rules({ multiplePregnancy: true, multipleCount: 9 })).toEqual(['multipleCount:outOfRange']);
    expect(rules({ multiplePregnancy: true, multipleCount: 2, congenitalAnomalies: true, congenitalAnomaliesText: 'Pied bot' })).toEqual([]);
  });

  it('checks a mobile with its country code', () => {
    expect(rules({ motherPhone: '12' })).toEqual(['motherPhone:phone']);
    expect(rules({ motherPhone: '0997 123 456', motherPhoneCountryCode: '243' })).toEqual([]);
  });

  it('counts whole years of age', () => {
    expect(yearsBetween('2000-06-16', '2026-06-15')).toBe(25);
    expect(yearsBetween('2000-06-15', '2026-06-15')).toBe(26);
  });
});

describe('birth sync states', () => {
  const waiting = { syncState: 'waitingForApproval', approved: false } as const;
  const approved = { syncState: 'waitingForApproval', approved: true } as const;
  const rejected = { syncState: 'rejected', approved: false } as const;
  const synced = { syncState: 'synced', approved: true } as const;
  const registrar = [permissionEntry('Birth', { isAccess: true, read: true, create: true, update: true })];
  const supervisor = [permissionEntry('Health Approver', { isAccess: true, read: true, create: true, update: true }), permissionEntry('Birth', 'read')];

  it('lets the registrar correct a waiting or rejected declaration, and the supervisor decide a waiting one', () => {
    expect(birthActionsFor(waiting, registrar)).toEqual(['correct']);
    expect(birthActionsFor(rejected, registrar)).toEqual(['correct']);
    expect(birthActionsFor(waiting, supervisor)).toEqual(['approve', 'reject']);
    expect(birthActionsFor(rejected, supervisor)).toEqual([]);
  });

  it('freezes an approved or synced declaration', () => {
    for (const status of [approved, synced]) for (const action of ['correct', 'approve', 'reject'] as const) expect(stateAllows(status, action)).toBe(false);
  });

  it('sends a corrected declaration back to waiting', () => {
    expect(statusAfter('correct')).toEqual(waiting);
    expect(statusAfter('reject')).toEqual(rejected);
    expect(statusAfter('approve')).toEqual(approved);
  });

  it('denies by default: no role, no action', () => {
    expect(birthActionsFor(waiting, [])).toEqual([]);
    expect(birthActionsFor(waiting, undefined)).toEqual([]);
  });

  it('takes a reason of a few characters, not blanks', () => {
    expect(isRejectionReason('   ')).toBe(false);
    expect(isRejectionReason(undefined)).toBe(false);
    expect(isRejectionReason('Poids à vérifier')).toBe(true);
  });
});

describe('probable duplicates', () => {
  const birth = (over: Partial<BirthIdentity> = {}): BirthIdentity => ({
    hospitalKey: 'est-sendwe',
    dateOfBirth: '2026-06-10',
    childFirstName: 'Grâce',
    childLastName: 'Kabongo',
    motherFirstName: 'Marie',
    motherLastName: 'Ilunga',
    ...over,
  });

  it('normalises accents, case and punctuation', () => {
    expect(normalizeName('  GRÂCE-Élodie  ')).toBe('grace elodie');
    expect(editDistance('kabongo', 'kabngo')).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('flags the same mother, day and hospital', () => {
    expect(isProbableDuplicate(birth(), birth({ childFirstName: 'Esther' }))).toBe(true);
  });

  it('flags close names a few days apart, anywhere', () => {
    expect(
      isProbableDuplicate(birth(), birth({ hospitalKey: 'est-cs-kenya', dateOfBirth: '2026-06-12', childFirstName: 'GRACE', motherLastName: 'Ilungaa' })),
    ).toBe(true);
    expect(isProbableDuplicate(birth(), birth({ dateOfBirth: '2026-06-14', childFirstName: 'Grace' }))).toBe(false);
    expect(isProbableDuplicate(birth(), birth({ hospitalKey: 'est-cs-kenya', childFirstName: 'Esther', motherFirstName: 'Chantal' }))).toBe(false);
  });

  it('does not take twins for a duplicate', () => {
    expect(isProbableDuplicate(birth({ multiplePregnancy: true }), birth({ multiplePregnancy: true, childFirstName: 'Divine' }))).toBe(false);
    expect(isProbableDuplicate(birth({ multiplePregnancy: true }), birth({ multiplePregnancy: true }))).toBe(true);
  });

  it("trusts the mother's citizen key over her spelling", () => {
    expect(isProbableDuplicate(birth({ motherCitizenKey: 'c-1' }), birth({ motherCitizenKey: 'c-2', childFirstName: 'Esther' }))).toBe(false);
  });
});
