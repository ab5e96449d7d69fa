import { projectMonthOf } from '../../db/project-clock';
import { sql, type SQL } from 'drizzle-orm';
import { REGISTRATION_REPORTS, type RegistrationKind } from '../../../domain/registration-report';

/*
 * Where a registered object stands, in SQL over the record store. An address zone counts only
 * when it is filled in. A property or a vehicle without a zone of its own falls back to its
 * owner's (a citizen or an organization), as its notes fall back to the taxpayer's: otherwise the
 * objects that do have notes would fill a zone whose registered objects sit under "no zone".
 */
const addressZone = (alias: string) => sql.raw(`nullif(${alias}.data->'address'->>'zone', '')`);

const ownerZone = (alias: string) =>
  sql.raw(
    `coalesce((select nullif(c.data->'address'->>'zone', '') from records c where c.key = ${alias}.data->>'ownerKey'),` +
      ` (select nullif(e.data->'address'->>'zone', '') from records e where e.key = ${alias}.data->>'ownerEstablishmentKey'))`,
  );

const propertyZone = (alias: string) => sql`coalesce(${addressZone(alias)}, ${ownerZone(alias)})`;

/** The zone expression of an object aliased `o`. A rental stands where its property stands. */
export function objectZone(kind: RegistrationKind): SQL {
  if (kind === 'vehicle') return ownerZone('o');
  if (kind === 'property') return propertyZone('o');
  return sql`coalesce((select ${propertyZone('p')} from records p where p.key = o.data->>'propertyKey'), ${ownerZone('o')})`;
}

/** The object's value of each of the kind's dimensions (blank values read as none). */
export const objectDimensions = (kind: RegistrationKind): SQL[] => REGISTRATION_REPORTS[kind].dimensions.map((field) => sql`nullif(o.data->>${field}, '')`);

export type ObjectScope = {
  kind: RegistrationKind;
  projectKeys: string[];
  /** Exclusive end of the period (UTC): objects recorded before it are registered. */
  until: Date;
  zone?: string;
  category?: string;
};

const list = (values: string[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * The registered objects under the filters, one row each: key, label, zone, d0, d1… Filters
 * apply to the derived zone and to the first dimension, so they need the derived columns first.
 */
export function registeredObjects(scope: ObjectScope): SQL {
  const dimensions = objectDimensions(scope.kind);
  const columns = sql.join(
    dimensions.map((expression, index) => sql`${expression} as ${sql.raw(`d${index}`)}`),
    sql`, `,
  );
  const conditions: SQL[] = [];
  // An address may hold a zone's key or its name (the form's zone is free text): either matches.
  if (scope.zone) conditions.push(sql`zone in (${scope.zone}, (select z.data->>'name' from records z where z.key = ${scope.zone} and z.resource = 'zones'))`);
  if (scope.category) conditions.push(sql`d0 = ${scope.category}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select * from (
      select o.key, o.label, ${objectZone(scope.kind)} as zone, ${columns}
      from records o
      where o.resource = ${REGISTRATION_REPORTS[scope.kind].resource}
        and o.project_key in ${list(scope.projectKeys)}
        and o.created_at < ${scope.until.toISOString()}
    ) registered ${where}`;
}

/**
 * The period's notes of those objects, grouped by object, currency and month: notes created in
 * the period, of the kind's tax type, not rejected. The (project, created_at) index narrows them
 * to the period before anything else.
 */
export function objectNotes(scope: ObjectScope & { since: Date }): SQL {
  return sql`select n.object_key, n.currency, ${projectMonthOf(sql`n.created_at`)} as month,
        count(*) as notes, sum(n.amount) as amount
      from tax_notes n
      where n.project_key in ${list(scope.projectKeys)}
        and n.created_at >= ${scope.since.toISOString()} and n.created_at < ${scope.until.toISOString()}
        and n.tax_type = ${REGISTRATION_REPORTS[scope.kind].taxType}
        and n.lifecycle <> 'rejected'
        and n.object_key in (select key from objects)
      group by n.object_key, n.currency, month`;
}
