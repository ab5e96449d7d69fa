import { pgTable, text, integer, timestamp, index } from 'drizzle-orm/pg-core';

const named = {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const provinces = pgTable('provinces', { ...named, countryKey: text('country_key').notNull().default('CD') });
export const cities = pgTable('cities', { ...named, provinceKey: text('province_key').notNull().references(() => provinces.key) },
  (t) => [index('cities_province_idx').on(t.provinceKey)]);
export const communes = pgTable('communes', { ...named, cityKey: text('city_key').notNull().references(() => cities.key) },
  (t) => [index('communes_city_idx').on(t.cityKey)]);
export const quartiers = pgTable('quartiers', { ...named, communeKey: text('commune_key').notNull().references(() => communes.key) },
  (t) => [index('quartiers_commune_idx').on(t.communeKey)]);

export const currencies = pgTable('currencies', {
  key: text('key').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  minorUnits: integer('minor_units').notNull().default(2),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
