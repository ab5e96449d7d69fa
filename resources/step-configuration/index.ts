import AccountTree from '@mui/icons-material/AccountTree';
import { lazy } from 'react';
import { defineResource } from '../../src/client/schema-ui';

/**
 * /step-configuration: the generated screens, each headed by the appraiser → approver →
 * receveur protocol, the auto/user step modes and the auto-approval delay in plain words.
 */
export default defineResource({
  schema: 'stepConfigurations',
  icon: AccountTree,
  list: lazy(() => import('./StepConfigurationList')),
  create: lazy(() => import('./StepConfigurationCreate')),
  edit: lazy(() => import('./StepConfigurationEdit')),
  show: lazy(() => import('./StepConfigurationShow')),
});
