import { useMemo } from 'react';
import { readableBanks } from '../../../domain/bank-scope';
import { canPerform } from '../../../domain/permissions';
import { compareFolded } from '../../../domain/sort-fold';
import { useSession } from '../../providers/use-session';
import { useReferenceList } from '../../schema-ui/widgets/use-reference';

export type BankChoice = { key: string; name: string };

/** The banks whose payments the signed-in user reads (the server's rule, src/domain/bank-scope.ts). */
export function useReadableBanks(): 'any' | readonly string[] {
  const { user } = useSession();
  return useMemo(
    () =>
      readableBanks(
        { ...user?.role, userType: user?.type },
        (user?.userEstablishments ?? []).map((e) => e._key),
      ),
    [user],
  );
}

/**
 * The banks the bank filter offers: a bank's agent their own (the server refuses any other), anyone
 * else the project's banks when their role reads establishments, else the banks named in the figures.
 */
export function useReportBanks(seen: readonly BankChoice[]): BankChoice[] {
  const { user } = useSession();
  const held = useMemo(() => user?.userEstablishments ?? [], [user]);
  const readable = useReadableBanks();
  const listed = readable === 'any' && canPerform(user?.role?.roleList, 'Organization', 'read');
  const all = useReferenceList('establishments', listed ? { type: '3' } : undefined, 100);
  return useMemo(() => {
    if (readable !== 'any') return held.filter((e) => readable.includes(e._key)).map((e) => ({ key: e._key, name: e.establishmentName ?? e._key }));
    const banks = new Map(seen.map((bank) => [bank.key, bank]));
    for (const record of all.data ?? []) banks.set(String(record.id), { key: String(record.id), name: String(record.establishmentName ?? record.id) });
    return [...banks.values()].sort((a, b) => compareFolded(a.name, b.name));
  }, [readable, held, seen, all.data]);
}
