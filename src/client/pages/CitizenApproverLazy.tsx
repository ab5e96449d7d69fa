import { lazy } from 'react';

/** /citizen-approver as its own chunk (the initial bundle stays within budget). */
export const CitizenApproverLazy = lazy(() => import('./CitizenApproverPage').then((m) => ({ default: m.CitizenApproverPage })));
