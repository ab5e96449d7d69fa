import type { Db } from '../open-db';
import { cities, communes, currencies, provinces, quartiers } from '../schema';
import { placeRows } from './places';

/** Reference data every installation needs (geography and the two currencies); idempotent. */
export async function seedReference(db: Db): Promise<void> {
  const places = placeRows();
  await db.insert(provinces).values(places.provinces).onConflictDoNothing();
  await db.insert(cities).values(places.cities).onConflictDoNothing();
  await db.insert(communes).values(places.communes).onConflictDoNothing();
  await db.insert(quartiers).values(places.quartiers).onConflictDoNothing();
  await db.insert(currencies).values([
    { key: 'cur-usd', code: 'USD', name: 'US dollar', symbol: '$', minorUnits: 2 },
    { key: 'cur-cdf', code: 'CDF', name: 'Franc congolais', symbol: 'FC', minorUnits: 2 },
  ]).onConflictDoNothing();
}
