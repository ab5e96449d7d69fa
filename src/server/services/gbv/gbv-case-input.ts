import { and, eq } from 'drizzle-orm';
import { latestToday } from '../../../domain/calendar-rules';
import {
  ageGroupOf,
  caseDatesProblem,
  referralsWithoutConsent,
  servicesWith,
  type GbvAgeGroup,
  type GbvIncidentType,
  type GbvServiceState,
  type GbvSex,
} from '../../../domain/gbv-case';
import type { Db } from '../../db/open-db';
import { records } from '../../db/schema';
import { ageRequired, consentRequired, dateProblem, zoneUnknown } from './gbv-errors';

/** The case form as the API takes it (the route's schema has checked shapes and enums). */
export type GbvCaseBody = {
  survivorAge?: number;
  ageGroup?: GbvAgeGroup;
  sex: GbvSex;
  incidentType: GbvIncidentType;
  incidentDate: string;
  reportDate: string;
  zone: string;
  services?: Partial<Record<string, GbvServiceState>>;
  referralConsent?: boolean;
  survivorName?: string;
  contact?: string;
  address?: string;
};

/**
 * The coded fields of a case, with the register's rules applied: the age group from the age when
 * one is given (the age itself is not kept), the dates in order, a referral only with consent,
 * the zone a real one.
 */
export async function codedCase(db: Db, body: GbvCaseBody, now: Date) {
  const ageGroup = body.survivorAge !== undefined ? ageGroupOf(body.survivorAge) : body.ageGroup;
  if (!ageGroup) throw ageRequired();
  const problem = caseDatesProblem(body.incidentDate, body.reportDate, latestToday(now));
  if (problem) throw dateProblem(problem);
  const services = servicesWith(body.services);
  const referralConsent = body.referralConsent ?? false;
  const missing = referralsWithoutConsent(services, referralConsent);
  if (missing.length) throw consentRequired(missing);
  const [zone] = await db
    .select({ key: records.key })
    .from(records)
    .where(and(eq(records.key, body.zone), eq(records.resource, 'zones')));
  if (!zone) throw zoneUnknown();
  return {
    ageGroup,
    sex: body.sex,
    incidentType: body.incidentType,
    incidentDate: body.incidentDate,
    reportDate: body.reportDate,
    zone: body.zone,
    services,
    referralConsent,
  };
}

/** The identifying details given, trimmed; only the fields present change on an update. */
export function identityPatch(body: Pick<GbvCaseBody, 'survivorName' | 'contact' | 'address'>) {
  const patch: { survivorName?: string; contact?: string; address?: string } = {};
  if (body.survivorName !== undefined) patch.survivorName = body.survivorName.trim();
  if (body.contact !== undefined) patch.contact = body.contact.trim();
  if (body.address !== undefined) patch.address = body.address.trim();
  return patch;
}
