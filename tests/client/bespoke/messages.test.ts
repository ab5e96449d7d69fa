import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { fr } from '../../../src/i18n/fr';

const NAMESPACES = ['users', 'roles', 'projects', 'citizens', 'establishments'] as const;

describe('bespoke screen messages', () => {
  it('keep the product wording in English', () => {
    expect(en.users.notifications.alreadyAdded).toBe('User is already added !!!');
    expect(en.users.dialog.phoneInvalid).toBe('Not valid mobile (#)');
    expect(en.users.dialog.newUser).toBe('new user');
    expect(en.users.dialog.addUser).toBe('Add user');
    expect(en.users.dialog.citizen).toBe('Citizen');
    expect([en.users.dialog.selectAll, en.users.dialog.deselectAll]).toEqual(['Select All', 'Deselect All']);
  });

  it("end every success notification with '!!!' in both languages", () => {
    for (const catalogue of [en, fr]) {
      for (const namespace of NAMESPACES) {
        const notifications = Object.values((catalogue[namespace] as { notifications?: Record<string, string> }).notifications ?? {});
        expect(notifications.length, namespace).toBeGreaterThan(0);
        for (const text of notifications) expect(text, `${namespace}: ${text}`).toMatch(/ !!!$/);
      }
    }
  });
});
