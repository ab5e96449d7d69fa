import People from '@mui/icons-material/People';
import { lazy } from 'react';
import { defineResource } from '../../src/client/schema-ui';

/**
 * /citizen: the engine's list, create and edit; the show page is the citizen dashboard with the
 * Tabs as relative routes (/citizen/:key/show/citizen-about…).
 */
export default defineResource({
  schema: 'citizens',
  icon: People,
  show: lazy(() => import('./CitizenDashboard').then((m) => ({ default: m.CitizenDashboard }))),
});
