import { nationalNumber } from '../../../domain/phone';
import type { Db } from '../../db/open-db';
import type { Principal } from '../auth/principal';
import { recordReader } from '../tax-notes/record-reader';

/** What a counter needs to pick a registered payer, and no more of the citizen's record. */
export type FeePayerChoice = { _key: string; name: string; phoneCountryCode: string; phoneNumber: string };

export const FEE_PAYER_PAGE = 20;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const sameWords = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

function choiceOf(row: Record<string, unknown> & { _key: string }): FeePayerChoice {
  return {
    _key: row._key,
    name: [text(row.firstName), text(row.middleName), text(row.lastName)].filter(Boolean).join(' '),
    phoneCountryCode: text(row.contactPhone1CountryCode) || '243',
    phoneNumber: text(row.contactPhone1),
  };
}

/** Citizens of the project whose records match: a phone typed as the counter writes it (leading 0) finds the stored national number. */
async function searchCitizens(db: Db, projectKey: string, principal: Principal, q: string, limit: number) {
  const typed = q.trim();
  const search = /^[\d\s]+$/.test(typed) ? typed.replace(/\s/g, '').replace(/^0+/, '') : typed;
  return recordReader(db, projectKey, principal).list('citizens', { filter: JSON.stringify({ q: search }), range: JSON.stringify([0, limit - 1]) });
}

/** The registered citizens a collection point may pick as a fee's payer (name, phone, key only). */
export async function findFeePayers(db: Db, projectKey: string, principal: Principal, q: string): Promise<FeePayerChoice[]> {
  return (await searchCitizens(db, projectKey, principal, q, FEE_PAYER_PAGE)).map(choiceOf);
}

export type WalkInPerson = { firstName: string; lastName: string; phoneCountryCode: string; phoneNumber: string };

/**
 * The citizen already recorded with this walk-in's phone and name (case and spaces aside), if
 * any: a person who comes back, or who was registered before, keeps one record.
 */
export async function sameCitizen(db: Db, projectKey: string, principal: Principal, person: WalkInPerson): Promise<FeePayerChoice | undefined> {
  const phone = nationalNumber(person.phoneCountryCode, person.phoneNumber);
  const rows = await searchCitizens(db, projectKey, principal, phone, 100);
  return rows
    .filter(
      (row) =>
        nationalNumber(text(row.contactPhone1CountryCode) || '243', text(row.contactPhone1)) === phone &&
        (text(row.contactPhone1CountryCode) || '243') === person.phoneCountryCode &&
        sameWords(text(row.firstName), person.firstName) &&
        sameWords(text(row.lastName), person.lastName),
    )
    .map(choiceOf)[0];
}
