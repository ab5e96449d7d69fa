import type { Area } from './access-labels';

/**
 * The registration reports measure how much of the tax base is taxed: the objects registered in
 * the record store against those a note was made for in the period.
 */
export const REGISTRATION_KINDS = ['vehicle', 'property', 'rental'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export type RegistrationKindSpec = {
  /** The record-store resource of the objects. */
  resource: string;
  /** tax_notes.tax_type of the notes that tax them. */
  taxType: string;
  area: Area;
  /** The screen's path (the vehicle one keeps the spelling the menu has always used). */
  path: string;
  /** The API's path segment under /api/reports. */
  apiPath: string;
  /**
   * Fields of the object the report groups by, first the one the category filter narrows; each
   * is also the `values.<field>` namespace that translates its values.
   */
  dimensions: readonly string[];
};

export const REGISTRATION_REPORTS: Readonly<Record<RegistrationKind, RegistrationKindSpec>> = {
  vehicle: {
    resource: 'vehicles',
    taxType: 'vehicle',
    area: 'Vehicle',
    path: '/vechicle-registration-report',
    apiPath: 'vehicle-registrations',
    dimensions: ['category', 'type'],
  },
  property: {
    resource: 'properties',
    taxType: 'property',
    area: 'Property',
    path: '/property-registration-report',
    apiPath: 'property-registrations',
    dimensions: ['nature', 'rang'],
  },
  rental: {
    resource: 'rentalContracts',
    taxType: 'rental',
    area: 'Rental',
    path: '/rental-registration-report',
    apiPath: 'rental-registrations',
    dimensions: ['category'],
  },
};

/** An amount in minor units of its currency; currencies are never added together. */
export type CurrencyAmount = { currency: string; amount: number };

/** A group of objects: how many are registered, how many were taxed, by how many notes, for how much. */
export type CoverageRow = { key: string | null; registered: number; taxed: number; notes: number; amounts: CurrencyAmount[] };

export type MonthRow = { month: string; notes: number; amounts: CurrencyAmount[] };

/** One registered object in the detail grid. */
export type RegistrationGridRow = {
  _key: string;
  label: string;
  zone: string | null;
  /** The object's values of the kind's dimensions, in their order. */
  dimensions: (string | null)[];
  taxed: boolean;
  notes: number;
  amounts: CurrencyAmount[];
};

export type RegistrationReport = {
  kind: RegistrationKind;
  from: string;
  to: string;
  projectKeys: string[];
  gridShown: boolean;
  /** The values the category filter offers: the first dimension's choices. */
  categories: string[];
  totals: CoverageRow;
  byZone: CoverageRow[];
  byDimension: { dimension: string; rows: CoverageRow[] }[];
  byMonth: MonthRow[];
  /** Null when the period is too long for a grid. */
  rows: RegistrationGridRow[] | null;
  /** How many objects the grid would list (it shows at most GRID_ROW_LIMIT of them). */
  rowsTotal: number | null;
};

/** The grid lists at most this many objects; the export carries them all. */
export const REGISTRATION_GRID_LIMIT = 1000;

/**
 * The share of registered objects taxed, as a fraction (0.5 = half), or null when nothing is
 * registered: "no coverage" and "nothing to cover" read differently.
 */
export function coverageRatio(taxed: number, registered: number): number | null {
  if (registered <= 0) return null;
  return Math.min(taxed, registered) / registered;
}

/** Every calendar month ('YYYY-MM') the period touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
