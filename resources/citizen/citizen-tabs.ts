import { formatDay } from '../../src/domain/format';
/** Citizen dashboard tabs, as relative routes of /citizen/:key/show; the first is the default. */
export const CITIZEN_TABS = ['citizen-about', 'family-hierarchy', 'citizen-tax-note'] as const;
export type CitizenTab = (typeof CITIZEN_TABS)[number];

export function currentCitizenTab(remainder: string | undefined): CitizenTab {
  const first = (remainder ?? '').split('/')[0];
  return (CITIZEN_TABS as readonly string[]).includes(first) ? (first as CitizenTab) : CITIZEN_TABS[0];
}

export type CitizenRecord = {
  id: string;
  _key?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  gender?: string;
  dateOfBirth?: string;
  contactPhone1?: string;
  contactPhone1CountryCode?: string;
  status?: string;
  photo?: string;
  mergedIntoKey?: string;
};

export const citizenName = (c: Pick<CitizenRecord, 'firstName' | 'middleName' | 'lastName'> | null | undefined) =>
  [c?.firstName, c?.middleName, c?.lastName].filter(Boolean).join(' ');

/** GET account/citizens/:key/family. */
export type CitizenFamily = {
  citizen: CitizenRecord;
  father: CitizenRecord | null;
  mother: CitizenRecord | null;
  spouse: CitizenRecord | null;
  children: CitizenRecord[];
  siblings: CitizenRecord[];
};

/** An ISO date (yyyy-mm-dd) shown as DD/MM/YYYY, without a time-zone shift. */
export const displayDate = (iso: string | undefined) => formatDay(iso);
