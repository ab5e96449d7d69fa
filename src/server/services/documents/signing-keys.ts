import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { desc, isNull, sql } from 'drizzle-orm';
import { encodeFacts, signedBytesOf, tokenOf, type DocumentFacts, type PublicKeys } from '../../../domain/document-token';
import type { Db } from '../../db/open-db';
import { signingKeys } from '../../db/schema';

export type SigningKey = { keyId: string; privateKey: KeyObject };

/** An SPKI DER Ed25519 public key is a fixed 12-byte header followed by the raw 32 bytes. */
const SPKI_PREFIX_BYTES = 12;
const rawPublicKeyOf = (key: KeyObject) =>
  ((key.type === 'public' ? key : createPublicKey(key)).export({ format: 'der', type: 'spki' }) as Buffer).subarray(SPKI_PREFIX_BYTES);

/** A short id keeps the QR token small; 48 random bits are plenty for a handful of keys per installation. */
const newKeyId = () => randomBytes(6).toString('base64url');

/**
 * The key given by the environment, when there is one: its private half never reaches the
 * database, so an installation may keep it in a secret store instead.
 */
function environmentKey(): SigningKey | null {
  const keyId = process.env.SIGNING_KEY_ID;
  const pem = process.env.SIGNING_PRIVATE_KEY_PEM;
  if (!keyId || !pem) return null;
  const privateKey = createPrivateKey(pem.replace(/\\n/g, '\n'));
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('SIGNING_PRIVATE_KEY_PEM must be an Ed25519 private key');
  return { keyId, privateKey };
}

async function storedActiveKey(db: Db): Promise<SigningKey | null> {
  const [row] = await db.select().from(signingKeys).where(isNull(signingKeys.retiredAt)).orderBy(desc(signingKeys.createdAt)).limit(1);
  if (!row) return null;
  return { keyId: row.keyId, privateKey: createPrivateKey({ key: row.privateKey, format: 'der', type: 'pkcs8' }) };
}

/** Writes a fresh key pair; the caller holds the lock, so at most one key is active. */
async function insertNewKey(db: Db): Promise<SigningKey> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const keyId = newKeyId();
  await db.insert(signingKeys).values({
    keyId,
    publicKey: rawPublicKeyOf(publicKey),
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer,
  });
  return { keyId, privateKey };
}

/** Instances starting together on one database take turns here, so only one of them makes the key. */
const lockKeys = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('signing_keys'))`);

/** The key that signs now: the environment's, else the newest stored one, made on first use. */
export async function activeSigningKey(db: Db): Promise<SigningKey> {
  const given = environmentKey();
  if (given) return given;
  const found = await storedActiveKey(db);
  if (found) return found;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockKeys(tx);
    return (await storedActiveKey(tx)) ?? insertNewKey(tx);
  });
}

/** Retires the active stored key and makes the next one; what the old key signed keeps verifying. */
export async function rotateSigningKey(db: Db): Promise<SigningKey> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockKeys(tx);
    await tx.update(signingKeys).set({ retiredAt: new Date() }).where(isNull(signingKeys.retiredAt));
    return insertNewKey(tx);
  });
}

/** Every public key that may have signed a document still on paper, raw bytes by key id. */
export async function publicKeys(db: Db): Promise<PublicKeys> {
  const rows = await db.select({ keyId: signingKeys.keyId, publicKey: signingKeys.publicKey }).from(signingKeys);
  const keys: Record<string, Uint8Array> = {};
  for (const row of rows) keys[row.keyId] = new Uint8Array(row.publicKey);
  const given = environmentKey();
  if (given) keys[given.keyId] = new Uint8Array(rawPublicKeyOf(given.privateKey));
  return keys;
}

/** The published form: base64url of each raw public key, retired keys included. */
export async function publishedKeys(db: Db): Promise<Record<string, string>> {
  const keys = await publicKeys(db);
  return Object.fromEntries(Object.entries(keys).map(([keyId, raw]) => [keyId, Buffer.from(raw).toString('base64url')]));
}

/** A QR token for these facts, signed by the active key (whose id it carries). */
export async function signFacts(db: Db, facts: Omit<DocumentFacts, 'keyId'>): Promise<string> {
  const key = await activeSigningKey(db);
  const payload = encodeFacts({ ...facts, keyId: key.keyId });
  const signature = sign(null, signedBytesOf(payload), key.privateKey);
  return tokenOf(payload, new Uint8Array(signature));
}
