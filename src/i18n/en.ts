import { auth } from './en/auth';
import { errors } from './en/errors';
import { nav } from './en/nav';
import { notifications } from './en/notifications';
import { resources, subfields } from './en/resources';
import { schemaUi } from './en/schemaUi';
import { shell } from './en/shell';
import { USER } from './en/user';
import { values } from './en/values';
import { users } from './en/users';
import { roles } from './en/roles';
import { projects } from './en/projects';
import { citizens } from './en/citizens';
import { establishments } from './en/establishments';
import { ra } from './en/ra';
import { myWork, taxation } from './en/taxation';
import { taxNotes } from './en/taxNotes';
import { collection } from './en/collection';
import { payments } from './en/payments';
import { documents } from './en/documents';
import { publicSite } from './en/publicSite';
import { qrCode } from './en/qrCode';
import { callCenter } from './en/callCenter';
import { regeneration } from './en/regeneration';
import { recoverment } from './en/recoverment';
import { clearance } from './en/clearance';
import { exportXlsx } from './en/exportXlsx';
import { reports } from './en/reports';
import { registrationReports } from './en/registrationReports';
import { bankReports } from './en/bankReports';
import { moneyReports } from './en/moneyReports';
import { docs } from './en/docs';
import { births } from './en/births';
import { deaths } from './en/deaths';
import { gbv } from './en/gbv';
import { healthReports } from './en/healthReports';
import { moneyRequests } from './en/moneyRequests';
import { periodCloses } from './en/periodCloses';
import { auditChain } from './en/auditChain';

/** The English catalogue: every namespace, for the client (polyglot) and the server. */
export const en = {
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
