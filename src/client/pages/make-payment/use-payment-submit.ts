import { useRef, useState } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { MultiplePaymentInput, PaymentInput, PaymentMethods, PaymentResult } from '../../providers/payment-methods';

/**
 * Posts a payment with an Idempotency-Key. The key belongs to one submit: sending the very same
 * body again after a failure (a lost answer, a timeout) reuses it, so the server answers the first
 * result instead of recording the payment twice; a changed body is a new submit with a new key.
 * Several notes paid together go to multiplePayments under the same rule.
 */
export function usePaymentSubmit(newKey: () => string = () => crypto.randomUUID()) {
  const dataProvider = useDataProvider<DataProvider & PaymentMethods>();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (input: PaymentInput | MultiplePaymentInput): Promise<PaymentResult> => {
    const body = JSON.stringify(input);
    if (!attempt.current || attempt.current.body !== body) attempt.current = { key: newKey(), body };
    setBusy(true);
    try {
      const key = attempt.current.key;
      const result = 'noteKeys' in input ? await dataProvider.postMultiplePayments(input, key) : await dataProvider.postPayment(input, key);
      attempt.current = null;
      return result;
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy };
}
