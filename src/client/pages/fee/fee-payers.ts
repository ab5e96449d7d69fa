import { useQuery } from '@tanstack/react-query';
import { formatPhone } from '../../../domain/phone';
import { API_URL } from '../../providers/api-url';
import { httpClient } from '../../providers/app-providers';

/** A registered payer as /fee may pick one: what the server gives a collection point, no more. */
export type FeePayerChoice = { _key: string; name: string; phoneCountryCode: string; phoneNumber: string };

/** The server searches from two characters on. */
export const FEE_PAYER_MIN_SEARCH = 2;

export const feePayerLabel = (payer: FeePayerChoice) =>
  payer.phoneNumber ? `${payer.name} · ${formatPhone(payer.phoneCountryCode, payer.phoneNumber)}` : payer.name;

/**
 * Registered citizens matching a name or a phone, through the Fee area's own lookup (a collection
 * point may not read the citizens list). A refusal or a failure is shown, never retried in a loop.
 */
export function useFeePayers(q: string) {
  const search = q.trim();
  return useQuery({
    queryKey: ['fee-payers', search],
    queryFn: async ({ signal }) => (await httpClient<FeePayerChoice[]>(`${API_URL}/payment/fee-payers?q=${encodeURIComponent(search)}`, { signal })).json,
    enabled: search.length >= FEE_PAYER_MIN_SEARCH,
    retry: false,
    staleTime: 30_000,
  });
}
