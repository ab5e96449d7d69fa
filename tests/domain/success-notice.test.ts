import { describe, expect, it } from 'vitest';
import { successNotice } from '../../src/domain/success-notice';

describe('success notice', () => {
  it("ends a message that lacks it with ' !!!'", () => {
    expect(successNotice('Call saved')).toBe('Call saved !!!');
    expect(successNotice('The contact is logged.')).toBe('The contact is logged !!!');
    expect(successNotice('Régénération lancée pour 2026 ')).toBe('Régénération lancée pour 2026 !!!');
  });

  it('leaves the mark alone when the catalogue already has it', () => {
    expect(successNotice('Role is created successfully !!!')).toBe('Role is created successfully !!!');
  });
});
