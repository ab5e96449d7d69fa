import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordChangeErrors } from '../../src/domain/password';
import { dialCode, isValidPhone } from '../../src/domain/phone';
import { associatedWithoutWorking, requiredUserFields, suggestedUserName } from '../../src/domain/user-rules';

describe('password rule', () => {
  it.each([
    ['Demo@2026', true],
    ['demo@2026', false],
    ['DEMO@2026', false],
    ['Demo@abcd', false],
    ['Demo2026x', false],
    ['De@1', false],
    ['Demo#2026', false],
  ])('%s → %s', (value, ok) => {
    expect(isStrongPassword(value)).toBe(ok);
  });
  it('reports the USER.* keys in the dialog order', () => {
    expect(passwordChangeErrors({ oldPassword: 'x', newPassword: 'y', confirmPassword: 'z' })).toEqual({
      oldPassword: 'USER.PASSWORD_VALIDATION3',
      newPassword: 'USER.PASSWORD_VALIDATION1',
      confirmPassword: 'USER.PASSWORD_VALIDATION2',
    });
    expect(passwordChangeErrors({ oldPassword: 'Demo@2026', newPassword: 'Neuf@2026', confirmPassword: 'Neuf@2026' })).toEqual({});
  });
});

describe('phone rule', () => {
  it('prepends the plus sign and defaults to +243', () => {
    expect(dialCode('243')).toBe('+243');
    expect(dialCode('+33')).toBe('+33');
    expect(dialCode(undefined)).toBe('+243');
  });
  it('checks the number against the country format', () => {
    expect(isValidPhone('243', '812345678')).toBe(true);
    expect(isValidPhone('243', '0812345678')).toBe(true);
    expect(isValidPhone('243', '12345')).toBe(false);
    expect(isValidPhone('33', '612345678')).toBe(true);
    expect(isValidPhone('243', '')).toBe(true);
  });
});

describe('user dialog rules', () => {
  it('requires role only for internal users, organization only with a list, gender only on update', () => {
    expect(requiredUserFields({ mode: 'create', isExternal: true, hasOrganizationList: false })).not.toContain('userRole');
    expect(requiredUserFields({ mode: 'create', isExternal: false, hasOrganizationList: true })).toEqual(
      expect.arrayContaining(['userRole', 'establishmentKey', 'password']),
    );
    expect(requiredUserFields({ mode: 'update', isExternal: false, hasOrganizationList: false })).toContain('gender');
    expect(requiredUserFields({ mode: 'create', isExternal: false, hasOrganizationList: false })).not.toContain('gender');
  });
  it('never keeps the working organization among the associated ones', () => {
    expect(associatedWithoutWorking(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
  it('suggests the phone number without country code or leading zero as user name', () => {
    expect(suggestedUserName('0812 345 678')).toBe('812345678');
  });
});
