import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { EstablishmentRef } from '../../src/domain/establishment-choice';

export type EstablishmentRecord = {
  id: string;
  establishmentName?: string;
  shortName?: string;
  type?: string;
  parentKey?: string;
  bankAccounts?: Record<string, { bankKey?: string; accountNumber?: string; accountName?: string } | undefined>;
};

/** The server's largest page: the branch tree and the choice checks read the whole project at once. */
const ALL = 500;

/** Every establishment of the selected project (organizations and banks), for trees and checks. */
export function useProjectEstablishments() {
  const list = useGetList<EstablishmentRecord>('establishment', { pagination: { page: 1, perPage: ALL }, sort: { field: 'establishmentName', order: 'ASC' } });
  const refs: EstablishmentRef[] = useMemo(() => (list.data ?? []).map((r) => ({ key: String(r.id), type: r.type, parentKey: r.parentKey })), [list.data]);
  return { records: list.data, refs, isPending: list.isPending, error: list.error, total: list.total };
}
