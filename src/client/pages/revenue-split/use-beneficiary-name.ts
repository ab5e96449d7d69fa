import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { TREASURY_KEY } from '../../../domain/revenue-shares';

/**
 * A beneficiary as people call it: the treasury's remainder by one name in the user's language
 * (the revenue split, settlements, financials and its export all say "Province treasury").
 */
export function useBeneficiaryName() {
  const translate = useTranslate();
  return useCallback(
    (line: { beneficiaryKey: string; beneficiaryName: string }) =>
      line.beneficiaryKey === TREASURY_KEY ? translate('bankReports.financials.treasury') : line.beneficiaryName,
    [translate],
  );
}
