import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/open-db';
import { refreshTokens } from '../../db/schema';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../../domain/constants';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newKey = () => randomUUID();
export const randomToken = () => randomBytes(32).toString('base64url');

export type TokenPair = { token: string; refreshToken: string };

/** Signs an access token's claims for a lifetime in seconds (the app passes its JWT signer; tests may pass their own). */
export type AccessTokenSigner = (claims: { sub: string; sid: string; jti: string }, expiresInSeconds: number) => string;

/** A short-lived access JWT naming the sign-in, and a new refresh token of the same sign-in. */
export async function issueTokens(signAccessToken: AccessTokenSigner, db: Db, userKey: string, signInKey: string): Promise<TokenPair> {
  const token = signAccessToken({ sub: userKey, sid: signInKey, jti: newKey() }, ACCESS_TOKEN_TTL_SECONDS);
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    tokenHash: sha256(refreshToken),
    signInKey,
    userKey,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return { token, refreshToken };
}
