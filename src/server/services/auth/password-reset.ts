import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest } from '../../app-error';
import { RESET_TOKEN_TTL_SECONDS, type Language } from '../../../domain/constants';
import { isStrongPassword } from '../../../domain/password';
import { enqueueNotification } from '../notifications/enqueue-notification';
import { findUserByName } from './sign-in';
import { hashPassword } from './password-hash';
import { randomToken, sha256 } from './tokens';
import { resetTokenFor } from './reset-link';
import { LINK_AT_DELIVERY } from '../notifications/compose-outbox-message';
import { revokeAllSignIns } from './sign-out';
import { withMinimumDuration } from './uniform-duration';

/**
 * How long a reset request takes at least. Looking the name up and writing the token and the
 * message take a few milliseconds that an unknown name skips; answering every request after
 * the same floor keeps that difference from telling which user names exist.
 */
export const RESET_REQUEST_MIN_DURATION_MS = 400;

/**
 * Sends a one-time reset link through the outbox. Answers the same, in the same time, whether
 * or not the account exists, so the form cannot be used to discover user names. The link is
 * always on PUBLIC_ORIGIN (see reset-link.ts), whatever Host the request named.
 */
export function requestPasswordReset(db: Db, input: { userName: string; language: Language }): Promise<void> {
  return withMinimumDuration(RESET_REQUEST_MIN_DURATION_MS, () => sendResetLink(db, input));
}

/** Every reset link of the user not yet used stops working (a newer one was sent, or the password was reset). */
async function invalidateResetTokens(db: Db, userKey: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userKey, userKey), isNull(passwordResetTokens.usedAt)));
}

async function sendResetLink(db: Db, input: { userName: string; language: Language }): Promise<void> {
  const user = await findUserByName(db, input.userName);
  if (!user || !user.isActive) return;
  const nonce = randomToken();
  const token = await resetTokenFor(db, nonce);
  await invalidateResetTokens(db, user.key);
  await db.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    userKey: user.key,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  // The row keeps the nonce, not the token: the link is composed when the message is sent.
  await enqueueNotification(
    db,
    user,
    'passwordReset',
    input.language,
    { name: user.firstName, link: LINK_AT_DELIVERY },
    { payload: { name: user.firstName, language: input.language, resetNonce: nonce } },
  );
}

/** A token opens one reset, within RESET_TOKEN_TTL_SECONDS; the reset also voids the user's other links. */
export async function resetPassword(db: Db, input: { token: string; password: string; confirmPassword: string }): Promise<void> {
  if (!isStrongPassword(input.password)) throw badRequest('WEAK_PASSWORD', 'passwordRule');
  if (input.password !== input.confirmPassword) throw badRequest('PASSWORD_MISMATCH', 'passwordMismatch');
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.tokenHash, sha256(input.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
    .returning({ userKey: passwordResetTokens.userKey });
  if (used.length === 0) throw badRequest('RESET_TOKEN_INVALID', 'resetTokenInvalid');
  const userKey = used[0].userKey;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
    .where(eq(users.key, userKey));
  await invalidateResetTokens(db, userKey);
  await revokeAllSignIns(db, userKey, 'password reset');
}
