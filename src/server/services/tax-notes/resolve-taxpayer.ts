import type { Principal } from '../auth/principal';
import type { RecordReader } from './record-reader';
import { wrongCitizen, wrongEstablishment } from './tax-note-errors';

export type TaxpayerKind = 'citizen' | 'organization';
export type Taxpayer = { kind: TaxpayerKind; key: string; name: string; zone?: string };

/** The zone of a record's address, when it has one. */
export function zoneOf(data: Record<string, unknown>): string | undefined {
  const address = data.address as { zone?: unknown } | undefined;
  return typeof address?.zone === 'string' && address.zone ? address.zone : undefined;
}

/** A rejected citizen, or one merged into another record, no longer stands for a person. */
const RETIRED_CITIZEN = new Set(['rejected', 'merged']);

/**
 * Who pays: a citizen of the project, or an organization (not a bank) of the project that is in
 * the caller's own establishment list, since staff act only for the establishments they hold (a
 * Super Admin holds them all).
 */
export async function resolveTaxpayer(reader: RecordReader, principal: Principal, kind: TaxpayerKind, key: string): Promise<Taxpayer> {
  if (kind === 'citizen') {
    const citizen = await reader.find('citizens', key);
    if (!citizen || RETIRED_CITIZEN.has(String(citizen.data.status))) throw wrongCitizen();
    return { kind, key, name: citizen.label, zone: zoneOf(citizen.data) };
  }
  if (!principal.isSuperAdmin && !principal.establishmentKeys.includes(key)) throw wrongEstablishment();
  const establishment = await reader.find('establishments', key);
  if (!establishment || establishment.data.type !== '2') throw wrongEstablishment();
  return { kind, key, name: String(establishment.data.establishmentName ?? establishment.label), zone: zoneOf(establishment.data) };
}
