import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { readConfig } from '../config';
import { prepareDb } from '../db/prepare-db';
import { roles, users } from '../db/schema';
import { ACCESS_LABELS, SUPER_ADMIN_ROLE } from '../../domain/access-labels';
import { permissionEntry } from '../../domain/permissions';
import { isStrongPassword } from '../../domain/password';
import { hashPassword } from '../services/auth/password-hash';
import { findUserByName } from '../services/auth/sign-in';
import { newKey } from '../services/auth/tokens';

/** `npm run create-admin -- --user-name … --password … --first-name … --last-name …`: the first Super Admin of an empty installation. */
async function main() {
  const { values } = parseArgs({
    options: {
      'user-name': { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      email: { type: 'string' },
    },
  });
  const userName = values['user-name'];
  const password = values.password;
  if (!userName || !password || !values['first-name'] || !values['last-name']) {
    console.error('Usage: npm run create-admin -- --user-name NAME --password PASSWORD --first-name FIRST --last-name LAST [--email ADDRESS]');
    process.exit(2);
  }
  if (!isStrongPassword(password)) {
    console.error('The password needs 8 characters with a lowercase and an uppercase letter, a digit and one of $ @ ! % * ? &.');
    process.exit(2);
  }
  const config = readConfig();
  const database = await prepareDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, demo: false });
  const { db } = database;
  try {
    if (await findUserByName(db, userName)) throw new Error(`A user named ${userName} already exists.`);
    let [role] = await db.select().from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
    if (!role) {
      [role] = await db
        .insert(roles)
        .values({
          key: newKey(),
          name: SUPER_ADMIN_ROLE,
          description: 'Every area, every action',
          roleList: ACCESS_LABELS.map((l) => permissionEntry(l, { isAccess: true, read: true, create: true, update: true, delete: true, isPoc: true })),
        })
        .returning();
    }
    await db.insert(users).values({
      key: newKey(),
      userName,
      passwordHash: await hashPassword(password),
      firstName: values['first-name']!,
      lastName: values['last-name']!,
      emailAddress: values.email ?? null,
      userRole: role.key,
      isActive: true,
    });
    console.log(`Super Admin ${userName} created. Sign in, then create the first project.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
