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

/** A moment read on a zone's clock through Intl (a few dozen µs): whole seconds, as a UTC Date. */
function readClock(moment: Date, formatter: Intl.DateTimeFormat): Date {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(moment)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
}

const HOUR = 3_600_000;
/** By zone, then by UTC hour: the zone's offset through that whole hour, NaN when it changes within it. */
const offsets = new Map<string, Map<number, number>>();

/** The zone's offset for the hour, read at both ends of it so a change of offset is never missed. */
function hourOffset(zone: string, hour: number, formatter: Intl.DateTimeFormat): number {
  let byHour = offsets.get(zone);
  if (!byHour) {
    byHour = new Map();
    if (offsets.size < 100) offsets.set(zone, byHour);
  }
  const known = byHour.get(hour);
  if (known !== undefined) return known;
  const start = hour * HOUR;
  const end = start + HOUR - 1000;
  const atStart = readClock(new Date(start), formatter).getTime() - start;
  const offset = readClock(new Date(end), formatter).getTime() - end === atStart ? atStart : Number.NaN;
  // An export spans few hours per thousand rows; the cap only bounds an odd spread of moments.
  if (byHour.size >= 50_000) byHour.clear();
  byHour.set(hour, offset);
  return offset;
}

/**
 * The wall-clock time of a moment in a zone, as a Date whose UTC fields hold it: a spreadsheet
 * has no zones, so the cell must already read what the user's clock read. Exports write one per
 * row, so the zone's offset is read through Intl once per hour of moments, not once per row.
 */
export function wallClock(moment: Date, zone: string): Date {
  const known = formatterOf(zone);
  const formatter = known ?? formatterOf('UTC')!;
  const time = moment.getTime();
  if (!Number.isFinite(time)) return readClock(moment, formatter);
  const offset = hourOffset(known ? zone : 'UTC', Math.floor(time / HOUR), formatter);
  if (Number.isNaN(offset)) return readClock(moment, formatter);
  // Zone offsets are whole seconds; the clock shows whole seconds, as Intl does.
  return new Date(Math.floor(time / 1000) * 1000 + offset);
}

const two = (n: number) => String(n).padStart(2, '0');

/** `<name>-YYYYMMDD-HHmmss.xlsx`, the time read on the user's clock. */
export function exportFileName(name: string, moment: Date, zone: string): string {
  const t = wallClock(moment, zone);
  const day = `${t.getUTCFullYear()}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())}`;
  const time = `${two(t.getUTCHours())}${two(t.getUTCMinutes())}${two(t.getUTCSeconds())}`;
  return `${name}-${day}-${time}.xlsx`;
}
