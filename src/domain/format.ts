import { format as formatWithPattern } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import type { Language } from './constants';

/**
 * How numbers, money, rates and dates read on screen. Numbers follow the user's language
 * (French groups thousands with a narrow no-break space and writes a decimal comma:
 * "1 824 000,00 FC"); dates read DD/MM/YYYY in both languages and are stored ISO.
 * Pure functions: the same text on the client, in exports and in anything the server prints.
 */

/** The Intl locale of each language: French as written in the DR Congo (its francs are "FC"). */
export const NUMBER_LOCALES: Readonly<Record<Language, string>> = { en: 'en', fr: 'fr-CD' };

/** Money is held in integer minor units; both currencies of the province have two decimals. */
export const MONEY_DIGITS = 2;

const formatters = new Map<string, Intl.NumberFormat>();

/** Building a formatter costs far more than using one, and a list prints hundreds of values. */
function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALES[language] ?? NUMBER_LOCALES.en, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Intl reads a decimal string exactly (no float on the way); TypeScript's lib still types it as a number. */
const exact = (decimal: string) => decimal as unknown as number;

/** 182400000 → '1824000.00': minor units as an exact decimal string, by string arithmetic. */
export function minorUnitsToDecimal(units: number, digits = MONEY_DIGITS): string {
  const negative = units < 0;
  const text = String(Math.abs(Math.trunc(units))).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits ? `.${text.slice(text.length - digits)}` : ''}`;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A plain number (a count, an area, a percentage) as the language writes it; '' for no number. */
export function formatNumber(value: unknown, language: Language, maximumFractionDigits = 6): string {
  const decimal =
    typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && DECIMAL.test(value.trim()) ? exact(value.trim()) : undefined;
  if (decimal === undefined) return '';
  return numberFormat(language, { maximumFractionDigits }).format(decimal);
}

/**
 * A figure for reading at a glance (a chart's axis), compact the language's way: '1.2M' in
 * English, '1,2 M' in French. Rounded to one decimal, so never for sums or money shown as money.
 */
export function formatCompact(value: number, language: Language): string {
  return Number.isFinite(value) ? numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value) : '';
}

/**
 * A rate ('2850.500000', the exact decimal the schema keeps) without its trailing zeros and with
 * the language's separators: '2,850.5' in English, '2 850,5' in French.
 */
export function formatRate(rate: unknown, language: Language): string {
  return formatNumber(rate, language, 20);
}

/** A percentage share (0–100) with its sign: '12.5%' in English, '12,5 %' in French. */
export function formatPercentage(value: unknown, language: Language): string {
  const text = formatNumber(value, language);
  if (!text) return '';
  return language === 'fr' ? `${text}\u00a0%` : `${text}%`;
}

/**
 * An amount in minor units with its currency: '$1,824,000.00' and 'CDF 1,824,000.00' in English,
 * '1 824 000,00 $' and '1 824 000,00 FC' in French. A currency Intl does not know keeps its code.
 */
export function formatMoney(value: { amount?: unknown; currency?: unknown } | null | undefined, language: Language): string {
  if (!value || typeof value.amount !== 'number' || !Number.isFinite(value.amount)) return '';
  const decimal = exact(minorUnitsToDecimal(value.amount));
  const currency = typeof value.currency === 'string' ? value.currency : '';
  const digits = { minimumFractionDigits: MONEY_DIGITS, maximumFractionDigits: MONEY_DIGITS };
  if (/^[A-Z]{3}$/.test(currency)) {
    return numberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...digits }).format(decimal);
  }
  return `${numberFormat(language, digits).format(decimal)}${currency ? `\u00a0${currency}` : ''}`;
}

/** How dates read and are typed in both languages. */
export const DAY_PATTERN = 'dd/MM/yyyy';
const DAY_TIME_PATTERN = 'dd/MM/yyyy HH:mm';
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DAY_PREFIX = /^\d{4}-\d{2}-\d{2}/;
const TYPED_DAY = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

/** A calendar day ('2024-03-05') as a local date, so no time zone moves it to the day before. */
function localDay(iso: string): Date | undefined {
  const match = ISO_DAY.exec(iso);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getDate() === Number(match[3]) && date.getMonth() === Number(match[2]) - 1 ? date : undefined;
}

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return isValid(value) ? value : undefined;
  if (typeof value === 'number') return isValid(new Date(value)) ? new Date(value) : undefined;
  if (typeof value !== 'string' || !ISO_DAY_PREFIX.test(value)) return undefined;
  if (value.length === 10) return localDay(value);
  const moment = new Date(value);
  return isValid(moment) ? moment : undefined;
}

/**
 * '2024-03-05' → '05/03/2024'. A stored day prints as it is; a timestamp ('…T23:30:00Z') prints
 * the day it was where the user is. Anything else → ''.
 */
export function formatDay(value: unknown): string {
  const date = toDate(value);
  return date ? formatWithPattern(date, DAY_PATTERN) : '';
}

/** A moment with its local time, for last sign-ins and activity rows: '05/03/2024 14:30'. */
export function formatDayTime(value: unknown): string {
  const date = toDate(value);
  return date ? formatWithPattern(date, DAY_TIME_PATTERN) : '';
}

/** What a user typed ('5/3/2024') → '2024-03-05'; undefined when it is no real calendar day. */
export function parseDay(text: string): string | undefined {
  const trimmed = text.trim();
  if (!TYPED_DAY.test(trimmed)) return undefined;
  const date = parse(trimmed, 'd/M/yyyy', new Date(2000, 0, 1));
  return isValid(date) ? formatWithPattern(date, 'yyyy-MM-dd') : undefined;
}
