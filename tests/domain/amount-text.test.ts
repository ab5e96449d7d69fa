import { describe, expect, it } from 'vitest';
import { parseAmountText } from '../../src/domain/money';

// Money fields accept an amount as people write it, thousands separators included (money-staff D9).
describe('an amount typed with thousands separators', () => {
  it('takes spaces, and both marks with the last one as the decimal mark, in any language', () => {
    for (const language of ['en', 'fr', undefined] as const) {
      expect(parseAmountText('1 250 000', 2, language)).toBe(125000000);
      expect(parseAmountText('1\u202f250\u00a0000,50', 2, language)).toBe(125000050);
      expect(parseAmountText('1,250,000.50', 2, language)).toBe(125000050);
      expect(parseAmountText('1.250.000,50', 2, language)).toBe(125000050);
      expect(parseAmountText('1,250,000', 2, language)).toBe(125000000);
      expect(parseAmountText('12.5', 2, language)).toBe(1250);
      expect(parseAmountText('0,07', 2, language)).toBe(7);
    }
  });

  it('reads a single mark before three digits as the language’s thousands separator', () => {
    expect(parseAmountText('336,300', 2, 'en')).toBe(33630000);
    expect(parseAmountText('336.300', 2, 'fr')).toBe(33630000);
    // A French '12,500' is twelve and a half with three decimals: refused rather than read as 12,500.
    expect(parseAmountText('12,500', 2, 'fr')).toBeUndefined();
    expect(parseAmountText('1.234', 2, 'en')).toBeUndefined();
    expect(parseAmountText('1.234', 2)).toBeUndefined();
  });

  it('refuses what is no amount or groups badly', () => {
    for (const text of ['', 'abc', '-5', '1.2.3', '12$', '1,25,000', '1,250.000,50', '1e9', '.5', '1,250,000.505'])
      expect(parseAmountText(text, 2, 'en'), text).toBeUndefined();
    expect(parseAmountText('99999999999999', 2, 'en')).toBeUndefined();
  });
});
