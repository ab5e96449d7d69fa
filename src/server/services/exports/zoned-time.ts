import type { FastifyRequest } from 'fastify';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The caller's IANA zone from the Time-Zone header the client sends; UTC when absent or unknown. */
export function requestTimeZone(request: FastifyRequest): string {
  const header = request.headers['time-zone'];
  const zone = typeof header === 'string' ? header.trim() : '';
  if (!zone || zone.length > 64) return 'UTC';
  return formatterOf(zone) ? zone : 'UTC';
}

function formatterOf(zone: string): Intl.DateTimeFormat | undefined {
  const known = formatters.get(zone);
  if (known) return known;
  try {
    const formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Zones are few; the cap only keeps odd headers from growing the map.
    if (formatters.size < 100) formatters.set(zone, formatter);
    return formatter;
  } catch {
    return undefined;
  }
}

/**
 * The wall-clock time of a moment in a zone, as a Date whose UTC fields hold it: a spreadsheet
 * has no zones, so the cell must already read what the user's clock read.
 */
export function wallClock(moment: Date, zone: string): Date {
  const formatter = formatterOf(zone) ?? formatterOf('UTC')!;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(moment)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
}

const two = (n: number) => String(n).padStart(2, '0');

/** `<name>-YYYYMMDD-HHmmss.xlsx`, the time read on the user's clock. */
export function exportFileName(name: string, moment: Date, zone: string): string {
  const t = wallClock(moment, zone);
  const day = `${t.getUTCFullYear()}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())}`;
  const time = `${two(t.getUTCHours())}${two(t.getUTCMinutes())}${two(t.getUTCSeconds())}`;
  return `${name}-${day}-${time}.xlsx`;
}
