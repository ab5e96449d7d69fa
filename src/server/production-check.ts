import { inArray, sql } from 'drizzle-orm';
import type { Db } from './db/open-db';
import { users } from './db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-staff';
import { verifyPassword } from './services/auth/password-hash';
import { faultInjectionProblems } from './fault-injection';

/** A start the production checks refuse: main.ts prints only its message and exits with 1. */
export class ProductionRefusal extends Error {}

/** What production needs from the environment alone, checked before the database is opened. */
export function environmentProblems(config: { production: boolean; publicOrigin?: string }, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!config.production) return [];
  const origin = config.publicOrigin
    ? []
    : ["PUBLIC_ORIGIN is not set: password-reset links, SMS and QR codes need the site's public address (e.g. PUBLIC_ORIGIN=https://impots.example.cd)."];
  return [...origin, ...faultInjectionProblems(env)];
}

/**
 * The accounts that still sign in with the public demo password. Only the demo user names are
 * checked: each check is a full Argon2id verification (tens of milliseconds and 19 MiB), so
 * checking every user would make a start with thousands of accounts take minutes; the demo names
 * are where the published password lives (the seed, or someone re-creating `admin` with it).
 */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const names = DEMO_USERS.map((user) => user.userName.toLowerCase());
  const rows = await db
    .select({ userName: users.userName, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(sql`lower(${users.userName})`, names));
  const found: string[] = [];
  for (const row of rows) if (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) found.push(row.userName);
  return found.sort();
}

/** Refuses a production start on a database where someone can still sign in with the demo password. */
export async function databaseProblems(db: Db, config: { production: boolean }): Promise<string[]> {
  if (!config.production) return [];
  const accounts = await accountsWithDemoPassword(db);
  if (accounts.length === 0) return [];
  return [
    `These accounts still have the public demo password: ${accounts.join(', ')}. Change their passwords (Forgot password, or npm run create-admin for a new administrator), or start on a database made with DEMO_SEED=false.`,
  ];
}

export function refusal(problems: string[]): ProductionRefusal {
  return new ProductionRefusal(`Mapato refuses to start in production (NODE_ENV=production):\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
}
