import { eq, sql } from 'drizzle-orm';
import type { Db } from '../open-db';
import { projectMembers, projects, roles, users } from '../schema';
import { insertRecords } from '../../services/records/insert-records';
import { demoRecords } from './demo-records';
import { seedDemoTaxNotes } from './demo-tax-notes-seed';
import { fillDemoNoteZones } from './demo-note-zones';
import { seedDemoPayments } from './demo-payments-seed';
import { backdateDemoObjects } from './demo-registration-dates';
import { seedDemoGbv } from './demo-gbv';
import { seedDemoDeaths } from './demo-deaths';
import { seedDemoBirths } from './demo-births';
import { hashPassword } from '../../services/auth/password-hash';
import { DEMO_ESTABLISHMENTS, DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS, HEALTH_PROJECT_KEY, TAX_PROJECT_KEY } from './demo-staff';

/** Seeds the demo province only into a database with no users, so a restart never duplicates it. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`cast(count(*) as integer)` }).from(users);
  if (count > 0) return false;
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    await tx.insert(projects).values([
      {
        key: TAX_PROJECT_KEY,
        projectName: 'Haut-Katanga Revenue',
        referencePrefix: 'HKR',
        projectType: '1',
        provinceKey: 'prov-haut-katanga',
        dueDateDays: 30,
        sendSms: true,
        scheduler: true,
        smsText: 'Dear taxpayer, your tax note %{reference} of %{amount} is due on %{dueDate}. A 4% penalty applies after the due date.',
        documentText: 'Province du Haut-Katanga — Direction Générale des Recettes',
        // Demo contact details (an .example address): the administrator replaces them in the project's settings.
        contactPhone: '+243 99 700 0100, +243 81 700 0100',
        contactEmail: 'contact@recettes-hautkatanga.example',
        contactAddress: 'Direction des Recettes, avenue Mama Yemo, Lubumbashi\nAntenne de Likasi, avenue Lumumba, Likasi',
        contactHours: 'Lundi–vendredi / Monday–Friday, 8:00–16:00',
        revenueSplitBasisPoints: 4000,
      },
      { key: HEALTH_PROJECT_KEY, projectName: 'Haut-Katanga Santé', projectType: '2', provinceKey: 'prov-haut-katanga', dueDateDays: 0 },
    ]);
    await tx.insert(roles).values(DEMO_ROLES);
    // A demo user is written as the users table names its fields; only the project list lives elsewhere.
    await tx.insert(users).values(
      DEMO_USERS.map(({ projects: _projects, ...user }, index) => ({
        ...user,
        passwordHash: passwordHashes[index],
        contactPhone1CountryCode: '243',
        isActive: true,
      })),
    );
    await tx.insert(projectMembers).values(DEMO_USERS.flatMap((u) => u.projects.map((projectKey) => ({ projectKey, userKey: u.key }))));
  });
  await insertRecords(
    db,
    DEMO_ESTABLISHMENTS.map(({ key, projectKey, parentKey, ...data }) => ({
      resource: 'establishments',
      key,
      projectKey,
      data: {
        ...data,
        ...(parentKey ? { parentKey } : {}),
        address: { provinceKey: 'prov-haut-katanga', provinceName: 'Haut-Katanga', cityKey: 'city-lubumbashi', cityName: 'Lubumbashi' },
      },
    })),
  );
  const records = demoRecords();
  await insertRecords(db, records);
  // Staff tax only the organizations they hold: the demo appraiser holds every demo organization.
  const organizationKeys = records.filter((r) => r.resource === 'establishments' && r.data.type === '2').map((r) => r.key);
  await db.update(users).set({ associatedEstablishmentKey: organizationKeys }).where(eq(users.key, 'user-taxateur'));
  await seedDemoTaxNotes(db, records);
  await fillDemoNoteZones(db);
  await backdateDemoObjects(db);
  await seedDemoPayments(db, records);
  await seedDemoGbv(db);
  await seedDemoDeaths(db);
  await seedDemoBirths(db);
  return true;
}
