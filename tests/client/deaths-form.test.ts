import { describe, expect, it } from 'vitest';
import { declarationOf, deathFormProblems, emptyDeathForm, formOfDeath, type DeathFormValues } from '../../src/client/pages/deaths/death-form';

const NOW = new Date('2026-11-20T10:00:00Z');

const filled = (overrides: Partial<DeathFormValues> = {}): DeathFormValues => ({
  ...emptyDeathForm(),
  deceasedFirstName: ' Joseph ',
  deceasedLastName: 'Kabila',
  sex: 'male',
  ageYears: '67',
  dateOfDeath: '2026-11-18',
  hospitalKey: 'est-sendwe',
  immediateCause: 'Cardiac arrest',
  declarantName: 'Marie Kabila',
  declarantRelation: 'spouse',
  declarantMobile: '812345678',
  ...overrides,
});

describe('the death declaration form', () => {
  it('names every required field left empty', () => {
    const problems = deathFormProblems(emptyDeathForm(), NOW);
    for (const field of [
      'deceasedFirstName',
      'deceasedLastName',
      'sex',
      'dateOfDeath',
      'hospitalKey',
      'immediateCause',
      'declarantName',
      'declarantRelation',
      'declarantMobile',
    ])
      expect(problems).toHaveProperty(field, 'deaths.register.form.required');
  });

  it('accepts a complete declaration', () => {
    expect(deathFormProblems(filled(), NOW)).toEqual({});
  });

  it('applies the shared rules with the server’s messages: order of days, future, age or birth, place, ICD-10 shape', () => {
    expect(deathFormProblems(filled({ dateOfBirth: '2026-11-19' }), NOW)).toEqual({ dateOfDeath: 'errors.deathBeforeBirth' });
    expect(deathFormProblems(filled({ dateOfDeath: '2026-12-25' }), NOW)).toEqual({ dateOfDeath: 'errors.deathInFuture' });
    expect(deathFormProblems(filled({ ageYears: '' }), NOW)).toEqual({ dateOfBirth: 'errors.deathBirthOrAge' });
    expect(deathFormProblems(filled({ ageYears: '131' }), NOW)).toEqual({ ageYears: 'errors.deathAgeRange' });
    expect(deathFormProblems(filled({ placeKind: 'elsewhere' }), NOW)).toEqual({ placeText: 'errors.deathPlaceRequired' });
    expect(deathFormProblems(filled({ icd10Code: 'heart' }), NOW)).toEqual({ icd10Code: 'errors.deathIcd10Invalid' });
    expect(deathFormProblems(filled({ icd10Code: 'i21.9' }), NOW)).toEqual({});
  });

  it('refuses a half-typed day and a mobile that is not digits', () => {
    expect(deathFormProblems(filled({ dateOfDeath: '18/11' }), NOW)).toEqual({ dateOfDeath: 'deaths.register.form.dayInvalid' });
    expect(deathFormProblems(filled({ declarantMobile: '81-234' }), NOW)).toEqual({ declarantMobile: 'deaths.register.form.mobileInvalid' });
  });

  it('sends trimmed text, leaves empty optional fields out, and the age only without a day of birth', () => {
    const body = declarationOf(filled({ icd10Code: 'i21.9', placeText: 'left over' }));
    expect(body).toMatchObject({ deceasedFirstName: 'Joseph', ageYears: 67, icd10Code: 'I21.9', placeText: undefined, deceasedMiddleName: undefined });
    expect(declarationOf(filled({ dateOfBirth: '1959-01-02' })).ageYears).toBeUndefined();
    expect(declarationOf(filled({ placeKind: 'elsewhere', placeText: ' Route de Kasenga ' })).placeText).toBe('Route de Kasenga');
  });

  it('puts a declaration read from the server back into the form for its correction', () => {
    const values = formOfDeath({ ...declarationOf(filled()), ageYears: 67, zone: null, icd10Code: null, state: 'rejected' });
    expect(values).toMatchObject({ deceasedFirstName: 'Joseph', ageYears: '67', zone: '', icd10Code: '', placeKind: 'hospital', declarantCountryCode: '243' });
  });
});
