import { formatDayTime } from '../../src/domain/format';

/** Last sign-ins and audit rows: the day DD/MM/YYYY with the local time (src/domain/format.ts). */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDayTime(value);
}
