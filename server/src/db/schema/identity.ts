import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgEnum, pgTable, text, timestamp, unique, uuid, integer } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['systemManager', 'contentManager', 'companyAdmin', 'user']);
export const nationalityEnum = pgEnum('nationality', ['iranian', 'foreign']);
export const languageEnum = pgEnum('language', ['fa', 'en']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Optional short sign-in name (demo accounts: admin, hr, employee, multi). */
    username: text('username').unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The name in Latin letters for English screens, mails and PDFs; both or neither (docs/decisions/014). */
    firstNameEn: text('first_name_en'),
    lastNameEn: text('last_name_en'),
    birthDate: date('birth_date'),
    nationality: nationalityEnum('nationality').notNull().default('iranian'),
    nationalCode: text('national_code').unique(),
    passportNumber: text('passport_number'),
    /** Normalised 09xxxxxxxxx. */
    mobile: text('mobile').unique(),
    /** Lower-cased. */
    email: text('email').unique(),
    avatarPath: text('avatar_path'),
    isActive: boolean('is_active').notNull().default(true),
    passwordHash: text('password_hash'),
    preferredLanguage: languageEnum('preferred_language').notNull().default('fa'),
    ...timestamps,
  },
  (t) => [
    index('users_name_idx').on(t.lastName, t.firstName),
    check('users_english_name_both', sql`(${t.firstNameEn} is null) = (${t.lastNameEn} is null)`),
  ],
);

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  titleEn: text('title_en'),
  logoFaPath: text('logo_fa_path'),
  logoEnPath: text('logo_en_path'),
  isActive: boolean('is_active').notNull().default(true),
  /** Past this instant the company's people get 402 and the licence-expired page. */
  licenceExpiresAt: timestamp('licence_expires_at', { withTimezone: true }),
  maxUsers: integer('max_users'),
  /**
   * Whether invitations and reminders also go by SMS to assessors with a mobile (issue 23,
   * docs/decisions/034): on by default; the system manager or the company's admins turn them off.
   */
  smsInvitations: boolean('sms_invitations').notNull().default(true),
  smsReminders: boolean('sms_reminders').notNull().default(true),
  ...timestamps,
});

/**
 * Who may act where and as what. Platform roles (system manager, content manager) have no
 * company; company roles always have one.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('memberships_user_company_role_uq').on(t.userId, t.companyId, t.role).nullsNotDistinct(),
    index('memberships_company_idx').on(t.companyId),
    check('memberships_platform_role_has_no_company', sql`(${t.role} in ('systemManager', 'contentManager')) = (${t.companyId} is null)`),
  ],
);
