import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SchemaCreate } from '../../src/client/schema-ui';

/** A new rate says first that it is only a request: it prices nothing until someone else approves it. */
export default function CurrencyConversionCreate() {
  const translate = useTranslate();
  return <SchemaCreate header={<Alert severity="info">{translate('moneyRequests.rateNeedsApproval')}</Alert>} />;
}
