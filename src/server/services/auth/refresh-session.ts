import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { refreshTokens, signIns, users } from '../../db/schema';
import { unauthorized } from '../../app-error';
import { claimAttempt, clearAttempts, throttleKey } from './login-throttle';
import { issueTokens, sha256, type TokenPair, type AccessTokenSigner } from './tokens';
import { revokeSignIn } from './sign-out';

/**
 * Rotation: a refresh token works once. Presenting one already used means it was stolen or
 * replayed, so the whole sign-in (every token of it) is revoked.
 */
export async function refreshSession(
  signAccessToken: AccessTokenSigner,
  db: Db,
  input: { userKey: string; refreshToken: string; ip: string },
): Promise<TokenPair> {
  const key = throttleKey('refresh', input.userKey, input.ip);
  await claimAttempt(db, key);
  const [row] = await db
    .select({ token: refreshTokens, revokedAt: signIns.revokedAt, isActive: users.isActive })
    .from(refreshTokens)
    .innerJoin(signIns, eq(signIns.key, refreshTokens.signInKey))
    .innerJoin(users, eq(users.key, refreshTokens.userKey))
    .where(eq(refreshTokens.tokenHash, sha256(input.refreshToken)))
    .limit(1);
  // The attempt is already counted; a failure only has to say so.
  const fail = () => unauthorized('INVALID_REFRESH_TOKEN', 'invalidRefreshToken');
  if (!row || row.token.userKey !== input.userKey) throw fail();
  if (row.token.usedAt || row.revokedAt) {
    await revokeSignIn(db, row.token.signInKey, 'refresh token reused');
    throw fail();
  }
  if (row.token.expiresAt.getTime() < Date.now() || !row.isActive) throw fail();
  // Marking it used only if nobody else did first: two racing refreshes cannot both win.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, row.token.tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  if (claimed.length === 0) {
    await revokeSignIn(db, row.token.signInKey, 'refresh token reused');
    throw fail();
  }
  await clearAttempts(db, key);
  return issueTokens(signAccessToken, db, input.userKey, row.token.signInKey);
}
