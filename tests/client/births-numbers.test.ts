import { describe, expect, it } from 'vitest';
import { centimetres, kilograms } from '../../src/client/pages/births/BirthList';

/** Heights and weights read the screen's way: a French reader sees a decimal comma, whatever the browser's own locale. */
describe('a birth’s height and weight', () => {
  it('are written with a decimal comma in French', () => {
    expect(centimetres({ heightMm: 522 }, 'fr')).toBe('52,2');
    expect(kilograms({ weightGrams: 2502 }, 'fr')).toBe('2,502');
  });

  it('are written with a decimal point in English, without trailing zeros', () => {
    expect(centimetres({ heightMm: 500 }, 'en')).toBe('50');
    expect(kilograms({ weightGrams: 3605 }, 'en')).toBe('3.605');
  });
});
