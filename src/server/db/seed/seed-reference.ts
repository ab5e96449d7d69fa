import type { Db } from '../open-db';
import { insertRecords } from '../../services/records/insert-records';
import { placeRows } from './places';

/** Reference data every installation needs (DR Congo geography and the two currencies); idempotent. */
export async function seedReference(db: Db): Promise<void> {
  const places = placeRows();
  const global =
    (resource: string) =>
    ({ key, ...data }: { key: string } & Record<string, unknown>) => ({ resource, key, projectKey: null, data });
  await insertRecords(db, [
    ...places.provinces.map(global('provinces')),
    ...places.cities.map(global('cities')),
    ...places.communes.map(global('communes')),
    ...places.quartiers.map(global('quartiers')),
    global('currencies')({ key: 'cur-usd', code: 'USD', name: 'US dollar', symbol: '$', minorUnits: 2 }),
    global('currencies')({ key: 'cur-cdf', code: 'CDF', name: 'Franc congolais', symbol: 'FC', minorUnits: 2 }),
  ]);
}
