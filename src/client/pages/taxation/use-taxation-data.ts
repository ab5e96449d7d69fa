import { useGetList, type RaRecord } from 'react-admin';
import { rateInForce, type DatedRate } from '../../../domain/currency';
import { stepsForTaxType } from '../../../domain/tax-computation';
import type { StepRecord } from './item-computation';
import { isValidOn, type NomenclatureItem, type TaxpayerKind, type TaxType } from './taxation-form';

/** Where each tax type's objects are recorded; a fee is raised on the taxpayer alone. */
export const OBJECT_RESOURCE: Readonly<Record<Exclude<TaxType, 'fee'>, string>> = {
  property: 'properties',
  vehicle: 'vehicles',
  rental: 'rentalContracts',
};

/** The owner filter of each kind of taxpayer; rental contracts only record citizens as owners. */
export function ownerFilter(taxType: TaxType, kind: TaxpayerKind, key: string): Record<string, string> | undefined {
  if (taxType === 'fee') return undefined;
  if (kind === 'citizen') return { ownerKey: key };
  return taxType === 'rental' ? undefined : { ownerEstablishmentKey: key };
}

const ALL = { page: 1, perPage: 100 };

/** The project's step configuration of a tax type, in sequence (steps without a type apply to all). */
export function useTaxTypeSteps(taxType: TaxType | undefined) {
  const query = useGetList<StepRecord & RaRecord>('stepConfigurations', { pagination: ALL, sort: { field: 'sequence', order: 'ASC' } });
  return { ...query, steps: taxType && query.data ? stepsForTaxType(query.data, taxType) : undefined };
}

/** The nomenclature items of a tax type valid on the day. */
export function useNomenclature(taxType: TaxType | undefined, day: string) {
  const query = useGetList<NomenclatureItem & RaRecord>(
    'nomenclatureItems',
    { filter: { taxType }, pagination: ALL, sort: { field: 'account', order: 'ASC' } },
    { enabled: Boolean(taxType) },
  );
  return { ...query, items: query.data?.filter((item) => isValidOn(item, day)) };
}

/** The taxpayer's objects of the tax type (properties, vehicles or rental contracts). */
export function useTaxedObjects(taxType: TaxType | undefined, kind: TaxpayerKind, taxpayerKey: string | undefined) {
  const filter = taxType && taxpayerKey ? ownerFilter(taxType, kind, taxpayerKey) : undefined;
  const resource = taxType && taxType !== 'fee' ? OBJECT_RESOURCE[taxType] : 'properties';
  const query = useGetList(resource, { filter, pagination: ALL }, { enabled: filter !== undefined });
  return { ...query, objects: filter ? query.data : taxType && taxType !== 'fee' && taxpayerKey ? [] : undefined, resource };
}

/** The project's USD → CDF rate in force on the day (francs for one dollar). */
export function useRateInForce(day: string) {
  const query = useGetList<DatedRate & RaRecord>('currencyConversions', {
    filter: { fromCurrency: 'USD', toCurrency: 'CDF' },
    pagination: ALL,
    sort: { field: 'validFrom', order: 'DESC' },
  });
  return { ...query, rate: query.data ? rateInForce(query.data, 'USD', 'CDF', day)?.conversionRate : undefined };
}
