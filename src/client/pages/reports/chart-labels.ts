import type { Language } from '../../../domain/constants';
import { formatCompact } from '../../../domain/format';
import { MINOR_DIGITS, type Currency } from '../../../domain/money';

/** A chart axis tick: minor units as a compact major-unit amount ('1.2M'), for reading a scale, never for adding up. */
export const axisAmount = (minor: number, currency: Currency, language: Language): string => formatCompact(minor / 10 ** MINOR_DIGITS[currency], language);

/** 'YYYY-MM' as the months of a period read on an axis: 'MM/YYYY'. */
export const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
