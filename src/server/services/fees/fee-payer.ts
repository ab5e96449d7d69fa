import { sql } from 'drizzle-orm';
import { nationalNumber } from '../../../domain/phone';
import type { Db } from '../../db/open-db';
import type { Principal } from '../auth/principal';
import { entityOf } from '../records/entity-registry';
import { createRecord } from '../records/write-records';
import { recordReader } from '../tax-notes/record-reader';
import type { TaxpayerKind } from '../tax-notes/resolve-taxpayer';
import { wrongCitizen, wrongEstablishment } from '../tax-notes/tax-note-errors';
import { sameCitizen } from './fee-payers';

type Phone = { phoneCountryCode?: string; phoneNumber?: string };
export type FeePayer =
  | ({ kind: TaxpayerKind; key: string } & Phone)
  | { kind: 'walkIn'; firstName: string; lastName: string; gender?: string; phoneCountryCode: string; phoneNumber: string };

export type ResolvedPayer = { kind: TaxpayerKind; key: string; name: string; phoneCountryCode: string; phoneNumber: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Who pays the fee. A registered citizen or organization pays under their record (their phone
 * unless another is given; whether they may be taxed is create-tax-note's check). A walk-in
 * already recorded (same phone and name) pays under that record; another becomes a citizen
 * record waiting for the citizen approver, written in the caller's transaction
 * so a refused fee leaves no stray citizen behind.
 */
export async function resolveFeePayer(tx: Db, projectKey: string, principal: Principal, payer: FeePayer): Promise<ResolvedPayer> {
  if (payer.kind === 'walkIn') {
    const entity = entityOf('citizens')!;
    const phone = nationalNumber(payer.phoneCountryCode, payer.phoneNumber);
    // One person, one record: a walk-in with the phone and name of a recorded citizen pays under
    // that record. The lock makes two counters serving the same person at once wait for each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fee-walk-in:${projectKey}:${payer.phoneCountryCode}:${phone}`}))`);
    const known = await sameCitizen(tx, projectKey, principal, payer);
    if (known) return { kind: 'citizen', key: known._key, name: known.name, phoneCountryCode: payer.phoneCountryCode, phoneNumber: phone };
    const citizen = await createRecord(
      { db: tx, entity, projectKey, principal, language: 'en' },
      {
        firstName: payer.firstName.trim(),
        lastName: payer.lastName.trim(),
        ...(payer.gender ? { gender: payer.gender } : {}),
        contactPhone1CountryCode: payer.phoneCountryCode,
        contactPhone1: phone,
      },
    );
    const name = `${payer.firstName.trim()} ${payer.lastName.trim()}`;
    return { kind: 'citizen', key: citizen._key, name, phoneCountryCode: payer.phoneCountryCode, phoneNumber: phone };
  }
  const reader = recordReader(tx, projectKey, principal);
  const record = await reader.find(payer.kind === 'citizen' ? 'citizens' : 'establishments', payer.key);
  if (!record) throw payer.kind === 'citizen' ? wrongCitizen() : wrongEstablishment();
  const name = payer.kind === 'citizen' ? record.label : text(record.data.establishmentName) || record.label;
  return {
    kind: payer.kind,
    key: payer.key,
    name,
    phoneCountryCode: payer.phoneCountryCode ?? (text(record.data.contactPhone1CountryCode) || '243'),
    phoneNumber: payer.phoneNumber ?? text(record.data.contactPhone1),
  };
}
