import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { EntityMeta } from '../../../domain/entity-meta';
import { factsNeeded, type RuleFacts } from '../../../domain/entity-rules';
import { localToday } from './domain-rules';

/** The server's largest page: these facts are small per project (splits, the establishment tree). */
const ALL = 500;

type Row = { id: string | number; [field: string]: unknown };

/**
 * The facts about other records that the entity's domain rules need and a form can cheaply
 * load (the project's revenue splits, its establishments), so the clerk sees the rule broken
 * before saving. Facts not loaded (yet) leave their rules to the server, which keeps them all.
 * The establishment query is the one the establishment screens make, so it is read once.
 */
export function useRuleFacts(entity: EntityMeta, recordId: string | number | undefined): RuleFacts {
  const needs = factsNeeded(entity.resource);
  const splits = useGetList<Row>('revenue-split', { pagination: { page: 1, perPage: ALL } }, { enabled: needs.includes('otherSplits') });
  const establishments = useGetList<Row>(
    'establishment',
    { pagination: { page: 1, perPage: ALL }, sort: { field: 'establishmentName', order: 'ASC' } },
    { enabled: needs.includes('establishments') },
  );
  return useMemo(() => {
    const facts: RuleFacts = { today: localToday() };
    if (needs.includes('otherSplits') && splits.data) {
      facts.otherSplits = splits.data
        .filter((r) => String(r.id) !== String(recordId))
        .map((r) => Number(r.percentage))
        .filter(Number.isFinite);
    }
    if (needs.includes('establishments') && establishments.data) {
      facts.establishments = establishments.data.map((r) => ({
        key: String(r.id),
        type: r.type as string | undefined,
        parentKey: r.parentKey as string | undefined,
      }));
    }
    return facts;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the names needed, not the array's identity
  }, [needs.join(), splits.data, establishments.data, recordId]);
}
