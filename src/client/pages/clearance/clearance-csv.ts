import type { Clearance } from './clearance-api';

const cell = (value: string) => (/[",\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The list as CSV (one row per request), with the state the screen shows. */
export function clearancesCsv(rows: Clearance[], headers: string[], stateLabel: (row: Clearance) => string): string {
  const lines = rows.map((row) =>
    [row.number, row.taxpayerName, stateLabel(row), row.requestedAt.slice(0, 10), row.validUntil, row.revokeReason].map(cell).join(','),
  );
  return [headers.map(cell).join(','), ...lines].join('\n');
}
