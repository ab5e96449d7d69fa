/**
 * The hostile values of the fuzz suite, a seeded random source, and a JSON writer that can
 * say what JSON.stringify cannot (2^53+1 exactly, 1e400, an own `__proto__` key, raw text).
 */

export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => items[int(0, items.length - 1)], chance: (p) => next() < p };
}

/** JSON text written as is. */
export class Raw {
  constructor(readonly text: string) {}
}
export const raw = (text: string) => new Raw(text);

/** An object with own keys JSON.stringify would otherwise lose or reinterpret (`__proto__`). */
export function objectWith(entries: [string, unknown][]): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [name, value] of entries) Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/** JSON text of a value; strings go through JSON.stringify, so a lone surrogate is written `\ud800`. */
export function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.keys(value)
      .map((name) => `${JSON.stringify(name)}:${toJson((value as Record<string, unknown>)[name])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const deepArray = (levels: number) => raw(`${'['.repeat(levels)}${']'.repeat(levels)}`);
export const deepObject = (levels: number) => raw(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);

export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'] as const;

/** Text a person never types but an attacker or a broken client sends. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'ad\u0000min',
  '\ud800',
  'x\udc00',
  '\udfff\ud800',
  '\u0001\u001f',
  '\uffff',
  '\ufeff',
  'x'.repeat(70),
  'x'.repeat(5_000),
  'é'.repeat(40_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩🏽‍💼',
  '\u202eRTL',
  'ＡＤＭＩＮ',
  "'; drop table records; --",
  '%',
  '_',
  '\\',
  '%_\\%',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '1e20',
  'NaN',
  'Infinity',
  '-1',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31T99:99:99Z',
  '+243 81 234 5678',
  'a@b',
  '${7*7}',
  '%00',
  '%ud800',
];

const HUGE_NUMBERS = [
  raw('1e20'),
  raw('1e308'),
  raw('-1e308'),
  raw('1e400'),
  raw('-1e400'),
  raw('9007199254740993'),
  raw('123456789012345678901234567890'),
  raw('-0'),
  raw('1e-400'),
  raw('0.1e1'),
];

/** A value of any JSON type that a schema would not expect. */
export function hostileValue(rng: Rng): unknown {
  switch (rng.int(0, 11)) {
    case 0:
      return null;
    case 1:
      return rng.pick([true, false, 0, -1, 1.5, -2147483649, 2147483648, 4294967296]);
    case 2:
    case 3:
    case 4:
      return rng.pick(HOSTILE_STRINGS);
    case 5:
      return rng.pick(HUGE_NUMBERS);
    case 6:
      return rng.pick([[], {}, [null], [''], [[]], ['\u0000'], [raw('1e308')]]);
    case 7:
      return objectWith([[rng.pick(PROTOTYPE_NAMES), rng.pick([{}, { polluted: true }, 'x', null, []])]]);
    case 8:
      return rng.chance(0.5) ? deepArray(rng.int(100, 600)) : deepObject(rng.int(100, 600));
    case 9:
      return Array.from({ length: rng.pick([501, 2_000, 10_000]) }, (_, i) => (rng.chance(0.5) ? i : 'x'));
    case 10:
      return objectWith([
        ['a\u0000b', 1],
        ['\ud800', 2],
      ]);
    default:
      return rng.pick(HOSTILE_STRINGS) + rng.pick(HOSTILE_STRINGS);
  }
}

/** A field name that must be unknown to every schema, or looked up on a prototype by a careless store. */
export const hostileName = (rng: Rng) =>
  rng.pick([...PROTOTYPE_NAMES, '', ' ', 'a\u0000b', '\ud800', 'x'.repeat(300), 'password', 'passwordHash', '_key', 'projectKey', 'version', 'id']);

/**
 * Text for a URL (path segment or query value), already percent-encoded where it means to be:
 * `%00` (NUL), `%ED%A0%80` (a surrogate encoded as UTF-8, which is not UTF-8), broken escapes.
 */
export const HOSTILE_URL_TEXT: readonly string[] = [
  '%00',
  'ad%00min',
  '%ED%A0%80',
  '%ED%B0%80x',
  '%C0%AF',
  '%FF%FE',
  '%',
  '%zz',
  '%u0000',
  '%25',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%20',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'x'.repeat(65),
  'x'.repeat(4_000),
  '-1',
  '1e20',
  'null',
  '%22%27%3C',
  encodeURIComponent('𝔘ñí'),
  '%EF%BF%BD',
  '%F0%9F%98',
  '%E2%80%AE',
  'a+b',
  '%0D%0AX-Injected:1',
];
