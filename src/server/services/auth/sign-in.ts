import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { signIns, users } from '../../db/schema';
import { unauthorized } from '../../app-error';
import type { Language } from '../../../domain/constants';
import { claimAccountAttempt, clearAccountAttempt, noticeAccountFailures } from './account-throttle';
import { verifyPassword } from './password-hash';
import { claimAttempt, clearAttempts, throttleKey } from './login-throttle';
import { normalizeUserName } from '../../../domain/user-name';
import { issueTokens, newKey, type AccessTokenSigner } from './tokens';
import { buildSessionUser, type SessionUser } from './build-session-user';

export type SignInInput = { userName: string; password: string; ip: string; language?: Language };

/** The account a typed name designates, however it was padded, cased or composed. */
export async function findUserByName(db: Db, userName: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.userName})`, normalizeUserName(userName)))
    .limit(1);
  return user;
}

/**
 * A wrong password, an unknown user and a deactivated or unconfirmed account get the same 401
 * and the same message: a distinct answer for a disabled account given only with the right
 * password would confirm that password. The attempt is counted before the password is checked,
 * per account and address and per account from anywhere, so a burst of guesses cannot outrun
 * either throttle; a success takes its attempts back, so only failures add up.
 */
export async function signIn(signAccessToken: AccessTokenSigner, db: Db, input: SignInInput): Promise<SessionUser> {
  const userName = normalizeUserName(input.userName);
  const key = throttleKey('login', userName, input.ip);
  await claimAttempt(db, key);
  await claimAccountAttempt(db, userName);
  const user = await findUserByName(db, userName);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid || !user.isActive) {
    await noticeAccountFailures(db, userName, input.language);
    throw unauthorized('INVALID_CREDENTIALS', 'invalidCredentials');
  }
  await clearAttempts(db, key);
  await clearAccountAttempt(db, userName);
  const signInKey = newKey();
  await db.insert(signIns).values({ key: signInKey, userKey: user.key, ip: input.ip });
  await db.update(users).set({ lastLogin: new Date(), isForceLogout: false }).where(eq(users.key, user.key));
  const tokens = await issueTokens(signAccessToken, db, user.key, signInKey);
  return buildSessionUser(db, user.key, tokens);
}
