import { DAY_MS } from '../../../domain/calendar-rules';
import { eq } from 'drizzle-orm';
import { BIRTH_CASE_TYPES, DELIVERY_TYPES } from '../../../domain/health-birth-rules';
import type { Db } from '../open-db';
import { births, projects } from '../schema';
import { insertRecords } from '../../services/records/insert-records';
import { seededRandom } from './demo-records';
import { HEALTH_PROJECT_KEY } from './demo-staff';

const BIRTH_COUNT = 1500;

/** Hospitals and health centres of Haut-Katanga beside the two of demo-staff.ts. */
const MORE_HOSPITALS = [
  { key: 'est-hgr-kamalondo', establishmentName: 'Hôpital Général de Référence de Kamalondo', shortName: 'HGR-KAMALONDO', organizationNumber: 'HS-0003' },
  { key: 'est-cs-kenya', establishmentName: 'Centre de santé de Kenya', shortName: 'CS-KENYA', organizationNumber: 'HS-0004' },
  { key: 'est-hgr-likasi', establishmentName: 'Hôpital Général de Référence de Likasi', shortName: 'HGR-LIKASI', organizationNumber: 'HS-0005' },
  { key: 'est-hgr-kipushi', establishmentName: 'Hôpital Général de Référence de Kipushi', shortName: 'HGR-KIPUSHI', organizationNumber: 'HS-0006' },
];
const HOSPITALS: { key: string; name: string; zones: string[]; weight: number }[] = [
  { key: 'est-sendwe', name: 'Hôpital Jason Sendwe', zones: ['Lubumbashi', 'Kampemba', 'Katuba'], weight: 5 },
  { key: 'est-cliniques-unilu', name: 'Cliniques Universitaires de Lubumbashi', zones: ['Lubumbashi', 'Kampemba', 'Annexe'], weight: 3 },
  { key: 'est-hgr-kamalondo', name: 'Hôpital Général de Référence de Kamalondo', zones: ['Kamalondo', 'Kenya'], weight: 2 },
  { key: 'est-cs-kenya', name: 'Centre de santé de Kenya', zones: ['Kenya', 'Katuba'], weight: 2 },
  { key: 'est-hgr-likasi', name: 'Hôpital Général de Référence de Likasi', zones: ['Likasi', 'Panda', 'Kikula'], weight: 3 },
  { key: 'est-hgr-kipushi', name: 'Hôpital Général de Référence de Kipushi', zones: ['Kipushi'], weight: 1 },
];
const GIRLS = ['Grâce', 'Esther', 'Merveille', 'Divine', 'Exaucée', 'Béatrice', 'Ruth', 'Sarah', 'Gloire', 'Naomie', 'Rachel', 'Chance', 'Plamedie', 'Dorcas'];
const BOYS = [
  'Joseph',
  'Emmanuel',
  'Patrick',
  'Jonathan',
  'Daniel',
  'Héritier',
  'Glody',
  'Christian',
  'Moïse',
  'Junior',
  'Samuel',
  'Dieudonné',
  'Trésor',
  'Jean',
];
const WOMEN = ['Marie', 'Thérèse', 'Chantal', 'Aline', 'Jeanne', 'Solange', 'Mireille', 'Nathalie', 'Francine', 'Odette', 'Clarisse', 'Annie'];
const MEN = ['Jean-Pierre', 'Didier', 'Papy', 'Serge', 'Patrice', 'Alain', 'Fiston', 'Hubert', 'Guy', 'Olivier', 'Eric', 'Blaise'];
const SURNAMES = [
  'Kabongo',
  'Mukendi',
  'Ilunga',
  'Kasongo',
  'Mwamba',
  'Tshibangu',
  'Ngoy',
  'Kalala',
  'Mbuyi',
  'Kapenda',
  'Banza',
  'Katanga',
  'Numbi',
  'Kyungu',
  'Mulumba',
  'Mutombo',
  'Kazadi',
  'Lukusa',
];
const REJECTIONS = [
  'Nom du père illisible sur la fiche de la maternité',
  'Poids de naissance à vérifier avec le registre de la salle',
  'Carte d’identité de la mère manquante',
];

/**
 * A year of births in the health project's hospitals: mostly synced with the civil registry,
 * the last weeks' still waiting, a few rejected with their reasons, two approved whose
 * transmission failed, and two declarations repeating earlier ones (flagged, not merged).
 * Deterministic (seeded), backdated, written a few statements at a time. The health project's
 * scheduler is switched on, so the transmission job sends what is approved.
 */
export async function seedDemoBirths(db: Db, now = new Date()) {
  const random = seededRandom(40_004);
  await insertRecords(
    db,
    MORE_HOSPITALS.map(({ key, ...data }) => ({
      resource: 'establishments',
      key,
      projectKey: HEALTH_PROJECT_KEY,
      data: {
        ...data,
        type: '2',
        address: { provinceKey: 'prov-haut-katanga', provinceName: 'Haut-Katanga', cityKey: 'city-lubumbashi', cityName: 'Lubumbashi' },
      },
    })),
  );
  await db.update(projects).set({ scheduler: true }).where(eq(projects.key, HEALTH_PROJECT_KEY));
  const weighted = HOSPITALS.flatMap((hospital) => Array.from({ length: hospital.weight }, () => hospital));
  const rows: (typeof births.$inferInsert)[] = [];
  for (let index = 0; index < BIRTH_COUNT; index++) {
    const hospital = random.pick(weighted);
    const gender = random.chance(0.51) ? 'Male' : 'Female';
    const daysAgo = random.int(0, 364);
    const born = new Date(now.getTime() - daysAgo * DAY_MS);
    const createdAt = new Date(Math.min(now.getTime(), born.getTime() + random.int(0, 2) * DAY_MS + random.int(1, 8) * 3_600_000));
    const motherAge = random.int(16, 44);
    const knowsBirthday = random.chance(0.7);
    const motherBirthday = new Date(born.getTime() - (motherAge * 365.25 + random.int(10, 300)) * DAY_MS).toISOString().slice(0, 10);
    const father = random.chance(0.85);
    const multiple = random.chance(0.03);
    const anomalies = random.chance(0.02);
    const premature = random.chance(0.1);
    const surname = random.pick(SURNAMES);
    // The last three weeks are still being checked; older declarations went to the registry.
    const fate = daysAgo < 21 ? (random.chance(0.7) ? 'waiting' : 'synced') : random.chance(0.025) ? 'rejected' : 'synced';
    const decidedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(2, 48) * 3_600_000));
    rows.push({
      key: `birth-${String(index + 1).padStart(5, '0')}`,
      projectKey: HEALTH_PROJECT_KEY,
      hospitalKey: hospital.key,
      hospitalName: hospital.name,
      childFirstName: random.pick(gender === 'Male' ? BOYS : GIRLS),
      childMiddleName: random.chance(0.4) ? random.pick(SURNAMES) : '',
      childLastName: surname,
      gender,
      dateOfBirth: born.toISOString().slice(0, 10),
      heightMm: premature ? random.int(380, 450) : random.int(460, 540),
      weightGrams: premature ? random.int(1200, 2400) : random.int(2500, 4200),
      motherFirstName: random.pick(WOMEN),
      motherLastName: random.pick(SURNAMES),
      motherDateOfBirth: knowsBirthday ? motherBirthday : null,
      motherAge: knowsBirthday ? null : motherAge,
      motherPhoneCountryCode: '243',
      motherPhone: `${random.pick(['81', '82', '84', '85', '97', '99'])}${random.digits(7)}`,
      fatherFirstName: father ? random.pick(MEN) : '',
      fatherLastName: father ? surname : '',
      fatherAge: father ? motherAge + random.int(0, 12) : null,
      zone: random.pick(hospital.zones),
      motherHealth: random.chance(0.9) ? 'good' : random.chance(0.8) ? 'sick' : 'critical',
      caseType: premature ? 'premature' : random.chance(0.95) ? 'normal' : random.pick(BIRTH_CASE_TYPES.slice(2)),
      deliveryType: random.chance(0.8) ? 'vaginal' : random.pick(DELIVERY_TYPES.slice(1)),
      congenitalAnomalies: anomalies,
      congenitalAnomaliesText: anomalies ? random.pick(['Fente labiale', 'Pied bot', 'Polydactylie']) : '',
      multiplePregnancy: multiple,
      multipleCount: multiple ? 2 : null,
      syncState: fate === 'waiting' ? 'waitingForApproval' : fate,
      approvedAt: fate === 'synced' ? decidedAt : null,
      approvedBy: fate === 'synced' ? 'user-supervisor' : null,
      rejectedAt: fate === 'rejected' ? decidedAt : null,
      rejectedBy: fate === 'rejected' ? 'user-supervisor' : null,
      rejectionReason: fate === 'rejected' ? random.pick(REJECTIONS) : null,
      transmissionAttempts: fate === 'synced' ? 1 : 0,
      lastTransmissionAt: fate === 'synced' ? new Date(decidedAt.getTime() + 5 * 60_000) : null,
      transmittedAt: fate === 'synced' ? new Date(decidedAt.getTime() + 5 * 60_000) : null,
      transmissionBatch: fate === 'synced' ? `demo-batch-${decidedAt.toISOString().slice(0, 10)}` : null,
      createdBy: 'user-registrar',
      createdAt,
      updatedAt: fate === 'waiting' ? createdAt : decidedAt,
    });
  }
  // Two approved declarations the registry refused: waiting, with the error the screens show.
  for (const row of rows.filter((r) => r.syncState === 'waitingForApproval').slice(0, 2)) {
    Object.assign(row, {
      approvedAt: row.updatedAt,
      approvedBy: 'user-supervisor',
      transmissionAttempts: 3,
      lastTransmissionAt: now,
      lastTransmissionErrorCode: 'registryRefused',
      lastTransmissionError: '503: service en maintenance',
    });
  }
  // Two declarations repeating earlier ones (an accent left out, a tablet resending under a new key).
  const waiting = rows.filter((r) => r.syncState === 'waitingForApproval' && !r.approvedAt);
  for (const [offset, earlier] of waiting.slice(2, 4).entries()) {
    rows.push({
      ...earlier,
      key: `birth-dup-${offset + 1}`,
      childFirstName: earlier.childFirstName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase(),
      createdAt: new Date(Math.min(now.getTime(), earlier.createdAt!.getTime() + 3_600_000)),
      duplicateOf: [earlier.key],
    });
  }
  for (let start = 0; start < rows.length; start += 500) await db.insert(births).values(rows.slice(start, start + 500));
  return rows.length;
}

/** The demo hospitals' keys, for tests. */
export const DEMO_HOSPITAL_KEYS = HOSPITALS.map((hospital) => hospital.key);
