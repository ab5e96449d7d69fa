import { useMemo } from 'react';
import { useGetMany, useTranslate, type RaRecord } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { formatDay, formatMoney } from '../../../domain/format';
import { leaseMonthsInPeriod, type LeaseDays } from '../../../domain/lease-period';
import type { Money } from '../../../domain/money';
import type { Period } from '../../../domain/tax-computation';
import { representationOf } from '../../schema-ui/widgets/use-reference';

type Rental = RaRecord & LeaseDays & { propertyKey?: string; renterKey?: string; buildingName?: string; monthlyRent?: Money };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const keysOf = (records: RaRecord[] | undefined, field: 'propertyKey' | 'renterKey') => [
  ...new Set((records ?? []).map((record) => record[field]).filter((key): key is string => typeof key === 'string' && key !== '')),
];

/** The months of the form's period a lease runs in; undefined while the period start is not a day. */
export function leaseMonthsOf(record: RaRecord | undefined, period: Period, periodStart: string): number | undefined {
  if (!record || !ISO_DAY.test(periodStart)) return undefined;
  try {
    return leaseMonthsInPeriod(record as Rental, period, periodStart);
  } catch {
    return undefined;
  }
}

/**
 * How the taxation form names a rental contract, so an owner's contracts are told apart (tax-staff
 * D14): 'LSH/RWA/60526 · Annexe — renter Jean Banza — $220.00 a month — 01/09/2024 to 31/08/2026'.
 * The parcel and the renter are read from their registers; a contract not running in the period
 * says so.
 */
export function useRentalLabels(records: RaRecord[] | undefined, enabled: boolean, language: Language) {
  const translate = useTranslate();
  const propertyKeys = enabled ? keysOf(records, 'propertyKey') : [];
  const renterKeys = enabled ? keysOf(records, 'renterKey') : [];
  const properties = useGetMany('properties', { ids: propertyKeys }, { enabled: propertyKeys.length > 0 });
  const renters = useGetMany('citizens', { ids: renterKeys }, { enabled: renterKeys.length > 0 });
  const parcel = useMemo(() => representationOf('properties'), []);
  const person = useMemo(() => representationOf('citizens'), []);

  return (record: RaRecord): string => {
    const rental = record as Rental;
    const property = properties.data?.find((candidate) => candidate.id === rental.propertyKey);
    const renter = renters.data?.find((candidate) => candidate.id === rental.renterKey);
    const place = [property ? parcel(property) : undefined, rental.buildingName].filter(Boolean).join(' · ') || '—';
    const days = rental.endDate
      ? translate('taxation.object.rental.between', { start: formatDay(rental.startDate), end: formatDay(rental.endDate) })
      : translate('taxation.object.rental.since', { start: formatDay(rental.startDate) });
    return translate('taxation.object.rental.label', {
      place,
      renter: renter ? person(renter) : '—',
      rent: rental.monthlyRent ? formatMoney(rental.monthlyRent, language) : '—',
      days,
    });
  };
}
