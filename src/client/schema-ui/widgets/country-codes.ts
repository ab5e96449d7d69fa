import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY_CODE } from '../../../domain/constants';

export type CountryCode = { code: string; countries: string[] };

let cached: CountryCode[] | undefined;

/** Every dial code libphonenumber knows, without its plus sign, with the countries using it. */
export function countryCodes(): CountryCode[] {
  if (cached) return cached;
  const byCode = new Map<string, string[]>();
  for (const country of getCountries()) {
    const code = String(getCountryCallingCode(country));
    byCode.set(code, [...(byCode.get(code) ?? []), country]);
  }
  cached = [...byCode.entries()].map(([code, countries]) => ({ code, countries })).sort((a, b) => Number(a.code) - Number(b.code));
  return cached;
}

/** A stored code as the select holds it: no plus sign, the default (243) when empty. */
export function normalizeCountryCode(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim().replace(/^\+/, '') : '';
  return text || DEFAULT_COUNTRY_CODE;
}
