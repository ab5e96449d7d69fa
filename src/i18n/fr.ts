import { auth } from './fr/auth';
import { errors } from './fr/errors';
import { nav } from './fr/nav';
import { notifications } from './fr/notifications';
import { resources, subfields } from './fr/resources';
import { schemaUi } from './fr/schemaUi';
import { shell } from './fr/shell';
import { USER } from './fr/user';
import { values } from './fr/values';
import { users } from './fr/users';
import { roles } from './fr/roles';
import { projects } from './fr/projects';
import { citizens } from './fr/citizens';
import { establishments } from './fr/establishments';
import { ra } from './fr/ra';
import { myWork, taxation } from './fr/taxation';
import { taxNotes } from './fr/taxNotes';
import { collection } from './fr/collection';
import { payments } from './fr/payments';
import { documents } from './fr/documents';
import { publicSite } from './fr/publicSite';
import { qrCode } from './fr/qrCode';
import { callCenter } from './fr/callCenter';
import { regeneration } from './fr/regeneration';
import { recoverment } from './fr/recoverment';
import { clearance } from './fr/clearance';
import { exportXlsx } from './fr/exportXlsx';
import { reports } from './fr/reports';
import { registrationReports } from './fr/registrationReports';
import { bankReports } from './fr/bankReports';
import { moneyReports } from './fr/moneyReports';
import { docs } from './fr/docs';
import { births } from './fr/births';
import { deaths } from './fr/deaths';
import { gbv } from './fr/gbv';
import { healthReports } from './fr/healthReports';
import { moneyRequests } from './fr/moneyRequests';
import { periodCloses } from './fr/periodCloses';
import { auditChain } from './fr/auditChain';

/** Le catalogue français : mêmes clés que en.ts. */
export const fr = {
  errors,
  nav,
  notifications,
  auth,
  shell,
  USER,
  resources,
  subfields,
  values,
  schemaUi,
  users,
  roles,
  projects,
  citizens,
  establishments,
  ra,
  taxation,
  myWork,
  taxNotes,
  collection,
  payments,
  documents,
  publicSite,
  qrCode,
  callCenter,
  regeneration,
  recoverment,
  clearance,
  exportXlsx,
  reports,
  registrationReports,
  bankReports,
  moneyReports,
  docs,
  births,
  deaths,
  gbv,
  healthReports,
  moneyRequests,
  periodCloses,
  auditChain,
};
