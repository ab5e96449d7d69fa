import { pgTable, text, boolean, timestamp, jsonb, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PermissionEntry } from '../../../domain/access-labels';

/** Bumped by every write: the row's ETag, so a stale form cannot overwrite a newer save. */
const version = { version: integer('version').notNull().default(1) };

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const roles = pgTable(
  'roles',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    roleList: jsonb('role_list').$type<PermissionEntry[]>().notNull().default([]),
    userKey: text('user_key'),
    ...version,
    ...stamps,
  },
  (t) => [uniqueIndex('roles_name_lower_idx').on(sql`lower(${t.name})`)],
);

/**
 * The properties carry the API's field names and the columns their snake_case, so a user row
 * is answered and accepted without renaming anything on the way.
 */
export const users = pgTable(
  'users',
  {
    key: text('key').primaryKey(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailAddress: text('email_address'),
    title: text('title'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    contactPhone1CountryCode: text('contact_phone1_country_code').notNull().default('243'),
    phoneNumber: text('phone_number'),
    imageSrc: text('image_src'),
    userRole: text('user_role').references(() => roles.key),
    type: text('type').notNull().default('2'),
    establishmentKey: text('establishment_key'),
    associatedEstablishmentKey: jsonb('associated_establishment_key').$type<string[]>().notNull().default([]),
    applicationAccess: text('application_access').notNull().default('1'),
    company: text('company'),
    additionalInfo: text('additional_info'),
    isActive: boolean('is_active').notNull().default(true),
    isExternal: boolean('is_external').notNull().default(false),
    isCitizen: boolean('is_citizen').notNull().default(false),
    _citizenKey: text('citizen_key'),
    isForceLogout: boolean('is_force_logout').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    ...version,
    ...stamps,
  },
  (t) => [
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    index('users_role_idx').on(t.userRole),
    index('users_last_name_idx').on(t.lastName),
  ],
);

/** One row per sign-in: every refresh token of that sign-in belongs to it, and revoking it kills them all. */
export const signIns = pgTable(
  'sign_ins',
  {
    key: text('key').primaryKey(),
    userKey: text('user_key')
      .notNull()
      .references(() => users.key),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
  },
  (t) => [index('sign_ins_user_idx').on(t.userKey)],
);

/** Refresh tokens are stored as SHA-256 hashes; a used one stays, marked, so a replay is recognised. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    signInKey: text('sign_in_key')
      .notNull()
      .references(() => signIns.key),
    userKey: text('user_key')
      .notNull()
      .references(() => users.key),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_sign_in_idx').on(t.signInKey)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userKey: text('user_key')
    .notNull()
    .references(() => users.key),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Sign-in attempts per account and address in the current window (a success clears them), in the database so every instance shares it. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});

/**
 * Sign-in attempts on one account from anywhere in the current hour (a success takes its own back,
 * so only failures stay counted). Past the account-wide limit each further attempt must wait for
 * `nextAttemptAt`; `refused` says whether the last claim was held back; `notifiedAt` keeps the
 * holder's SMS to once a window.
 */
export const accountSignInFailures = pgTable('account_sign_in_failures', {
  userName: text('user_name').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  refused: boolean('refused').notNull().default(false),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
