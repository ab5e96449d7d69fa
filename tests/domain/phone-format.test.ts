import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, nationalNumber } from '../../src/domain/phone';

describe('phone numbers as typed, stored and shown', () => {
  it('stores the national significant number whatever the clerk typed', () => {
    for (const typed of ['0997 123 456', '997123456', '0997-123-456', ' 997 12 34 56 ', '+243 997 123 456', '243997123456']) {
      expect(nationalNumber('243', typed), typed).toBe('997123456');
    }
  });

  it('follows the selected country, with or without its plus sign', () => {
    expect(nationalNumber('+33', '06 12 34 56 78')).toBe('612345678');
    expect(nationalNumber('1', '(415) 555-2671')).toBe('4155552671');
  });

  it('shows a number with its country code, grouped as the country writes it', () => {
    expect(formatPhone('243', '997123456')).toBe('+243 997 123 456');
    expect(formatPhone('243', '0812345601')).toBe('+243 812 345 601');
    expect(formatPhone('33', '612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('243', '')).toBe('');
  });

  it('keeps what it cannot parse readable rather than dropping it', () => {
    expect(formatPhone('243', '1234')).toBe('+243 1234');
    expect(isValidPhone('243', '1234')).toBe(false);
    expect(isValidPhone('243', nationalNumber('243', '0997 123 456'))).toBe(true);
  });

  it('does not throw on an ill-formed country code: validation refuses it instead', () => {
    for (const code of ['xxxxx', '99999', '+', ' ']) {
      expect(nationalNumber(code, '0812 345 678'), code).toBe('812345678');
      expect(isValidPhone(code, '812345678'), code).toBe(false);
      expect(formatPhone(code, '812345678'), code).toContain('812345678');
    }
  });
});
