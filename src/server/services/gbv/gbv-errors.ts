import { badRequest, conflict, forbidden } from '../../app-error';
import type { GbvDateProblem, GbvService, GbvTransitionProblem } from '../../../domain/gbv-case';

/** The failures of the GBV case use cases, each with its stable code and translated message. */
export const ageRequired = () => badRequest('GBV_AGE_REQUIRED', 'gbvAgeRequired', {}, [{ field: 'survivorAge', message: 'required' }]);
export const zoneUnknown = () => badRequest('GBV_ZONE_UNKNOWN', 'gbvZoneUnknown', {}, [{ field: 'zone', message: 'reference' }]);
export const consentRequired = (services: GbvService[]) =>
  badRequest(
    'GBV_CONSENT_REQUIRED',
    'gbvConsentRequired',
    {},
    services.map((service) => ({ field: `services.${service}`, message: 'consent' })),
  );
export const caseWorkerInvalid = () => badRequest('GBV_CASE_WORKER_INVALID', 'gbvCaseWorkerInvalid', {}, [{ field: 'caseWorkerKey', message: 'reference' }]);
export const supervisorOnly = () => forbidden('GBV_SUPERVISOR_ONLY', 'gbvSupervisorOnly');
export const notCaseWorker = () => forbidden('GBV_NOT_CASE_WORKER', 'gbvNotCaseWorker');

const DATE_FIELDS: Record<GbvDateProblem, string> = { inFuture: 'reportDate', reportBeforeIncident: 'reportDate', closureBeforeReport: 'closureDate' };

export function dateProblem(problem: GbvDateProblem) {
  const field = DATE_FIELDS[problem];
  switch (problem) {
    case 'inFuture':
      return badRequest('GBV_DATE_IN_FUTURE', 'gbvDateInFuture', {}, [{ field, message: 'future' }]);
    case 'reportBeforeIncident':
      return badRequest('GBV_REPORT_BEFORE_INCIDENT', 'gbvReportBeforeIncident', {}, [{ field, message: 'order' }]);
    case 'closureBeforeReport':
      return badRequest('GBV_CLOSURE_BEFORE_REPORT', 'gbvClosureBeforeReport', {}, [{ field, message: 'order' }]);
  }
}

export function transitionRefused(problem: GbvTransitionProblem) {
  switch (problem) {
    case 'supervisorOnly':
      return supervisorOnly();
    case 'stateRefuses':
      return conflict('GBV_CASE_STATE', 'gbvStateRefused');
    case 'closureDateRequired':
      return badRequest('GBV_CLOSURE_DATE_REQUIRED', 'gbvClosureDateRequired', {}, [{ field: 'closureDate', message: 'required' }]);
    default:
      return dateProblem(problem);
  }
}
