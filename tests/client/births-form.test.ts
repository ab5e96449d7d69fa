import { describe, expect, it } from 'vitest';
import {
  birthFormProblems,
  declarationOf,
  emptyBirthForm,
  formOfDeclaration,
  gramsOf,
  millimetresOf,
  type BirthFormValues,
} from '../../src/client/pages/births/birth-form';
import { loadDraft, saveDraft } from '../../src/client/pages/births/outbox/draft-store';

/** The declaration form: centimetres and kilograms typed, millimetres and grams sent, the domain's rules shown per field. */
const NOW = new Date('2026-03-10T10:00:00Z');
const filled = (over: Partial<BirthFormValues> = {}): BirthFormValues => ({
  ...emptyBirthForm(),
  hospitalKey: 'est-sendwe',
  childFirstName: 'Amani',
  childLastName: 'Kasongo',
  gender: 'Female',
  dateOfBirth: '2026-03-02',
  heightCm: '49,5',
  weightKg: '3.15',
  motherFirstName: 'Odette',
  motherLastName: 'Kasongo',
  motherAge: '28',
  zone: 'Lubumbashi',
  motherHealth: 'good',
  caseType: 'normal',
  deliveryType: 'vaginal',
  ...over,
});

describe('the birth form', () => {
  it('turns centimetres (point or comma) and kilograms into whole millimetres and grams', () => {
    expect(millimetresOf('49,5')).toBe(495);
    expect(millimetresOf('50')).toBe(500);
    expect(gramsOf('3.15')).toBe(3150);
    expect(gramsOf('0,8')).toBe(800);
    const declaration = declarationOf(filled());
    expect(declaration).toMatchObject({ heightMm: 495, weightGrams: 3150, motherAge: 28 });
    expect(declaration).not.toHaveProperty('fatherFirstName');
    expect(declaration).not.toHaveProperty('motherPhone');
  });

  it('accepts a complete declaration', () => {
    expect(birthFormProblems(filled(), NOW)).toEqual({});
  });

  it('names each field in trouble with the domain rule the server would apply', () => {
    const problems = birthFormProblems(
      filled({
        childFirstName: '',
        heightCm: '12',
        weightKg: 'abc',
        dateOfBirth: '2026-04-01',
        congenitalAnomalies: true,
        multiplePregnancy: true,
        multipleCount: '12',
      }),
      NOW,
    );
    expect(problems).toMatchObject({
      childFirstName: 'births.rules.required',
      heightCm: 'births.rules.outOfRange',
      weightKg: 'births.rules.outOfRange',
      dateOfBirth: 'births.rules.inFuture',
      congenitalAnomaliesText: 'births.rules.required',
      multipleCount: 'births.rules.outOfRange',
    });
  });

  it("asks for the mother's age or date of birth, and a father's last name once his first is given", () => {
    expect(birthFormProblems(filled({ motherAge: '' }), NOW)).toEqual({ motherAge: 'births.rules.ageOrDate' });
    expect(birthFormProblems(filled({ fatherFirstName: 'Papy' }), NOW)).toEqual({ fatherLastName: 'births.rules.required' });
    expect(birthFormProblems(filled({ motherPhone: '12' }), NOW)).toEqual({ motherPhone: 'births.rules.phone' });
  });

  it('reads a declaration back into the form for a correction', () => {
    const values = formOfDeclaration(declarationOf(filled({ fatherFirstName: 'Papy', fatherLastName: 'Kasongo' })));
    expect(values).toMatchObject({ heightCm: '49.5', weightKg: '3.15', motherAge: '28', fatherFirstName: 'Papy', motherPhoneCountryCode: '243' });
    expect(birthFormProblems(values, NOW)).toEqual({});
  });

  it('keeps a half-typed draft per user across a reload', () => {
    saveDraft('user-a', { values: filled({ childFirstName: 'Half' }), key: 'key-draft-0001' });
    expect(loadDraft('user-a')).toMatchObject({ key: 'key-draft-0001', values: { childFirstName: 'Half' } });
    expect(loadDraft('user-b')).toBeUndefined();
  });
});
