import { createHmac } from 'node:crypto';
import type { Db } from '../../db/open-db';
import { ensureSecret } from '../settings';
import { publicOrigin } from '../../config';

/**
 * A reset token is not kept anywhere: it is derived from a random nonce with the server's token
 * secret (JWT_SECRET, or the one kept in the database when unset). The token table keeps its
 * SHA-256 and the outbox keeps only the nonce, so a copy of the database made while JWT_SECRET
 * lives in the environment holds no usable reset link. Whoever holds the token secret can sign
 * any session anyway, so deriving from it widens nothing.
 */
async function tokenSecret(db: Db): Promise<string> {
  return process.env.JWT_SECRET ?? (await ensureSecret(db, 'jwt_secret'));
}

export async function resetTokenFor(db: Db, nonce: string): Promise<string> {
  return createHmac('sha256', await tokenSecret(db))
    .update(`password-reset:${nonce}`)
    .digest('base64url');
}

/** The link a user opens: on PUBLIC_ORIGIN only, never on an address a request named. */
export async function resetLinkFor(db: Db, nonce: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return `${publicOrigin(env)}/reset-password?token=${await resetTokenFor(db, nonce)}`;
}
