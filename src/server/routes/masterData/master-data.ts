import type { FastifyInstance } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { cities, communes, currencies, provinces, quartiers } from '../../db/schema';
import { countAll, listQuerySchema, parseListQuery, sendList, type ListQuery, type ListSpec } from '../../services/list-query';

type MasterTable = { resource: string; table: PgTable; spec: ListSpec };

const named = (table: { key: PgColumn; name: PgColumn }, parent?: [string, PgColumn]): ListSpec => ({
  fields: { _key: table.key, name: table.name, ...(parent ? { [parent[0]]: parent[1] } : {}) },
  search: [table.name],
  defaultSort: ['name', 'ASC'],
});

/** Read-only lists of the address cascade and currencies; editing them comes with the schema engine. */
const MASTER_TABLES: MasterTable[] = [
  { resource: 'provinces', table: provinces, spec: named(provinces) },
  { resource: 'cities', table: cities, spec: named(cities, ['provinceKey', cities.provinceKey]) },
  { resource: 'communes', table: communes, spec: named(communes, ['cityKey', communes.cityKey]) },
  { resource: 'quartiers', table: quartiers, spec: named(quartiers, ['communeKey', quartiers.communeKey]) },
  { resource: 'currencies', table: currencies, spec: { fields: { _key: currencies.key, code: currencies.code, name: currencies.name }, search: [currencies.code, currencies.name], defaultSort: ['code', 'ASC'] } },
];

export async function masterDataRoutes(app: FastifyInstance) {
  for (const { resource, table, spec } of MASTER_TABLES) {
    app.get<{ Querystring: ListQuery }>(`/api/masterData/${resource}`, {
      schema: { tags: ['Master data'], querystring: listQuerySchema },
      config: { access: { area: 'Dashboard', action: 'read' } },
    }, async (request, reply) => {
      const list = parseListQuery(request.query, spec);
      const rows = await app.db.select().from(table).where(list.where).orderBy(...list.orderBy).limit(list.limit).offset(list.offset);
      const [{ total }] = await app.db.select({ total: countAll }).from(table).where(list.where);
      const data = rows.map(({ key, ...row }: Record<string, unknown>) => ({ _key: key, ...row }));
      return sendList(reply, resource, list.offset, data, total);
    });
  }
}
