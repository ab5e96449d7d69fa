import { REGISTRATION_REPORTS, type RegistrationKind, type RegistrationReport } from '../../domain/registration-report';
import type { HttpClient } from './http-client';

export type RegistrationReportMethods = {
  /** GET /api/reports/<kind>-registrations?<query>: the coverage of one kind of tax base. */
  getRegistrationReport: (kind: RegistrationKind, query: string) => Promise<RegistrationReport>;
};

export function registrationReportMethods(httpClient: HttpClient, apiUrl: string): RegistrationReportMethods {
  return {
    getRegistrationReport: async (kind, query) =>
      (await httpClient<RegistrationReport>(`${apiUrl}/reports/${REGISTRATION_REPORTS[kind].apiPath}?${query}`)).json,
  };
}
