import { latestToday } from '../../../domain/calendar-rules';
import {
  ageGroupOf,
  caseDatesProblem,
  GBV_SERVICES,
  referralsWithoutConsent,
  servicesWith,
  type GbvAgeGroup,
  type GbvIncidentType,
  type GbvServices,
  type GbvSex,
} from '../../../domain/gbv-case';

/** The case form as typed. The identity fields are kept apart on the server; the age is not kept, only its group. */
export type GbvFormValues = {
  survivorAge: string;
  ageGroup: GbvAgeGroup | '';
  sex: GbvSex | '';
  incidentType: GbvIncidentType | '';
  incidentDate: string;
  reportDate: string;
  zone: string;
  services: GbvServices;
  referralConsent: boolean;
  survivorName: string;
  contact: string;
  address: string;
};

export type GbvField = Exclude<keyof GbvFormValues, 'services'> | `services.${(typeof GBV_SERVICES)[number]}`;
export type GbvFormProblems = Partial<Record<GbvField, string>>;

const pad = (value: number) => String(value).padStart(2, '0');
/** Today on the reader's own calendar: the day a report is usually made. */
export const localToday = (now: Date = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export const emptyGbvForm = (today: string = localToday()): GbvFormValues => ({
  survivorAge: '',
  ageGroup: '',
  sex: '',
  incidentType: '',
  incidentDate: '',
  reportDate: today,
  zone: '',
  services: servicesWith(),
  referralConsent: false,
  survivorName: '',
  contact: '',
  address: '',
});

/** A case as the API answers it back into the form; the identity only when the server gave it. */
export function formOfCase(gbvCase: {
  ageGroup: string;
  sex: string;
  incidentType: string;
  incidentDate: string;
  reportDate: string;
  zone: string;
  services: Partial<Record<string, string>>;
  referralConsent: boolean;
  identity: { survivorName: string; contact: string; address: string } | null;
}): GbvFormValues {
  return {
    survivorAge: '',
    ageGroup: gbvCase.ageGroup as GbvAgeGroup,
    sex: gbvCase.sex as GbvSex,
    incidentType: gbvCase.incidentType as GbvIncidentType,
    incidentDate: gbvCase.incidentDate,
    reportDate: gbvCase.reportDate,
    zone: gbvCase.zone,
    services: servicesWith(gbvCase.services),
    referralConsent: gbvCase.referralConsent,
    survivorName: gbvCase.identity?.survivorName ?? '',
    contact: gbvCase.identity?.contact ?? '',
    address: gbvCase.identity?.address ?? '',
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGES = {
  inFuture: 'errors.gbvDateInFuture',
  reportBeforeIncident: 'errors.gbvReportBeforeIncident',
  closureBeforeReport: 'errors.gbvClosureBeforeReport',
} as const;

/**
 * What stops the case from being saved: required fields, the age (a group, or an age that has
 * one), the dates in order, and the register's rule that no service is referred without the
 * survivor's consent, the same rules the server applies again. `withIdentity` is false when the
 * reader may not see (so may not change) the identifying details.
 */
export function gbvFormProblems(values: GbvFormValues, withIdentity: boolean, now: Date = new Date()): GbvFormProblems {
  const problems: GbvFormProblems = {};
  const required: ('sex' | 'incidentType' | 'incidentDate' | 'reportDate' | 'zone' | 'survivorName')[] = [
    'sex',
    'incidentType',
    'incidentDate',
    'reportDate',
    'zone',
    ...(withIdentity ? (['survivorName'] as const) : []),
  ];
  for (const field of required) if (!values[field].trim()) problems[field] = 'gbv.register.form.required';
  const age = values.survivorAge.trim();
  if (age && (!/^\d{1,3}$/.test(age) || !ageGroupOf(Number(age)))) problems.survivorAge = 'gbv.register.form.ageInvalid';
  else if (!age && !values.ageGroup) problems.survivorAge = 'errors.gbvAgeRequired';
  for (const field of ['incidentDate', 'reportDate'] as const)
    if (values[field] && !ISO_DAY.test(values[field])) problems[field] = 'gbv.register.form.dayInvalid';
  if (!problems.incidentDate && !problems.reportDate && values.incidentDate && values.reportDate) {
    const problem = caseDatesProblem(values.incidentDate, values.reportDate, latestToday(now));
    if (problem) problems.reportDate = DATE_MESSAGES[problem];
  }
  for (const service of referralsWithoutConsent(values.services, values.referralConsent)) problems[`services.${service}`] = 'errors.gbvConsentRequired';
  return problems;
}

/** The body of POST and PUT: the age group from the age when one is typed, identity only when the reader holds it. */
export function caseBodyOf(values: GbvFormValues, withIdentity: boolean) {
  const age = values.survivorAge.trim();
  return {
    ...(age ? { survivorAge: Number(age) } : { ageGroup: values.ageGroup || undefined }),
    sex: values.sex,
    incidentType: values.incidentType,
    incidentDate: values.incidentDate,
    reportDate: values.reportDate,
    zone: values.zone,
    services: values.services,
    referralConsent: values.referralConsent,
    ...(withIdentity ? { survivorName: values.survivorName.trim(), contact: values.contact.trim(), address: values.address.trim() } : {}),
  };
}
