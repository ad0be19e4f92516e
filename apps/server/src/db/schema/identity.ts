import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

/**
 * The embedded user pools (retail and employee). A user's id is its `sub`. Passwords are never
 * stored: only the SRP salt and verifier, the verifier sealed with AES-256-GCM. Usernames and the
 * preferred_username alias are unique per pool, case-insensitively (the *_key columns).
 */
export const idpUsers = pgTable(
  'idp_users',
  {
    id: id(),
    pool: text('pool').notNull(),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    aliasKey: text('alias_key'),
    status: text('status', {
      enum: ['UNCONFIRMED', 'CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED'],
    }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** New email / phone_number values waiting for their verification code; the old value stays until then. */
    pendingAttributes: jsonb('pending_attributes').$type<Record<string, string>>().notNull().default({}),
    passwordSalt: text('password_salt').notNull(),
    passwordVerifier: text('password_verifier').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    mfaEnabled: text('mfa_enabled').array().notNull().default([]),
    mfaPreferred: text('mfa_preferred'),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('idp_users_pool_username_idx').on(table.pool, table.usernameKey),
    uniqueIndex('idp_users_pool_alias_idx').on(table.pool, table.aliasKey),
  ],
);

/** One-time codes (sign-up, reset, attribute verification, sign-in OTP), kept only as HMACs. */
export const idpCodes = pgTable(
  'idp_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => idpUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** What the code proves: the email/phone it was sent to, or the sign-in session it belongs to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('idp_codes_user_purpose_idx').on(table.userId, table.purpose),
    index('idp_codes_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** In-progress sign-ins: the Session string of a challenge (stored hashed), valid 3 minutes, used once. */
export const idpAuthSessions = pgTable(
  'idp_auth_sessions',
  {
    id: id(),
    sessionHash: text('session_hash').notNull().unique(),
    pool: text('pool').notNull(),
    clientId: text('client_id').notNull(),
    userId: uuid('user_id').references(() => idpUsers.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    challenge: text('challenge').notNull(),
    /** Sealed JSON: the server half of an SRP exchange, a pending TOTP secret, etc. */
    state: text('state'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idp_auth_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Refresh tokens (stored hashed). Each sign-in starts one family identified by `origin_jti`, which every
 * ID and access token of that sign-in carries; revoking the row revokes all of them.
 */
export const idpRefreshTokens = pgTable(
  'idp_refresh_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => idpUsers.id, { onDelete: 'cascade' }),
    pool: text('pool').notNull(),
    clientId: text('client_id').notNull(),
    originJti: text('origin_jti').notNull().unique(),
    authTime: timestamp('auth_time', { withTimezone: true }).notNull(),
    /**
     * How the sign-in proved who the user is (RFC 8176 names: pwd, otp, mfa, hwk, user, swk, …); the tokens of
     * the family carry it as `amr`, so a passkey sign-in can skip the app-level two-factor step.
     */
    amr: text('amr').array().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idp_refresh_tokens_user_idx').on(table.userId)],
);

/**
 * Passkeys (WebAuthn credentials) registered by pool users: the public key (COSE, base64url) with its signature
 * counter, for the relying party (the app's own host name) it was made for.
 */
export const idpWebauthnCredentials = pgTable(
  'idp_webauthn_credentials',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => idpUsers.id, { onDelete: 'cascade' }),
    pool: text('pool').notNull(),
    /** The credential id, base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** platform (this phone) or cross-platform (a security key, another phone). */
    attachment: text('attachment'),
    friendlyName: text('friendly_name').notNull(),
    relyingPartyId: text('relying_party_id').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('idp_webauthn_credentials_credential_idx').on(table.pool, table.credentialId),
    index('idp_webauthn_credentials_user_idx').on(table.userId),
  ],
);

/** Token signing keys, generated at first start; the private key is sealed. */
export const idpSigningKeys = pgTable('idp_signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export type IdpUserRow = typeof idpUsers.$inferSelect;
export type NewIdpUserRow = typeof idpUsers.$inferInsert;
export type IdpCodeRow = typeof idpCodes.$inferSelect;
export type IdpAuthSessionRow = typeof idpAuthSessions.$inferSelect;
export type IdpRefreshTokenRow = typeof idpRefreshTokens.$inferSelect;
export type IdpSigningKeyRow = typeof idpSigningKeys.$inferSelect;
export type IdpWebauthnCredentialRow = typeof idpWebauthnCredentials.$inferSelect;
