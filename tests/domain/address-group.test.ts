import { describe, expect, it } from 'vitest';
import { addressGroup } from '../../src/domain/address-group';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup(' 192.0.2.7 ')).toBe('192.0.2.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    expect(addressGroup('2001:db8:1::1')).toBe('2001:db8:1:0::/64');
    expect(addressGroup('2001:db8:1:0:ffff:1:2:3')).toBe('2001:db8:1:0::/64');
    expect(addressGroup('2001:0DB8:0001:0000:0000:0000:0000:0002')).toBe('2001:db8:1:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8:1:2::1')).not.toBe(addressGroup('2001:db8:1:3::1'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('leaves what is not an address as a stable key', () => {
    expect(addressGroup('not:an:address:::')).toBe('not:an:address:::');
    expect(addressGroup('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
  });
});
