import type { FastifyRequest } from 'fastify';
import { representRecord } from '../../../domain/entity-meta';
import { languageFrom } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import { currentPrincipal } from '../../plugins/access';
import { MAX_PAGE_SIZE } from '../lists/list-params';
import { entityOf } from '../records/entity-registry';
import { listRecords } from '../records/list-records';
import type { ReferenceLabels } from './entity-columns';

/** Past this many remembered labels the memory is dropped: an export must not grow with its rows. */
const REMEMBERED = 20_000;

/**
 * Fills `labels` with the representation of every referenced record the page names that is not
 * known yet, read as the screen's reference lookups read them (the caller's project scope), a
 * page of keys per query. A key no longer found stays as it is.
 */
export async function loadReferenceLabels(db: Db, request: FastifyRequest, wanted: Map<string, Set<string>>, labels: ReferenceLabels): Promise<void> {
  const known = [...labels.values()].reduce((sum, map) => sum + map.size, 0);
  if (known > REMEMBERED) labels.clear();
  for (const [resource, keys] of wanted) {
    const entity = entityOf(resource);
    const map = labels.get(resource) ?? new Map<string, string>();
    labels.set(resource, map);
    const missing = [...keys].filter((key) => !map.has(key));
    if (!entity || entity.bespoke) continue;
    const context = {
      db,
      entity,
      projectKey: request.projectKey,
      principal: currentPrincipal(request),
      language: languageFrom(request.headers['accept-language']),
    };
    for (let start = 0; start < missing.length; start += MAX_PAGE_SIZE) {
      const slice = missing.slice(start, start + MAX_PAGE_SIZE);
      const query = { filter: JSON.stringify({ id: slice }), range: JSON.stringify([0, slice.length - 1]) };
      const { rows } = await listRecords(context, query, { count: false });
      for (const row of rows) map.set(row._key, representRecord(entity.representation, row));
    }
  }
}
