import { addDays } from '../../../domain/calendar-rules';
import type { Period, TaxType } from '../../../domain/tax-computation';
import type { DemoRecord, Random } from './demo-records';

/**
 * What the demo province owes, and when it came to the office: one obligation per taxed object
 * and period (a vignette a year per vehicle, property tax a year per parcel, rental tax per month
 * or quarter of each lease, market and sanitation fees), with the day the appraiser wrote it.
 * Not every taxpayer comes (about 85 % do), and the days cluster early in each period.
 */
export type Obligation = {
  taxType: TaxType;
  taxpayerKind: 'citizen' | 'organization';
  taxpayerKey: string;
  taxpayerName: string;
  phone: string;
  declarantName: string;
  responsibleName: string;
  object?: DemoRecord;
  objectLabel?: string;
  period: Period;
  /** The day the note is written, 'YYYY-MM-DD'. */
  day: string;
  /** Nomenclature items by the key of their current barème (the one valid on `day` is used), with a user quantity. */
  items: { key: string; quantity?: string }[];
  /** Where the appraiser stood: Lubumbashi or Likasi. */
  town: 'lubumbashi' | 'likasi';
};

type Data = Record<string, unknown>;

/** The creation days of a recurring obligation between `from` and `to`: a start per period, shifted by up to `spread` days. */
function daysOf(random: Random, period: Period, from: string, to: string, spread: number, compliance = 0.85, lean = 2): string[] {
  const days: string[] = [];
  const step = period === 'yearly' ? 12 : period === 'quarterly' ? 3 : 1;
  const first = new Date(`${from.slice(0, 4)}-01-01T00:00:00Z`);
  for (let month = 0; ; month += step) {
    const start = new Date(Date.UTC(first.getUTCFullYear(), month, 1)).toISOString().slice(0, 10);
    if (start > to) break;
    if (!random.chance(compliance)) continue;
    // Most come early in the period: a power of a uniform draw leans towards 0.
    const day = addDays(start, Math.floor(spread * random.next() ** lean));
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const open = weekday === 0 ? addDays(day, 1) : day; // offices are closed on Sunday
    if (open >= from && open <= to) days.push(open);
  }
  return days;
}

// Buses and lorries are heavy vehicles (the demo's all weigh over 3.5 t): the lines they fit say so.
const isHeavy = (vehicle: Data) => vehicle.category === 'Bus' || vehicle.category === 'Truck';

function vignetteOf(vehicle: Data): string | undefined {
  const heavy = isHeavy(vehicle);
  if (vehicle.category === 'Motorcycle') return 'nom-vignette-moto';
  if (heavy) return 'nom-vignette-lourd';
  const cv = Number(vehicle.fiscalHorsePower);
  return cv <= 10 ? 'nom-vignette-10cv' : cv <= 15 ? 'nom-vignette-15cv' : 'nom-vignette-16cv';
}

function vehicleItems(vehicle: Data): string[] {
  const taxes = (vehicle.taxes as string[]) ?? [];
  const heavy = isHeavy(vehicle);
  const items: string[] = [];
  if (taxes.includes('vignette')) items.push(vignetteOf(vehicle)!);
  if (taxes.includes('roadTraffic') && vehicle.category !== 'Motorcycle') items.push(vehicle.category === 'Car' ? 'nom-tscr-tourisme' : 'nom-tscr-utilitaire');
  if (taxes.includes('technicalControl')) items.push(heavy ? 'nom-ct-lourd' : 'nom-ct-leger');
  return items;
}

export function demoObligations(random: Random, records: DemoRecord[], from: string, to: string, target: number): Obligation[] {
  const of = (resource: string) => records.filter((r) => r.resource === resource);
  const byKey = new Map(records.map((r) => [`${r.resource}/${r.key}`, r]));
  const citizens = of('citizens');
  const organizations = of('establishments').filter((r) => r.data.type === '2');
  const personName = (d: Data) => [d.firstName, d.middleName, d.lastName].filter(Boolean).join(' ');
  const townOf = (address: unknown) => ((address as Data | undefined)?.cityKey === 'city-likasi' ? 'likasi' : 'lubumbashi');

  /** The taxpayer's side of a note: a citizen declares for themself; an organization sends a manager. */
  const taxpayer = (owner: { ownerKey?: unknown; ownerEstablishmentKey?: unknown }) => {
    if (owner.ownerKey) {
      const citizen = byKey.get(`citizens/${owner.ownerKey}`)!;
      const name = personName(citizen.data);
      const phone = String(citizen.data.contactPhone1);
      return { taxpayerKind: 'citizen' as const, taxpayerKey: citizen.key, taxpayerName: name, phone, declarantName: name, responsibleName: name };
    }
    const org = byKey.get(`establishments/${owner.ownerEstablishmentKey}`)!;
    const manager = random.pick(citizens).data;
    return {
      taxpayerKind: 'organization' as const,
      taxpayerKey: org.key,
      taxpayerName: String(org.data.establishmentName),
      phone: String(org.data.contactPhone1),
      declarantName: personName(manager),
      responsibleName: personName(random.pick(citizens).data),
    };
  };

  const out: Obligation[] = [];
  for (const vehicle of of('vehicles')) {
    const items = vehicleItems(vehicle.data);
    const base = { ...taxpayer(vehicle.data), object: vehicle, objectLabel: `${vehicle.data.plateNumber} ${vehicle.data.make} ${vehicle.data.model}` };
    const town = vehicle.data.ownerKey ? townOf(byKey.get(`citizens/${vehicle.data.ownerKey}`)?.data.address) : 'lubumbashi';
    if (items.length)
      for (const day of daysOf(random, 'yearly', from, to, 330))
        out.push({ ...base, taxType: 'vehicle', period: 'yearly', day, items: items.map((key) => ({ key })), town });
    // The town's transport tax is paid by the quarter, in francs, on a note of its own.
    if ((vehicle.data.taxes as string[]).includes('urbanTax')) {
      const key = vehicle.data.category === 'Motorcycle' ? 'nom-urbaine-moto' : 'nom-urbaine-minibus';
      for (const day of daysOf(random, 'quarterly', from, to, 80, 0.75, 1.5))
        out.push({ ...base, taxType: 'vehicle', period: 'quarterly', day, items: [{ key }], town });
    }
  }
  for (const property of of('properties')) {
    const d = property.data;
    const rang = String(d.rang);
    const francs = rang === '4' && d.ownerKey && random.chance(0.6);
    const key = d.nature === 'Land' ? 'nom-foncier-terrain' : francs ? 'nom-foncier-rang4-cdf' : `nom-foncier-rang${rang}`;
    for (const day of daysOf(random, 'yearly', from, to, 330))
      out.push({
        ...taxpayer(d),
        taxType: 'property',
        object: property,
        objectLabel: String(d.parcelNumber),
        period: 'yearly',
        day,
        items: [{ key }],
        town: townOf(d.address),
      });
  }
  for (const [index, rental] of of('rentalContracts').entries()) {
    const d = rental.data;
    const inFrancs = (d.monthlyRent as { currency: string }).currency === 'CDF';
    const key = `nom-irl-${d.category === 'Residential' ? 'residentiel' : 'commercial'}${inFrancs ? '-cdf' : ''}`;
    const period: Period = index % 3 === 0 ? 'quarterly' : 'monthly';
    const property = byKey.get(`properties/${d.propertyKey}`);
    for (const day of daysOf(random, period, from, to, period === 'monthly' ? 26 : 80, 0.8, 1.3))
      if (day >= String(d.startDate) && (!d.endDate || day <= String(d.endDate)))
        out.push({
          ...taxpayer(d),
          taxType: 'rental',
          object: rental,
          objectLabel: `${d.buildingName} ${d.startDate}`,
          period,
          day,
          items: [{ key }],
          town: townOf(property?.data.address),
        });
  }
  for (const org of organizations) {
    for (const day of daysOf(random, 'yearly', from, to, 330, 0.8))
      out.push({
        ...taxpayer({ ownerEstablishmentKey: org.key }),
        taxType: 'fee',
        period: 'yearly',
        day,
        items: [{ key: 'nom-salubrite' }],
        town: townOf(org.data.address),
      });
    if (org.data.size === 'Medium' || org.data.size === 'Large')
      for (const day of daysOf(random, 'yearly', from, to, 330, 0.7))
        out.push({
          ...taxpayer({ ownerEstablishmentKey: org.key }),
          taxType: 'fee',
          period: 'yearly',
          day,
          items: [{ key: 'nom-affichage', quantity: String(random.int(1, 6)) }],
          town: townOf(org.data.address),
        });
  }
  // Market vendors pay their stall by the month: as many vendors as it takes to reach the target.
  for (const vendor of random.shuffled(citizens)) {
    if (out.length >= target) break;
    const key = random.chance(0.8) ? 'nom-marche-etal' : 'nom-marche-boutique';
    const quantity = String(random.chance(0.85) ? 1 : random.int(2, 3));
    for (const day of daysOf(random, 'monthly', from, to, 26, 0.8, 1.5))
      out.push({
        ...taxpayer({ ownerKey: vendor.key }),
        taxType: 'fee',
        period: 'monthly',
        day,
        items: [{ key, quantity }],
        town: townOf(vendor.data.address),
      });
  }
  return out;
}
