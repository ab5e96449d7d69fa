import type { Currency, Money } from './money';
import type { TaxType } from './tax-computation';

/**
 * Which nomenclature lines fit a taxed object: a vignette band fits a vehicle of its categories
 * and fiscal horsepower, a property tax line the parcels of its ranks and natures, a rental tax
 * line the leases of its usages whose rent is in the line's currency (a lease in dollars is taxed
 * in dollars, never on the "bail en francs" line). A criterion the line leaves empty holds for
 * every object; a criterion it sets needs the object's fact (a vehicle whose horsepower was never
 * recorded fits no band). The taxation form offers only the lines that fit; the server refuses
 * the others.
 */
export type LineCriteria = {
  taxType: TaxType | string;
  taxFactorCitizen: Money;
  taxFactorOrganization: Money;
  /** Vehicle categories (schemas/vehicle.schema.json). */
  vehicleCategories?: readonly string[];
  /** The fiscal horsepower band, both ends included. */
  fiscalHorsePowerFrom?: number;
  fiscalHorsePowerTo?: number;
  /** Property ranks ('1' to '4'). */
  propertyRanks?: readonly string[];
  /** The property's nature, or the lease's usage (both the propertyNature list). */
  natures?: readonly string[];
};

/** What of a taxed object the fit rule reads. */
export type ObjectProfile =
  | { taxType: 'vehicle'; category?: string; fiscalHorsePower?: number }
  | { taxType: 'property'; rank?: string; nature?: string }
  | { taxType: 'rental'; usage?: string; rentCurrency?: Currency }
  | { taxType: 'fee' };

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The profile of a vehicle, property or rental contract record as its schema describes it. */
export function objectProfile(taxType: TaxType, data: Data | undefined): ObjectProfile {
  const record = data ?? {};
  if (taxType === 'vehicle') return { taxType, category: text(record.category), fiscalHorsePower: whole(record.fiscalHorsePower) };
  if (taxType === 'property') return { taxType, rank: text(record.rang), nature: text(record.nature) };
  if (taxType === 'rental') {
    const rent = record.monthlyRent as { currency?: unknown } | undefined;
    const currency = text(rent?.currency);
    return { taxType, usage: text(record.category), rentCurrency: currency === 'USD' || currency === 'CDF' ? currency : undefined };
  }
  return { taxType: 'fee' };
}

const listed = (list: readonly string[] | undefined, value: string | undefined) => !list?.length || (value !== undefined && list.includes(value));

/** Within the band; a band with no end (or no start) is open on that side. */
function withinBand(value: number | undefined, from: number | undefined, to: number | undefined) {
  if (from === undefined && to === undefined) return true;
  return value !== undefined && (from === undefined || value >= from) && (to === undefined || value <= to);
}

/** True when the line may tax this object for this kind of taxpayer. */
export function lineFitsObject(line: LineCriteria, profile: ObjectProfile, taxpayerKind: 'citizen' | 'organization'): boolean {
  if (line.taxType !== profile.taxType) return false;
  switch (profile.taxType) {
    case 'vehicle':
      return listed(line.vehicleCategories, profile.category) && withinBand(profile.fiscalHorsePower, line.fiscalHorsePowerFrom, line.fiscalHorsePowerTo);
    case 'property':
      return listed(line.propertyRanks, profile.rank) && listed(line.natures, profile.nature);
    case 'rental': {
      const factor = taxpayerKind === 'citizen' ? line.taxFactorCitizen : line.taxFactorOrganization;
      return listed(line.natures, profile.usage) && profile.rentCurrency !== undefined && factor.currency === profile.rentCurrency;
    }
    default:
      return true;
  }
}
