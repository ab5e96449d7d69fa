import { Box } from '@mui/material';
import { useResourceDefinition, useTranslate } from 'react-admin';
import { PaymentHistory } from '../../src/client/pages/make-payment/PaymentHistory';
import { useEntity } from '../../src/client/schema-ui';
import { resourceName } from '../../src/client/schema-ui/labels';
import { PageHeader } from '../../src/client/schema-ui/views/PageHeader';

/** /payment: the same ledger list as under the counter on /make-payment, as a page of its own. */
export function PaymentLedger() {
  const translate = useTranslate();
  const entity = useEntity('payment');
  const { icon } = useResourceDefinition({ resource: entity.path });
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 4 }, minWidth: 0 }}>
      <PageHeader title={resourceName(translate, entity, 2)} icon={icon} />
      <PaymentHistory storeKey="payment.ledger" />
    </Box>
  );
}
