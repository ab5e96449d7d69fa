import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-db';
import { signIns, users } from '../../db/schema';
import { AppError, unauthorized } from '../../app-error';
import { verifyPassword } from './password-hash';
import { assertNotThrottled, clearFailures, recordFailure, throttleKey } from './login-throttle';
import { issueTokens, newKey } from './tokens';
import { buildSessionUser, type SessionUser } from './build-session-user';

export type SignInInput = { userName: string; password: string; ip: string };

export async function findUserByName(db: Db, userName: string) {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.userName})`, userName.trim().toLowerCase())).limit(1);
  return user;
}

/** A wrong password and an unknown user get the same 401 and the same message. */
export async function signIn(app: FastifyInstance, db: Db, input: SignInInput): Promise<SessionUser> {
  const key = throttleKey('login', input.userName, input.ip);
  await assertNotThrottled(db, key);
  const user = await findUserByName(db, input.userName);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    await recordFailure(db, key);
    throw unauthorized('INVALID_CREDENTIALS', 'invalidCredentials');
  }
  if (!user.isActive) throw new AppError(403, 'ACCOUNT_DISABLED', 'accountDisabled');
  await clearFailures(db, key);
  const signInKey = newKey();
  await db.insert(signIns).values({ key: signInKey, userKey: user.key, ip: input.ip });
  await db.update(users).set({ lastLoginAt: new Date(), isForceLogout: false }).where(eq(users.key, user.key));
  const tokens = await issueTokens(app, db, user.key, signInKey);
  return buildSessionUser(db, user.key, tokens);
}
