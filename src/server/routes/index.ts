import type { FastifyInstance } from 'fastify';
import { authenticationRoutes } from './authentication';
import { authRoutes } from './auth';
import { navigationRoutes } from './common/navigation';
import { myWorkRoutes } from './common/my-work';
import { meRoutes } from './account/me';
import { establishmentRoutes } from './account/establishments';
import { userRoutes } from './utils/users';
import { roleRoutes } from './utils/roles';
import { projectRoutes } from './project/projects';
import { userActivityRoutes } from './project/user-activity';
import { schedulerLogRoutes } from './project/scheduler-logs';
import { recordRoutes } from './records';
import { citizenRoutes } from './account/citizens';
import { documentRoutes } from './utils/documents';
import { taxNoteRoutes } from './tax-note/tax-notes';
import { taxNoteTransitionRoutes } from './tax-note/transitions';
import { paymentRoutes } from './payment/payments';
import { feeRoutes } from './payment/fees';
import { feePayerRoutes } from './payment/fee-payers';
import { revenueShareRoutes } from './project/revenue-shares';
import { settlementRoutes } from './project/settlements';
import { moneyRequestRoutes } from './project/money-requests';
import { periodCloseRoutes } from './project/period-closes';
import { openDocumentRoutes } from './open/documents';
import { taxNoteDocumentRoutes } from './tax-note/documents';
import { openLookupRoutes } from './open/lookup';
import { publicPageRoutes } from './open/public-pages';
import { backgroundTaskRoutes } from './tax-note/tasks';
import { regenerationRoutes } from './tax-note/regeneration';
import { callCenterRoutes } from './tax-note/call-center';
import { recovermentRoutes } from './tax-note/recoverment';
import { clearanceRoutes } from './tax-note/clearance';
import { listExportRoutes } from './exports/list-exports';
import { registrationReportRoutes } from './reports/registration-reports';
import { bankReportRoutes } from './reports/bank-reports';
import { moneyReportRoutes } from './reports/money-reports';
import { gbvCaseRoutes } from './project/gbv-cases';
import { gbvReportRoutes } from './reports/gbv-registrations';
import { birthReportRoutes } from './reports/birth-registrations';
import { healthOverviewRoutes } from './project/health-overview';
import { chainHeadsRoutes } from './project/chain-heads';
import { deathRoutes } from './project/deaths';
import { birthRoutes } from './project/births';
import { healthChoiceRoutes } from './project/health-choices';
import { birthTransmissionRoutes } from './project/birth-transmission';

/** Every route family of the API; each file is thin transport over services/. */
export async function registerRoutes(app: FastifyInstance) {
  for (const routes of [
    authenticationRoutes,
    authRoutes,
    navigationRoutes,
    myWorkRoutes,
    meRoutes,
    establishmentRoutes,
    userRoutes,
    roleRoutes,
    projectRoutes,
    userActivityRoutes,
    schedulerLogRoutes,
    recordRoutes,
    citizenRoutes,
    documentRoutes,
    taxNoteRoutes,
    taxNoteTransitionRoutes,
    paymentRoutes,
    feeRoutes,
    feePayerRoutes,
    revenueShareRoutes,
    settlementRoutes,
    moneyRequestRoutes,
    periodCloseRoutes,
    openDocumentRoutes,
    taxNoteDocumentRoutes,
    openLookupRoutes,
    publicPageRoutes,
    backgroundTaskRoutes,
    regenerationRoutes,
    callCenterRoutes,
    recovermentRoutes,
    clearanceRoutes,
    listExportRoutes,
    registrationReportRoutes,
    bankReportRoutes,
    moneyReportRoutes,
    gbvCaseRoutes,
    gbvReportRoutes,
    birthReportRoutes,
    healthOverviewRoutes,
    chainHeadsRoutes,
    deathRoutes,
    birthRoutes,
    healthChoiceRoutes,
    birthTransmissionRoutes,
  ]) {
    await routes(app);
  }
}
