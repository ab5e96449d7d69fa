import { pgTable, text, timestamp, boolean, doublePrecision, bigserial, customType, index } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The installation's Ed25519 keys that sign the QR codes of printed documents. The newest key not
 * retired signs; a retired key no longer signs but its public half keeps verifying what it signed.
 * A key given by the environment is not stored here (its private half never touches the database).
 */
export const signingKeys = pgTable('signing_keys', {
  keyId: text('key_id').primaryKey(),
  /** The raw 32 bytes of the public key, as the browser's verifier takes it. */
  publicKey: bytea('public_key').notNull(),
  /** PKCS#8 DER of the private key. */
  privateKey: bytea('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Every online verification of a document: what was checked, when, where, and whether it was genuine. */
export const qrLogs = pgTable(
  'qr_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The project of the document, when the token named a document that exists. */
    projectKey: text('project_key'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** taxNote or receipt, from the token; empty when the token could not be read. */
    kind: text('kind').notNull().default(''),
    reference: text('reference').notNull().default(''),
    genuine: boolean('genuine').notNull(),
    /** The signed-in staff member who checked it, when it was checked from the back office. */
    userKey: text('user_key'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('qr_logs_project_idx').on(t.projectKey, t.checkedAt), index('qr_logs_reference_idx').on(t.reference)],
);
