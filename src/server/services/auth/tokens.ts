import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-db';
import { refreshTokens } from '../../db/schema';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../../domain/constants';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newKey = () => randomUUID();
export const randomToken = () => randomBytes(32).toString('base64url');

export type TokenPair = { token: string; refreshToken: string };

/** A short-lived access JWT naming the sign-in, and a new refresh token of the same sign-in. */
export async function issueTokens(app: FastifyInstance, db: Db, userKey: string, signInKey: string): Promise<TokenPair> {
  const token = app.jwt.sign({ sub: userKey, sid: signInKey, jti: newKey() }, { expiresIn: ACCESS_TOKEN_TTL_SECONDS });
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    tokenHash: sha256(refreshToken),
    signInKey,
    userKey,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return { token, refreshToken };
}
