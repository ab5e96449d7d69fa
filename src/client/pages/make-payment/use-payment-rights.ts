import { BANK_TYPE } from '../../../domain/establishment-choice';
import { useMemo } from 'react';
import { methodsFor, type MethodRights } from '../../../domain/payment-rules';
import { useSession } from '../../providers/use-session';
import { useReferenceList } from '../../schema-ui/widgets/use-reference';

export type BankChoice = { key: string; name: string };

/**
 * The methods the signed-in role may record and the banks it may record them for. The server
 * applies the same rule again; this only keeps the form from offering what would be refused.
 */
export function usePaymentRights(): { rights: MethodRights; banks: BankChoice[]; banksLoading: boolean } {
  const { user } = useSession();
  const held = useMemo(() => user?.userEstablishments ?? [], [user]);
  // A bank's own user ('3') records bank payments only.
  const userType = user?.type;
  const rights = useMemo(
    () =>
      methodsFor(
        { ...user?.role, userType },
        held.map((e) => e._key),
      ),
    [user, held, userType],
  );
  // Banks are establishments of type 3; only a role that may use any bank needs the project's list.
  const all = useReferenceList('establishments', rights.banks === 'any' ? { type: BANK_TYPE } : undefined, 100);
  const banks: BankChoice[] =
    rights.banks === 'any'
      ? (all.data ?? []).map((record) => ({ key: String(record.id), name: String(record.establishmentName ?? record.id) }))
      : held.filter((e) => (rights.banks as readonly string[]).includes(e._key)).map((e) => ({ key: e._key, name: e.establishmentName ?? e._key }));
  return { rights, banks, banksLoading: rights.banks === 'any' && all.isPending };
}
