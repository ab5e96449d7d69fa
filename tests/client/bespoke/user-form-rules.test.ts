import { describe, expect, it } from 'vitest';
import { chooseWorking, initialState, pickPerson, setField, type UserFormState } from '../../../resources/user/user-form';
import { createBody, requiredFields, updateBody, userFormErrors } from '../../../resources/user/user-form-rules';
import { buildCitizenResult, buildUserResult } from './support/api';

const filled = (state: UserFormState): UserFormState => {
  let next = pickPerson(state, buildCitizenResult());
  next = setField(next, 'password', 'Strong@2026');
  next = setField(next, 'confirmPassword', 'Strong@2026');
  next = setField(next, 'userRole', 'role-cashier');
  return chooseWorking(next, 'org-hq');
};

describe('user form rules', () => {
  it('is valid once the create fields are filled in; gender is optional in create', () => {
    expect(userFormErrors(filled(initialState('create')), true)).toEqual({});
  });

  it('requires gender in update only', () => {
    const update = { ...filled(initialState('create')), mode: 'update' as const };
    expect(userFormErrors(update, true)).toEqual({ gender: 'users.dialog.required' });
    expect(userFormErrors(setField(update, 'gender', 'Female'), true)).toEqual({});
  });

  it('drops the role for external users and the organization when the dialog has no list', () => {
    const state = setField(setField(filled(initialState('create')), 'userRole', ''), 'establishmentKey', '');
    expect(Object.keys(userFormErrors(state, true)).sort()).toEqual(['establishmentKey', 'userRole']);
    expect(Object.keys(userFormErrors(state, false))).toEqual(['userRole']);
    expect(userFormErrors(setField(state, 'isExternal', true), false)).toEqual({});
  });

  it("marks a number that does not fit the country as 'Not valid mobile (#)', and a country code with letters", () => {
    const state = filled(initialState('create'));
    const blank = setField({ ...state, locked: [] }, 'phoneNumber', '12');
    expect(userFormErrors(blank, true).phoneNumber).toBe('users.dialog.phoneInvalid');
    expect(userFormErrors(setField(blank, 'contactPhone1CountryCode', 'x1'), true).contactPhone1CountryCode).toBe('users.dialog.countryCodeInvalid');
  });

  it('applies the password rule and its confirmation in create mode only', () => {
    const state = filled(initialState('create'));
    expect(userFormErrors(setField(state, 'password', 'weakpass'), true)).toMatchObject({
      password: 'USER.PASSWORD_VALIDATION1',
      confirmPassword: 'USER.PASSWORD_VALIDATION2',
    });
    expect(requiredFields({ ...state, mode: 'update' }, true)).not.toContain('password');
  });

  it('asks no password in non-user mode (an existing user picked)', () => {
    const state = chooseWorking(setField(pickPerson(initialState('create'), buildUserResult()), 'userRole', 'role-cashier'), 'org-hq');
    expect(requiredFields(state, true)).not.toContain('password');
    expect(userFormErrors(state, true)).toEqual({});
  });
});

describe('request bodies', () => {
  it('creates an always-active user with the passwords, the citizen link and no empty optional field', () => {
    const body = createBody(filled(initialState('create')).values);
    expect(body).toMatchObject({
      userName: '979673735',
      password: 'Strong@2026',
      confirmPassword: 'Strong@2026',
      isActive: true,
      isCitizen: true,
      _citizenKey: 'cit-1',
      establishmentKey: 'org-hq',
      associatedEstablishmentKey: [],
    });
    expect(body).not.toHaveProperty('gender');
    expect(body).not.toHaveProperty('emailAddress');
  });

  it('updates without the locked user name, sends isActive as a boolean and the force-logout flag on demand', () => {
    const values = { ...setField(filled(initialState('create')), 'isActive', false).values, phoneNumber: '979 673-735' };
    const body = updateBody(values, false);
    expect(body).not.toHaveProperty('userName');
    expect(body).not.toHaveProperty('password');
    expect(body).toMatchObject({ isActive: false, phoneNumber: '979673735', title: '' });
    expect(body).not.toHaveProperty('isForceLogout');
    expect(updateBody(values, true)).toMatchObject({ isForceLogout: true });
  });
});
