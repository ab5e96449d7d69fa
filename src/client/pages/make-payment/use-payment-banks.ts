import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { PaymentMethods } from '../../providers/payment-methods';
import type { BankChoice } from './use-payment-rights';

const NONE: BankChoice[] = [];

/**
 * The banks the caller's payment history may hold, as the server names them: every role reading
 * the ledger gets its Bank filter, a cashier too, who has no establishment list to read.
 */
export function usePaymentBanks(): { banks: BankChoice[] } {
  const dataProvider = useDataProvider<DataProvider & PaymentMethods>();
  const query = useQuery({ queryKey: ['payment', 'banks'], queryFn: () => dataProvider.getPaymentBanks(), staleTime: 5 * 60_000, retry: false });
  return { banks: query.data ?? NONE };
}
