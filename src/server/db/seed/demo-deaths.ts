import { inArray, sql } from 'drizzle-orm';
import { DAY_MS, isoDay } from '../../../domain/calendar-rules';
import { certificateNumberOf, type DeclarantRelation } from '../../../domain/health-deaths';
import { CERTIFICATE_SERIES } from '../../services/deaths/decide-death';
import type { Db } from '../open-db';
import { deaths, referenceCounters, users } from '../schema';
import { seededRandom } from './demo-records';
import { HEALTH_PROJECT_KEY } from './demo-staff';

const DEATH_COUNT = 300;
/** The hospitals and the Lubumbashi health zones they serve (the project is in Haut-Katanga). */
const HOSPITALS = [
  { key: 'est-sendwe', name: 'Hôpital Jason Sendwe', zones: ['Lubumbashi', 'Kampemba', 'Katuba'] },
  { key: 'est-cliniques-unilu', name: 'Cliniques Universitaires de Lubumbashi', zones: ['Lubumbashi', 'Kampemba', 'Annexe'] },
];

/** Who can plausibly declare the death of someone of this age: no spouse of a child, no grown child of a young adult. */
function plausibleRelations(age: number): DeclarantRelation[] {
  if (age < 16) return ['parent', 'parent', 'otherRelative', 'hospitalStaff'];
  if (age < 40) return ['parent', 'spouse', 'sibling', 'otherRelative', 'hospitalStaff'];
  return ['spouse', 'child', 'child', 'sibling', 'otherRelative', 'hospitalStaff', 'other'];
}
const FIRST_NAMES = {
  male: ['Jean', 'Pierre', 'Joseph', 'Emmanuel', 'Patrick', 'Albert', 'Didier', 'Moïse', 'Trésor', 'Héritier', 'André', 'Paul'],
  female: ['Marie', 'Jeanne', 'Chantal', 'Esther', 'Grâce', 'Solange', 'Béatrice', 'Françoise', 'Ruth', 'Nathalie', 'Aline', 'Odette'],
};
const LAST_NAMES = [
  'Kabila',
  'Mwamba',
  'Ilunga',
  'Kasongo',
  'Ngoy',
  'Mutombo',
  'Kalenga',
  'Banza',
  'Mumba',
  'Kyungu',
  'Tshibangu',
  'Kapend',
  'Numbi',
  'Mukalay',
];
/** Common immediate causes in the province, with their ICD-10 codes (some left uncoded, as in practice). */
const CAUSES: [cause: string, code: string | null][] = [
  ['Paludisme grave', 'B50.9'],
  ['Pneumonie', 'J18.9'],
  ['Diarrhée aiguë avec déshydratation', 'A09'],
  ['Infarctus du myocarde', 'I21.9'],
  ['Accident vasculaire cérébral', 'I64'],
  ['Tuberculose pulmonaire', 'A15.0'],
  ['Insuffisance rénale', 'N19'],
  ['Traumatisme crânien (accident de la route)', 'S06.9'],
  ['Choléra', 'A00.9'],
  ['Détresse respiratoire du nouveau-né', 'P22.9'],
  ['Hémorragie du post-partum', 'O72.1'],
  ['Diabète décompensé', null],
  ['Anémie sévère', null],
];
const ELSEWHERE = ['Domicile, quartier Gambela', 'Domicile, quartier Makutano', 'Route de Kipushi', 'Domicile, quartier Bel-Air', 'Marché Mzee Kabila'];
const REJECTIONS = ['Date de naissance illisible sur le formulaire', 'Cause du décès à préciser par le médecin', 'Déclarant sans pièce d’identité'];

/**
 * A year of deaths in the health project's two hospitals, mostly approved with gapless
 * certificate numbers per year (the counter is left where approvals continue), some waiting and
 * a few rejected. Deterministic (seeded), backdated, written in one statement.
 */
export async function seedDemoDeaths(db: Db, now = new Date()) {
  const random = seededRandom(60_006);
  const staff = await db
    .select({ key: users.key, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['registrar', 'supervisor', 'admin']));
  const keyOf = (name: string) => staff.find((row) => row.userName === name)?.key;
  const registrar = keyOf('registrar') ?? 'user-registrar';
  const approver = keyOf('supervisor') ?? keyOf('admin') ?? 'user-admin';

  const rows: (typeof deaths.$inferInsert)[] = [];
  for (let index = 0; index < DEATH_COUNT; index++) {
    const sex = random.chance(0.52) ? 'male' : 'female';
    const died = new Date(now.getTime() - random.int(1, 365) * DAY_MS);
    // Declared up to three days after the death, but never later than an hour ago (a death of
    // yesterday declared 'in two days' was a record from the future).
    const declaredAfter = random.int(0, 3) * DAY_MS + random.int(7, 17) * 3_600_000;
    const createdAt = new Date(Math.min(died.getTime() + declaredAfter, now.getTime() - 3_600_000));
    const age = random.chance(0.08) ? random.int(0, 1) : random.int(2, 92);
    const knowsBirthday = random.chance(0.6);
    const birth = new Date(died.getTime() - (age * 365.25 + random.int(1, 360)) * DAY_MS);
    const [cause, code] = random.pick(CAUSES);
    const atHospital = random.chance(0.8);
    const hospital = random.pick(HOSPITALS);
    const roll = random.next();
    // The oldest declarations have all been decided; the last weeks still hold some waiting.
    const recent = now.getTime() - createdAt.getTime() < 21 * DAY_MS;
    const state = recent && roll < 0.5 ? 'waitingForApproval' : roll > 0.94 ? 'rejected' : 'approved';
    const decidedAt = new Date(Math.min(createdAt.getTime() + random.int(2, 72) * 3_600_000, now.getTime() - 60_000));
    rows.push({
      key: `death-demo-${String(index + 1).padStart(4, '0')}`,
      projectKey: HEALTH_PROJECT_KEY,
      deceasedFirstName: random.pick(FIRST_NAMES[sex]),
      deceasedLastName: random.pick(LAST_NAMES),
      sex,
      dateOfBirth: knowsBirthday ? isoDay(birth) : null,
      ageYears: knowsBirthday ? null : age,
      dateOfDeath: isoDay(died),
      hospitalKey: hospital.key,
      hospitalName: hospital.name,
      placeKind: atHospital ? 'hospital' : 'elsewhere',
      placeText: atHospital ? '' : random.pick(ELSEWHERE),
      immediateCause: cause,
      icd10Code: code,
      declarantName: `${random.pick([...FIRST_NAMES.male, ...FIRST_NAMES.female])} ${random.pick(LAST_NAMES)}`,
      declarantRelation: random.pick(plausibleRelations(age)),
      declarantCountryCode: '243',
      declarantMobile: `8${random.digits(8)}`,
      zone: random.pick(hospital.zones),
      state,
      ...(state === 'rejected' ? { rejectionReason: random.pick(REJECTIONS), rejectedAt: decidedAt, rejectedBy: approver } : {}),
      ...(state === 'approved' ? { approvedAt: decidedAt, approvedBy: approver } : {}),
      createdAt,
      createdBy: registrar,
      updatedAt: state === 'waitingForApproval' ? createdAt : decidedAt,
      updatedBy: state === 'waitingForApproval' ? registrar : approver,
      version: state === 'waitingForApproval' ? 1 : 2,
    });
  }
  // Numbers follow the order of approval within each year, as live approvals give them.
  const lastOfYear = new Map<number, number>();
  for (const row of rows.filter((r) => r.approvedAt).sort((a, b) => a.approvedAt!.getTime() - b.approvedAt!.getTime())) {
    const year = row.approvedAt!.getUTCFullYear();
    const sequence = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, sequence);
    Object.assign(row, { certificateYear: year, certificateSequence: sequence, certificateNumber: certificateNumberOf(year, sequence) });
  }
  await db.transaction(async (tx) => {
    await tx.insert(deaths).values(rows);
    for (const [year, lastValue] of lastOfYear) {
      await tx
        .insert(referenceCounters)
        .values({ projectKey: HEALTH_PROJECT_KEY, series: CERTIFICATE_SERIES, year, lastValue })
        .onConflictDoUpdate({
          target: [referenceCounters.projectKey, referenceCounters.series, referenceCounters.year],
          set: { lastValue: sql`greatest(${referenceCounters.lastValue}, ${lastValue})` },
        });
    }
  });
  return rows.length;
}
