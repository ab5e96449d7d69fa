import { and, asc, eq, like, or } from 'drizzle-orm';
import { DAY_MS, isoDay } from '../../../domain/calendar-rules';
import {
  GBV_AGE_GROUPS,
  GBV_INCIDENT_TYPES,
  GBV_SERVICES,
  gbvCaseCode,
  referralsWithoutConsent,
  type GbvServiceState,
  type GbvServices,
} from '../../../domain/gbv-case';
import type { Db } from '../open-db';
import { gbvCaseIdentities, gbvCases, records, referenceCounters } from '../schema';
import { seededRandom } from './demo-records';
import { HEALTH_PROJECT_KEY } from './demo-staff';

const CASES = 48;
const FIRST_NAMES = [
  'Aimée',
  'Bernadette',
  'Clarisse',
  'Dorcas',
  'Esperance',
  'Falone',
  'Gloire',
  'Huguette',
  'Irène',
  'Joëlle',
  'Kevine',
  'Laetitia',
  'Merveille',
  'Noella',
  'Patrick',
  'Rachel',
];
const LAST_NAMES = ['Kabange', 'Mwenze', 'Ilunga', 'Kasongo', 'Banza', 'Mutombo', 'Ngoy', 'Kalenga', 'Mumba', 'Kyungu', 'Mukalay', 'Tshibuabua'];
// Sexual violence weighs most in the register, as in the province's reports.
const TYPE_WEIGHTS = [5, 3, 4, 2, 1, 3];
const AGE_WEIGHTS = [1, 4, 5, 4, 2, 1];

/**
 * A year of GBV cases for the health project: coded cases over Lubumbashi's and Likasi's zones,
 * most with the demo case worker, some with the registrar, about a third closed. Deterministic
 * (seeded) and written in bulk; the counters are set so the next case continues the numbering.
 */
export async function seedDemoGbv(db: Db, now = new Date()) {
  const random = seededRandom(20_260_417);
  const weighted = <T>(values: readonly T[], weights: number[]) => {
    let roll = random.next() * weights.reduce((sum, w) => sum + w, 0);
    for (let i = 0; i < values.length; i++) if ((roll -= weights[i]) < 0) return values[i];
    return values[values.length - 1];
  };
  const zones = (
    await db
      .select({ key: records.key })
      .from(records)
      .where(and(eq(records.resource, 'zones'), or(like(records.key, 'zone-lubumbashi-%'), like(records.key, 'zone-likasi-%'))))
      .orderBy(asc(records.key))
  ).map((zone) => zone.key);
  if (!zones.length) return;
  const drafts = Array.from({ length: CASES }, (_, n) => {
    const reportTime = now.getTime() - random.int(1, 360) * DAY_MS;
    const incidentTime = reportTime - random.int(0, 20) * DAY_MS;
    const consent = random.chance(0.7);
    const services = Object.fromEntries(
      GBV_SERVICES.map((service) => [
        service,
        random.pick<GbvServiceState>(consent ? ['provided', 'referred', 'none', 'declined'] : ['provided', 'none', 'declined']),
      ]),
    ) as GbvServices;
    const closed = reportTime < now.getTime() - 60 * DAY_MS && random.chance(0.5);
    return {
      n,
      reportDate: isoDay(new Date(reportTime)),
      incidentDate: isoDay(new Date(incidentTime)),
      closureDate: closed ? isoDay(new Date(reportTime + random.int(14, 50) * DAY_MS)) : null,
      consent,
      services,
      ageGroup: weighted(GBV_AGE_GROUPS, AGE_WEIGHTS),
      sex: random.chance(0.9) ? 'female' : 'male',
      incidentType: weighted(GBV_INCIDENT_TYPES, TYPE_WEIGHTS),
      zone: random.pick(zones),
      caseWorkerKey: random.chance(0.75) ? 'user-caseworker' : 'user-registrar',
      survivorName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      contact: `+243 ${random.pick(['81', '82', '85', '97', '99'])}${random.digits(7)}`,
    };
  }).sort((a, b) => a.reportDate.localeCompare(b.reportDate) || a.n - b.n);
  const counters = new Map<number, number>();
  const cases = drafts.map((draft) => {
    if (referralsWithoutConsent(draft.services, draft.consent).length) throw new Error('demo GBV case referred without consent');
    const year = Number(draft.reportDate.slice(0, 4));
    const sequence = (counters.get(year) ?? 0) + 1;
    counters.set(year, sequence);
    const createdAt = new Date(`${draft.reportDate}T09:00:00Z`);
    return {
      key: `gbv-demo-${String(draft.n + 1).padStart(3, '0')}`,
      projectKey: HEALTH_PROJECT_KEY,
      code: gbvCaseCode(year, sequence),
      codeYear: year,
      codeSequence: sequence,
      ageGroup: draft.ageGroup,
      sex: draft.sex,
      incidentType: draft.incidentType,
      incidentDate: draft.incidentDate,
      reportDate: draft.reportDate,
      zone: draft.zone,
      services: draft.services,
      referralConsent: draft.consent,
      caseWorkerKey: draft.caseWorkerKey,
      status: draft.closureDate ? 'closed' : 'open',
      closureDate: draft.closureDate,
      createdAt,
      createdBy: draft.caseWorkerKey,
      updatedAt: draft.closureDate ? new Date(`${draft.closureDate}T15:00:00Z`) : createdAt,
      identity: { survivorName: draft.survivorName, contact: draft.contact, address: '' },
    };
  });
  await db.transaction(async (tx) => {
    await tx.insert(gbvCases).values(cases.map(({ identity: _identity, ...row }) => row));
    await tx.insert(gbvCaseIdentities).values(cases.map(({ key, identity, updatedAt }) => ({ caseKey: key, ...identity, updatedAt })));
    await tx.insert(referenceCounters).values([...counters].map(([year, lastValue]) => ({ projectKey: HEALTH_PROJECT_KEY, series: 'gbv', year, lastValue })));
  });
}
