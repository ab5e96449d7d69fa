/**
 * The group a client address is counted in by every per-address limit (sign-in throttle, public
 * lookup). An IPv4 address is its own group. An IPv6 address is grouped by its /64: a single
 * subscriber is handed at least a /64 and can pick any of its 2^64 addresses, so counting exact
 * IPv6 addresses would give an attacker an endless supply of fresh counters. An IPv4-mapped IPv6
 * address (::ffff:192.0.2.1) counts as the IPv4 address it carries.
 *
 * Pure string work (no node:net), so it runs anywhere; anything that is not an address is
 * returned as it came, trimmed and lowercased, and is still a stable key.
 */
export function addressGroup(address: string): string {
  const text = address.trim().toLowerCase().replace(/%.*$/, '');
  if (!text.includes(':')) return text;
  const hextets = expandIpv6(text);
  if (!hextets) return text;
  const mapped = hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff;
  if (mapped) return [hextets[6] >> 8, hextets[6] & 0xff, hextets[7] >> 8, hextets[7] & 0xff].join('.');
  return `${hextets
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

const HEXTET = /^[0-9a-f]{1,4}$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight 16-bit parts of an IPv6 address ("::" expanded, a dotted IPv4 tail converted), or undefined. */
function expandIpv6(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (half: string): number[] | undefined => {
    if (half === '') return [];
    const parts: number[] = [];
    const pieces = half.split(':');
    for (const [index, piece] of pieces.entries()) {
      const v4 = index === pieces.length - 1 ? IPV4.exec(piece) : null;
      if (v4) {
        const bytes = v4.slice(1).map(Number);
        if (bytes.some((byte) => byte > 255)) return undefined;
        parts.push((bytes[0] << 8) | bytes[1], (bytes[2] << 8) | bytes[3]);
      } else if (HEXTET.test(piece)) parts.push(parseInt(piece, 16));
      else return undefined;
    }
    return parts;
  };
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}
