import { useTranslate } from 'react-admin';
import { TREASURY } from './financial-view';

/** A beneficiary as people call it: the treasury's remainder by its name in the user's language. */
export function useBeneficiaryName() {
  const translate = useTranslate();
  return (line: { beneficiaryKey: string; beneficiaryName: string }) =>
    line.beneficiaryKey === TREASURY ? translate('bankReports.financials.treasury') : line.beneficiaryName;
}
