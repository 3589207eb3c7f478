import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, roleEnum, users } from './identity.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the 256-bit cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set while a system manager acts as this user (LoginAsUser). */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    role: roleEnum('role'),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A counter of the changes to what a signed-in caller is read from (sessions, users, companies,
 * employments, memberships; `session_actor`). Deferred triggers (migration 0009) move it on in the
 * transaction that makes the change, at its commit, so a reader sees the new number exactly when it
 * sees the change. Each server copy keeps the callers it has read beside the number they were read
 * at and reuses one only while the number is still the same (plugins/actor-cache.ts). One row at
 * most, made by the first change; a session's touch (last seen, a later expiry) does not count.
 */
export const actorVersion = pgTable(
  'actor_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('actor_version_one_row', sql`${t.id}`)],
);

export const otpPurposeEnum = pgEnum('otp_purpose', ['login', 'resetPassword']);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    purpose: otpPurposeEnum('purpose').notNull(),
    /** HMAC of the code with the row id; a leaked table reveals no codes. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_mobile_created_idx').on(t.mobile, t.createdAt)],
);

/**
 * Sign-in counters per key (`ip:<addr>`, `account:<userId>`, or `name:<canonical name>` for a name
 * without an account), kept in the database so that several server copies share them.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** How many lockouts so far; each doubles the next one. */
  lockouts: integer('lockouts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
