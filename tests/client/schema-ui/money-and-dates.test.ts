import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayToIso, isoToDisplay, maskDateInput } from '../../../src/client/schema-ui/dates';
import { fromMinorUnits, toMinorUnits } from '../../../src/client/schema-ui/money';

describe('money typed by a user', () => {
  it('becomes integer minor units without floats', () => {
    expect(toMinorUnits('12.50')).toBe(1250);
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits('12')).toBe(1200);
    expect(toMinorUnits('0,07')).toBe(7);
    expect(toMinorUnits('1 000.10')).toBe(100010);
    // 0.1 + 0.2 style trouble: 1.15 * 100 is 114.99999999999999 in floating point.
    expect(toMinorUnits('1.15')).toBe(115);
    expect(toMinorUnits('4.35')).toBe(435);
  });

  it('takes thousands separators the way the screen language writes them (money-staff D9)', () => {
    expect(toMinorUnits('336,300', 2, 'en')).toBe(33630000);
    expect(toMinorUnits('1 250 000', 2, 'fr')).toBe(125000000);
    expect(toMinorUnits('1,250,000.50', 2, 'en')).toBe(125000050);
    expect(toMinorUnits('1.250.000,50', 2, 'fr')).toBe(125000050);
    expect(toMinorUnits('269 610,00', 2, 'fr')).toBe(26961000);
  });

  it('is refused when it is no amount or has more than two decimals', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1.2.3', '12$']) expect(toMinorUnits(text), text).toBeUndefined();
  });

  it('round-trips through the text an input shows', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 900_719_925_474 }), (units) => toMinorUnits(fromMinorUnits(units)) === units));
    expect(fromMinorUnits(7)).toBe('0.07');
    expect(fromMinorUnits(1250)).toBe('12.50');
  });
});

describe('dates', () => {
  it('read DD/MM/YYYY and are stored ISO', () => {
    expect(isoToDisplay('2024-03-05')).toBe('05/03/2024');
    expect(displayToIso('05/03/2024')).toBe('2024-03-05');
    expect(displayToIso('5/3/2024')).toBe('2024-03-05');
  });

  it('refuse what no calendar holds', () => {
    expect(displayToIso('31/02/2024')).toBeUndefined();
    expect(displayToIso('2024-03-05')).toBeUndefined();
    expect(isoToDisplay(42)).toBe('');
  });

  it('get their slashes as digits are typed', () => {
    expect(maskDateInput('1403')).toBe('14/03');
    expect(maskDateInput('14032001')).toBe('14/03/2001');
    expect(maskDateInput('14/3/2001')).toBe('14/3/2001');
  });
});
