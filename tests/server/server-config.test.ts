import { describe, expect, it } from 'vitest';
import { DEFAULT_HSTS_MAX_AGE, parseAuthRequestsPerMinute, parseHstsMaxAge, parseTrustProxy } from '../../src/server/config';

describe('TRUST_PROXY', () => {
  it('trusts no forwarded address unless told', () => {
    for (const value of [undefined, '', 'false', '0']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('refuses true, which would believe any X-Forwarded-For', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true would trust any X-Forwarded-For/);
  });

  it('takes a hop count: the peer and the next proxies are trusted, not the client beyond them', () => {
    const trust = parseTrustProxy('2');
    expect(typeof trust).toBe('function');
    const hops = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('takes addresses and CIDR ranges, IPv4 and IPv6, and refuses anything else', () => {
    expect(parseTrustProxy('10.0.0.2, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual(['10.0.0.2', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/2', 'fd00::/129', '10.0.0.300', ',', '1e3']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('HSTS', () => {
  it('is off by default', () => {
    expect(parseHstsMaxAge({})).toBeUndefined();
    expect(parseHstsMaxAge({ HSTS: 'false' })).toBeUndefined();
  });

  it('lasts a year with HSTS=true, or the seconds HSTS_MAX_AGE gives', () => {
    expect(parseHstsMaxAge({ HSTS: 'true' })).toBe(DEFAULT_HSTS_MAX_AGE);
    expect(parseHstsMaxAge({ HSTS_MAX_AGE: '86400' })).toBe(86400);
    expect(parseHstsMaxAge({ HSTS: 'true', HSTS_MAX_AGE: '600' })).toBe(600);
  });

  it('refuses a max-age that is not a number of seconds', () => {
    expect(() => parseHstsMaxAge({ HSTS_MAX_AGE: '1y' })).toThrow(/HSTS_MAX_AGE/);
  });
});

describe('AUTH_REQUESTS_PER_MINUTE', () => {
  it('lets one address send 60 sign-in requests a minute unless told otherwise', () => {
    expect(parseAuthRequestsPerMinute(undefined)).toBe(60);
    expect(parseAuthRequestsPerMinute('')).toBe(60);
    expect(parseAuthRequestsPerMinute('1000')).toBe(1000);
  });

  it('refuses a value that is not a whole number from 1 to 100,000', () => {
    for (const bad of ['0', '-5', '2.5', 'many', '100001']) expect(() => parseAuthRequestsPerMinute(bad)).toThrow(/AUTH_REQUESTS_PER_MINUTE/);
  });
});
