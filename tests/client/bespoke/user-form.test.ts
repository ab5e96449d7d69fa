import { describe, expect, it } from 'vitest';
import {
  changeWorkType,
  chooseAssociated,
  chooseWorking,
  CITIZEN_LOCKED,
  fromUserRecord,
  initialState,
  pickPerson,
  presetApplicationAccess,
  setField,
  startBlank,
} from '../../../resources/user/user-form';
import { buildCitizenResult, buildUserResult } from './support/api';

describe('user dialog modes', () => {
  it('opens create mode on the citizen search and update mode on the form, the user name locked', () => {
    const create = initialState('create');
    expect(create).toMatchObject({ mode: 'create', stage: 'search', kind: 'user', locked: [] });
    expect(create.values.contactPhone1CountryCode).toBe('243');
    expect(create.values.isActive).toBe(true);
    const update = initialState('update');
    expect(update).toMatchObject({ mode: 'update', stage: 'form', locked: ['userName'] });
  });

  it('presets the application access from the project type: a health project means the birth application', () => {
    expect(presetApplicationAccess('2')).toBe('2');
    expect(presetApplicationAccess('1')).toBe('1');
    expect(initialState('create', '2').values.applicationAccess).toBe('2');
  });

  it('turns a picked citizen into user mode with names and phone locked and the phone as suggested user name', () => {
    const state = pickPerson(initialState('create'), buildCitizenResult({ contactPhone1CountryCode: '+243', phoneNumber: '0979 673 735' }));
    expect(state).toMatchObject({ kind: 'user', stage: 'form' });
    expect(state.locked).toEqual(CITIZEN_LOCKED);
    expect(state.values).toMatchObject({
      firstName: 'Dorcas',
      middleName: 'Neema',
      lastName: 'Banza',
      contactPhone1CountryCode: '243',
      _citizenKey: 'cit-1',
      isCitizen: true,
      userName: '979673735',
    });
    const tried = setField(state, 'firstName', 'Someone else');
    expect(tried.values.firstName).toBe('Dorcas');
    expect(setField(state, 'userName', 'dorcas').values.userName).toBe('dorcas');
  });

  it('turns a picked existing user into non-user mode, names, phone and user name locked, no password kept', () => {
    const state = pickPerson(setField(initialState('create'), 'password', 'Typed@2026'), buildUserResult());
    expect(state).toMatchObject({ kind: 'nonUser', stage: 'form' });
    expect(state.values).toMatchObject({ userName: 'skasongo', roleName: 'Cashier', password: '', confirmPassword: '', _citizenKey: '' });
    expect(state.locked).toContain('userName');
    expect(state.locked).toContain('phoneNumber');
  });

  it("'Add user' opens a blank form with nothing locked", () => {
    const picked = pickPerson(initialState('create', '2'), buildCitizenResult());
    const blank = startBlank(picked);
    expect(blank).toMatchObject({ kind: 'user', stage: 'form', locked: [] });
    expect(blank.values.firstName).toBe('');
    expect(blank.values.applicationAccess).toBe('2');
  });

  it('reads a stored user for update, locking the names of a citizen-linked user', () => {
    const record = {
      _key: 'u-1',
      userName: 'amani',
      firstName: 'Amani',
      lastName: 'K',
      contactPhone1CountryCode: '+33',
      phoneNumber: '612345678',
      isActive: false,
      associatedEstablishmentKey: ['a'],
      _citizenKey: 'cit-5',
      gender: null,
    };
    const state = fromUserRecord(initialState('update'), record);
    expect(state.values).toMatchObject({
      _key: 'u-1',
      userName: 'amani',
      contactPhone1CountryCode: '33',
      isActive: false,
      associatedEstablishmentKey: ['a'],
      gender: '',
    });
    expect(state.locked).toEqual([...CITIZEN_LOCKED, 'userName']);
    expect(fromUserRecord(initialState('update'), { ...record, _citizenKey: null }).locked).toEqual(['userName']);
  });
});

describe('organization selections', () => {
  const base = chooseAssociated(chooseWorking(initialState('create'), 'org-hq'), ['org-branch', 'org-other']);

  it('clears both selections when the work type changes, and keeps them when it does not', () => {
    expect(changeWorkType(base, '2')).toBe(base);
    const bank = changeWorkType(base, '3');
    expect(bank.values).toMatchObject({ type: '3', establishmentKey: '', associatedEstablishmentKey: [] });
  });

  it('never keeps the working organization among the associated ones', () => {
    expect(chooseAssociated(base, ['org-hq', 'org-other', 'org-other']).values.associatedEstablishmentKey).toEqual(['org-other']);
    const moved = chooseWorking(base, 'org-branch');
    expect(moved.values).toMatchObject({ establishmentKey: 'org-branch', associatedEstablishmentKey: ['org-other'] });
  });
});

describe("one's own account (finding D19)", () => {
  it('locks the role and the status, which the server refuses to change on one’s own account', () => {
    const record = { ...buildUserResult(), _key: 'user-1', isActive: true, userRole: 'role-admin' };
    const own = fromUserRecord(initialState('update'), record, 'user-1');
    expect(own.locked).toEqual(expect.arrayContaining(['userRole', 'isActive']));
    expect(setField(own, 'isActive', false).values.isActive).toBe(true);
    const other = fromUserRecord(initialState('update'), record, 'user-2');
    expect(other.locked).not.toContain('isActive');
    expect(setField(other, 'isActive', false).values.isActive).toBe(false);
  });
});
