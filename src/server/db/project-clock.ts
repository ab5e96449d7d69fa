import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PROJECT_TIME_ZONE } from '../../domain/dated-money';

// The zone is written into the statement, not bound: a grouped expression must be the very same
// text in SELECT and GROUP BY, and two bound parameters ($1, $2) are not.
if (!/^[A-Za-z0-9_/+-]+$/.test(PROJECT_TIME_ZONE)) throw new Error(`not a time-zone name: ${PROJECT_TIME_ZONE}`);
const zone = sql.raw(`'${PROJECT_TIME_ZONE}'`);

/** The day ('YYYY-MM-DD') an instant falls on, on the project's clock, as dayInZone reads it. */
export const projectDayOf = (instant: SQL | PgColumn): SQL<string> => sql<string>`to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD')`;

/** The month ('YYYY-MM') an instant falls in, on the project's clock. */
export const projectMonthOf = (instant: SQL | PgColumn): SQL<string> => sql<string>`to_char(${instant} at time zone ${zone}, 'YYYY-MM')`;

/** The calendar day (a date value) an instant falls on, on the project's clock. */
export const projectDateOf = (instant: SQL | PgColumn): SQL => sql`(${instant} at time zone ${zone})::date`;
