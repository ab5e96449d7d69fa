import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatDay,
  formatDayTime,
  formatMoney,
  formatNumber,
  formatPercentage,
  formatRate,
  minorUnitsToDecimal,
  parseDay,
} from '../../src/domain/format';

/** French groups thousands with a narrow no-break space (U+202F); amounts never split across lines. */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('money follows the language', () => {
  it('writes francs the French way and the English way', () => {
    expect(formatMoney({ amount: 182_400_000, currency: 'CDF' }, 'fr')).toBe(`1${NNBSP}824${NNBSP}000,00${NBSP}FC`);
    expect(formatMoney({ amount: 182_400_000, currency: 'CDF' }, 'en')).toBe(`CDF${NBSP}1,824,000.00`);
  });

  it('writes dollars with their sign, cents always shown', () => {
    expect(formatMoney({ amount: 1250, currency: 'USD' }, 'en')).toBe('$12.50');
    expect(formatMoney({ amount: 1250, currency: 'USD' }, 'fr')).toBe(`12,50${NBSP}$`);
    expect(formatMoney({ amount: 7, currency: 'USD' }, 'en')).toBe('$0.07');
    expect(formatMoney({ amount: -1250, currency: 'USD' }, 'en')).toBe('-$12.50');
  });

  it('keeps the exact amount of very large sums (no float on the way)', () => {
    expect(formatMoney({ amount: 9_007_199_254_740_991, currency: 'CDF' }, 'en')).toBe(`CDF${NBSP}90,071,992,547,409.91`);
  });

  it('prints an unknown currency by its code and nothing for no amount', () => {
    expect(formatMoney({ amount: 100, currency: 'xx' }, 'en')).toBe(`1.00${NBSP}xx`);
    expect(formatMoney({ amount: 100 }, 'fr')).toBe('1,00');
    expect(formatMoney({ amount: '100', currency: 'USD' }, 'en')).toBe('');
    expect(formatMoney(null, 'en')).toBe('');
  });

  it('turns minor units into an exact decimal', () => {
    expect(minorUnitsToDecimal(182_400_000)).toBe('1824000.00');
    expect(minorUnitsToDecimal(5)).toBe('0.05');
    expect(minorUnitsToDecimal(-5)).toBe('-0.05');
  });
});

describe('numbers and rates follow the language', () => {
  it('groups and separates by language', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'fr')).toBe(`1${NNBSP}234${NNBSP}567,5`);
    expect(formatNumber('abc', 'en')).toBe('');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
  });

  it('shows rates without trailing zeros, exactly as stored', () => {
    expect(formatRate('2850.500000', 'en')).toBe('2,850.5');
    expect(formatRate('2850.000000', 'fr')).toBe(`2${NNBSP}850`);
    expect(formatRate('0.000123', 'fr')).toBe('0,000123');
    expect(formatRate('123456789012.123456', 'en')).toBe('123,456,789,012.123456');
  });

  it('writes compact figures for chart axes the way each language does', () => {
    expect(formatCompact(1234567.89, 'en')).toBe('1.2M');
    expect(formatCompact(12345, 'en')).toBe('12.3K');
    expect(formatCompact(999, 'en')).toBe('999');
    expect(formatCompact(1234567.89, 'fr')).toBe(`1,2${NBSP}M`);
    expect(formatCompact(-15000, 'fr')).toBe(`-15${NBSP}k`);
    expect(formatCompact(Number.NaN, 'fr')).toBe('');
  });

  it('writes percentages the way each language does', () => {
    expect(formatPercentage(12.5, 'en')).toBe('12.5%');
    expect(formatPercentage(12.5, 'fr')).toBe(`12,5${NBSP}%`);
    expect(formatPercentage(undefined, 'fr')).toBe('');
  });
});

describe('dates read DD/MM/YYYY in both languages', () => {
  it('prints a stored day as it is, whatever the time zone', () => {
    expect(formatDay('2024-03-05')).toBe('05/03/2024');
    expect(formatDay('2024-02-30')).toBe('');
    expect(formatDay('05/03/2024')).toBe('');
    expect(formatDay(42)).toBe(new Intl.DateTimeFormat('en-GB').format(new Date(42)));
    expect(formatDay(null)).toBe('');
  });

  it('prints a moment in the local day and time', () => {
    const moment = new Date(2026, 0, 9, 14, 5);
    expect(formatDay(moment)).toBe('09/01/2026');
    expect(formatDayTime(moment)).toBe('09/01/2026 14:05');
    expect(formatDayTime(moment.toISOString())).toBe('09/01/2026 14:05');
    expect(formatDayTime('not a date')).toBe('');
  });

  it('reads a typed day, refusing days that do not exist', () => {
    expect(parseDay('05/03/2024')).toBe('2024-03-05');
    expect(parseDay(' 5/3/2024 ')).toBe('2024-03-05');
    expect(parseDay('29/02/2024')).toBe('2024-02-29');
    expect(parseDay('29/02/2023')).toBeUndefined();
    expect(parseDay('31/04/2024')).toBeUndefined();
    expect(parseDay('2024-03-05')).toBeUndefined();
    expect(parseDay('5/3/24')).toBeUndefined();
  });
});
