import type { LeaseDays } from '../../../domain/lease-period';
import type { Currency, Money } from '../../../domain/money';
import { propertyFacts, rentalFacts, vehicleFacts, type ObjectFacts, type TaxType } from '../../../domain/tax-computation';
import { objectProfile, type ObjectProfile } from '../../../domain/tax-line-fit';
import type { RecordReader } from './record-reader';
import { zoneOf, type Taxpayer } from './resolve-taxpayer';
import { wrongObject, wrongObjectPart } from './tax-note-errors';

export type TaxedObject = {
  key?: string;
  label?: string;
  part?: string;
  /** Where the object stands (a property's zone, a rental's through its property), for reports. */
  zone?: string;
  /** The facts the auto steps read; a rent is converted into the factor's currency at the note's rate. */
  facts: (factorCurrency: Currency, usdToCdfRate: string) => ObjectFacts;
  /** What the fit rule reads of it (category and CV, rank and nature, usage and rent currency). */
  profile: ObjectProfile;
  /** A lease's days, to count the months of the period it runs in (src/domain/lease-period.ts). */
  lease?: LeaseDays;
};

const RESOURCE_OF: Record<Exclude<TaxType, 'fee'>, string> = { property: 'properties', vehicle: 'vehicles', rental: 'rentalContracts' };

/** A citizen owns through `ownerKey`, an organization through `ownerEstablishmentKey` (rentals: citizens only). */
function ownedBy(data: Record<string, unknown>, taxpayer: Taxpayer, taxType: TaxType) {
  if (taxpayer.kind === 'citizen') return data.ownerKey === taxpayer.key;
  return taxType !== 'rental' && data.ownerEstablishmentKey === taxpayer.key;
}

/**
 * The object a tax is on: a fee has none; a property, vehicle or rental contract must be the
 * taxpayer's. Only a property has parts (its buildings, by name).
 */
export async function resolveObject(reader: RecordReader, taxType: TaxType, taxpayer: Taxpayer, objectKey?: string, objectPart?: string): Promise<TaxedObject> {
  if (taxType === 'fee') {
    if (objectKey) throw wrongObject(taxType);
    if (objectPart) throw wrongObjectPart();
    return { facts: () => ({}), profile: objectProfile(taxType, undefined) };
  }
  const record = objectKey ? await reader.find(RESOURCE_OF[taxType], objectKey) : undefined;
  if (!record || !ownedBy(record.data, taxpayer, taxType)) throw wrongObject(taxType);
  const { data } = record;
  const base = { key: record.key, label: record.label, profile: objectProfile(taxType, data) };
  if (taxType === 'property') {
    const buildings = (Array.isArray(data.buildings) ? data.buildings : []) as { name: string; areaM2?: number }[];
    if (objectPart !== undefined && !buildings.some((building) => building.name === objectPart)) throw wrongObjectPart();
    return {
      ...base,
      zone: zoneOf(data),
      part: objectPart,
      facts: () => propertyFacts({ measuredAreaM2: data.measuredAreaM2 as number | undefined, buildings }, objectPart),
    };
  }
  if (objectPart !== undefined) throw wrongObjectPart();
  if (taxType === 'vehicle') return { ...base, facts: () => vehicleFacts(data as Parameters<typeof vehicleFacts>[0]) };
  const property = typeof data.propertyKey === 'string' ? await reader.find('properties', data.propertyKey) : undefined;
  return {
    ...base,
    zone: property && zoneOf(property.data),
    lease: { startDate: data.startDate as string | undefined, endDate: data.endDate as string | undefined },
    facts: (currency, rate) => rentalFacts({ monthlyRent: data.monthlyRent as Money | undefined }, currency, rate),
  };
}
