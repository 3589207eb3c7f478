import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { STRUCTURE_KINDS, USER_TYPES } from '@rira/contracts';
import { companies, users } from './identity.ts';

export const structureKindEnum = pgEnum('structure_kind', STRUCTURE_KINDS);
export const userTypeEnum = pgEnum('user_type', USER_TYPES);

/**
 * A company's departments, structures, positions, job titles and management levels: five lists
 * with the same shape and rules, so one table with a `kind`.
 */
export const structureItems = pgTable(
  'structure_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: structureKindEnum('kind').notNull(),
    /** Normalised Persian (ی/ک, Latin digits). */
    title: text('title').notNull(),
    titleEn: text('title_en'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('structure_items_title_uq').on(t.companyId, t.kind, t.title),
    index('structure_items_list_idx').on(t.companyId, t.kind, t.sortOrder),
  ],
);

/**
 * A person's place in one company: what only makes sense per company (personnel code,
 * department, position…). A person may work in several companies; roles are in memberships.
 */
export const employments = pgTable(
  'employments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personnelCode: text('personnel_code'),
    userType: userTypeEnum('user_type').notNull().default('employee'),
    departmentId: uuid('department_id').references(() => structureItems.id, { onDelete: 'restrict' }),
    /** The organisational unit (the company's "structure" list), beside the department. */
    structureId: uuid('structure_id').references(() => structureItems.id, { onDelete: 'restrict' }),
    positionId: uuid('position_id').references(() => structureItems.id, { onDelete: 'restrict' }),
    jobTitleId: uuid('job_title_id').references(() => structureItems.id, { onDelete: 'restrict' }),
    managementLevelId: uuid('management_level_id').references(() => structureItems.id, { onDelete: 'restrict' }),
    /**
     * The person's manager in this company (reporting lines, docs/decisions/036): another person
     * employed here — the foreign key is on (company_id, manager_user_id), so a manager from another
     * company cannot be stored. Leaving the company clears it (ON DELETE SET NULL of this column only,
     * written by hand in migration 0012); loops are refused by the people service and the import.
     */
    managerUserId: uuid('manager_user_id'),
    /** Active in this company; an inactive person cannot act in it. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('employments_company_user_uq').on(t.companyId, t.userId),
    unique('employments_company_personnel_code_uq').on(t.companyId, t.personnelCode),
    index('employments_user_idx').on(t.userId),
    index('employments_department_idx').on(t.departmentId),
    index('employments_structure_idx').on(t.structureId),
    index('employments_position_idx').on(t.positionId),
    index('employments_job_title_idx').on(t.jobTitleId),
    index('employments_management_level_idx').on(t.managementLevelId),
    // Direct reports and peers (people with the same manager) are looked up by it.
    index('employments_manager_idx').on(t.companyId, t.managerUserId),
    foreignKey({
      name: 'employments_manager_fk',
      columns: [t.companyId, t.managerUserId],
      foreignColumns: [t.companyId, t.userId],
    }).onDelete('set null'),
    check('employments_manager_not_self', sql`${t.managerUserId} <> ${t.userId}`),
  ],
);

export const importJobStatusEnum = pgEnum('import_job_status', ['queued', 'validating', 'importing', 'succeeded', 'failed']);

/** An Excel import of people: its progress and outcome survive a page reload and a server restart. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: importJobStatusEnum('status').notNull().default('queued'),
    duplicateMode: text('duplicate_mode').notNull(),
    language: text('language').notNull().default('fa'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    problems: jsonb('problems').$type<{ row: number; column: string; message: string }[]>().notNull().default([]),
    /** The uploaded workbook, in private storage. */
    fileKey: text('file_key'),
    errorFileKey: text('error_file_key'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_company_idx').on(t.companyId, t.createdAt)],
);
