import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useSession } from '../../providers/use-session';
import { representationOf, useReferenceList } from '../../schema-ui/widgets/use-reference';
import { FEE_PAYER_MIN_SEARCH, feePayerLabel, useFeePayers } from '../fee/fee-payers';
import type { TaxpayerKind } from './taxation-form';
import { sortFold } from '../../../domain/sort-fold';

/**
 * Where a citizen is looked up: the citizens list (taxation, clearance), or the Fee area's own
 * lookup, for a collection point that may not read the citizens list.
 */
export type CitizenLookup = 'citizens' | 'fee-payers';

export type PayerOption = { key: string; name: string; label: string; phoneCountryCode?: string; phoneNumber?: string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The payers offered for what was typed: citizens found on the server, or the user's own
 * establishments (staff act only for those they hold, not every establishment of the project).
 * Both lookups are always called, the one not in use disabled, so the hooks stay the same.
 */
export function usePayerOptions(lookup: CitizenLookup, kind: TaxpayerKind, q: string) {
  const translate = useTranslate();
  const { user } = useSession();
  const citizens = kind === 'citizen';
  const feePayers = useFeePayers(citizens && lookup === 'fee-payers' ? q : '');
  const records = useReferenceList('citizens', citizens && lookup === 'citizens' ? (q ? { q } : {}) : undefined, 20);
  const represent = useMemo(() => representationOf('citizens'), []);
  const search = lookup === 'fee-payers' ? feePayers : records;

  /** Citizens as the lookup in use found them. */
  const citizenOptions = (): PayerOption[] =>
    lookup === 'fee-payers'
      ? (feePayers.data ?? []).map((payer) => ({
          key: payer._key,
          name: payer.name,
          label: feePayerLabel(payer),
          phoneCountryCode: text(payer.phoneCountryCode),
          phoneNumber: text(payer.phoneNumber),
        }))
      : (records.data ?? []).map((record) => ({
          key: String(record.id),
          name: represent(record),
          label: (record.name as string | undefined) ?? represent(record),
          phoneCountryCode: text(record.contactPhone1CountryCode),
          phoneNumber: text(record.contactPhone1),
        }));

  /** The user's establishments whose name holds what was typed, accents and case aside ("ecole" finds "École"). */
  const establishmentOptions = (): PayerOption[] => {
    const typed = sortFold(q.trim());
    return (user?.userEstablishments ?? [])
      .map((e) => ({ key: e._key, name: e.establishmentName ?? e._key, label: e.establishmentName ?? e._key }))
      .filter((e) => !typed || sortFold(e.name).includes(typed));
  };

  /** Why nothing is offered: type more, the search failed, or nothing matches. */
  const noOptionsKey = (): string => {
    if (lookup !== 'fee-payers') return 'schemaUi.widgets.noOptions';
    if (citizens && q.trim().length < FEE_PAYER_MIN_SEARCH) return 'collection.fee.payer.typeToSearch';
    if (citizens && feePayers.isError) return 'collection.fee.payer.searchFailed';
    return 'schemaUi.widgets.noOptions';
  };

  const options = citizens ? citizenOptions() : establishmentOptions();
  const noOptionsText = translate(noOptionsKey());

  return { options, isFetching: citizens && search.isFetching, noOptionsText };
}
