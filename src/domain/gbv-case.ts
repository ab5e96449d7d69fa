/**
 * The rules of the GBV case register (GBVIMS classification), pure so the case form and the
 * server apply the same ones. A case is coded: nothing here ever needs the survivor's name.
 */

/** The six GBVIMS core incident types, as stored codes. */
export const GBV_INCIDENT_TYPES = ['rape', 'sexualAssault', 'physicalAssault', 'forcedMarriage', 'denialOfResources', 'psychologicalAbuse'] as const;
export type GbvIncidentType = (typeof GBV_INCIDENT_TYPES)[number];

/** GBVIMS age groups of the survivor at the time of the report. */
export const GBV_AGE_GROUPS = ['0-11', '12-17', '18-25', '26-40', '41-60', '61+'] as const;
export type GbvAgeGroup = (typeof GBV_AGE_GROUPS)[number];

export const GBV_SEXES = ['female', 'male'] as const;
export type GbvSex = (typeof GBV_SEXES)[number];

/** The services a case worker offers, each provided here, referred elsewhere, declined, or not needed. */
export const GBV_SERVICES = ['health', 'psychosocial', 'legal', 'safety'] as const;
export type GbvService = (typeof GBV_SERVICES)[number];
export const GBV_SERVICE_STATES = ['none', 'provided', 'referred', 'declined'] as const;
export type GbvServiceState = (typeof GBV_SERVICE_STATES)[number];
export type GbvServices = Record<GbvService, GbvServiceState>;

export const GBV_STATUSES = ['open', 'closed'] as const;
export type GbvStatus = (typeof GBV_STATUSES)[number];

/** Upper bounds of each group, in the order of GBV_AGE_GROUPS (the last is open-ended). */
const AGE_LIMITS = [11, 17, 25, 40, 60] as const;

/** The age group of an age in whole years; undefined for an age no person has. */
export function ageGroupOf(age: number): GbvAgeGroup | undefined {
  if (!Number.isInteger(age) || age < 0 || age > 130) return undefined;
  const index = AGE_LIMITS.findIndex((limit) => age <= limit);
  return GBV_AGE_GROUPS[index === -1 ? GBV_AGE_GROUPS.length - 1 : index];
}

/** Every service 'none' unless given: a new case starts with nothing offered yet. */
export function servicesWith(given: Partial<Record<string, string>> = {}): GbvServices {
  return Object.fromEntries(GBV_SERVICES.map((service) => [service, (given[service] as GbvServiceState | undefined) ?? 'none'])) as GbvServices;
}

/** The services recorded as referred elsewhere. */
export const referredServices = (services: GbvServices): GbvService[] => GBV_SERVICES.filter((service) => services[service] === 'referred');

/**
 * A referral shares the case with another agency, so it needs the survivor's informed consent
 * first: the referred services when consent is missing, an empty list when the case is fine.
 */
export function referralsWithoutConsent(services: GbvServices, consent: boolean): GbvService[] {
  return consent ? [] : referredServices(services);
}

export type GbvDateProblem = 'reportBeforeIncident' | 'inFuture' | 'closureBeforeReport';

/** A report cannot precede the incident, and neither can be in the future (ISO days compare as text). */
export function caseDatesProblem(incidentDate: string, reportDate: string, today: string): GbvDateProblem | undefined {
  if (incidentDate > today || reportDate > today) return 'inFuture';
  if (reportDate < incidentDate) return 'reportBeforeIncident';
  return undefined;
}

export type GbvAction = 'close' | 'reopen';
export type GbvTransitionProblem = 'stateRefuses' | 'supervisorOnly' | 'closureDateRequired' | GbvDateProblem;

/**
 * Who may move a case: the case worker or a supervisor closes an open case with its closure day
 * (not before the report, not in the future); only a supervisor reopens a closed one.
 */
export function transitionProblem(input: {
  status: GbvStatus;
  action: GbvAction;
  supervisor: boolean;
  assigned: boolean;
  closureDate?: string;
  reportDate: string;
  today: string;
}): GbvTransitionProblem | undefined {
  const { status, action, supervisor, assigned, closureDate, reportDate, today } = input;
  if (action === 'reopen') {
    if (!supervisor) return 'supervisorOnly';
    return status === 'closed' ? undefined : 'stateRefuses';
  }
  if (status !== 'open') return 'stateRefuses';
  if (!supervisor && !assigned) return 'supervisorOnly';
  if (!closureDate) return 'closureDateRequired';
  if (closureDate > today) return 'inFuture';
  if (closureDate < reportDate) return 'closureBeforeReport';
  return undefined;
}

/** 'GBV-2026-000123': the register's code, numbered per project and year. */
export const gbvCaseCode = (year: number, sequence: number) => `GBV-${year}-${String(sequence).padStart(6, '0')}`;
export const GBV_CASE_CODE = /^GBV-\d{4}-\d{6,}$/;
