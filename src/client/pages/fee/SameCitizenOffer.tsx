import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPhone, isValidPhone, nationalNumber } from '../../../domain/phone';
import { useDebouncedValue } from '../../use-debounced-value';
import type { Taxpayer } from '../taxation/taxation-form';
import type { WalkIn } from './fee-form';
import { useFeePayers } from './fee-payers';

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A walk-in typed with the phone and name of a registered citizen: offers that record instead of
 * a second one (the server keeps one record for them anyway).
 */
export function SameCitizenOffer({ person, onUse }: { person: WalkIn; onUse: (taxpayer: Taxpayer) => void }) {
  const translate = useTranslate();
  const complete = Boolean(person.firstName.trim() && person.lastName.trim()) && isValidPhone(person.phoneCountryCode, person.phoneNumber);
  const phone = complete ? nationalNumber(person.phoneCountryCode, person.phoneNumber) : '';
  const search = useFeePayers(useDebouncedValue(phone, 300));
  const known = complete
    ? search.data?.find(
        (payer) =>
          payer.phoneCountryCode === person.phoneCountryCode &&
          nationalNumber(payer.phoneCountryCode, payer.phoneNumber) === phone &&
          same(payer.name, `${person.firstName} ${person.lastName}`),
      )
    : undefined;
  if (!known) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => onUse({ key: known._key, name: known.name })}>
          {translate('collection.fee.payer.useRecord')}
        </Button>
      }
    >
      {translate('collection.fee.payer.alreadyRegistered', { name: known.name, phone: formatPhone(known.phoneCountryCode, known.phoneNumber) })}
    </Alert>
  );
}
