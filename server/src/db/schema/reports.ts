import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assessments, competencies, rounds } from './assessments.ts';
import { companies, users } from './identity.ts';

/**
 * A generated report: the engine's output, frozen with the answers it used, so that it does not
 * change under its reader. Generating again adds a version; old versions stay readable.
 */
export const reportSnapshots = pgTable(
  'report_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Generated while answers were still being collected. */
    partial: boolean('partial').notNull().default(false),
    /** The engine's input (cards with their texts, factors, answers with assessor ids): never sent to a client. */
    input: jsonb('input').notNull(),
    /** The engine's output: anonymous by construction. */
    report: jsonb('report').notNull(),
    generatedBy: uuid('generated_by').references(() => users.id, { onDelete: 'set null' }),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the version becomes the one the assessed person reads (assessment-method.md §2): a version generated
     * after the assessment closed is released at once; an admin may release an earlier complete one.
     * The person reads the most recently released version and no other, so that no answer can be
     * isolated by comparing versions. A partial version is never released.
     */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('report_snapshots_version_uq').on(t.assessmentId, t.version),
    index('report_snapshots_assessment_idx').on(t.assessmentId),
    check('report_snapshots_partial_never_released', sql`not (${t.partial} and ${t.releasedAt} is not null)`),
  ],
);

/** The competencies the assessed person chose to develop (at most two hard ones). */
export const developmentChoices = pgTable(
  'development_choices',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    competencyId: uuid('competency_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.competencyId] })],
);

/**
 * Short-lived permission for the PDF renderer (a headless browser) to open one report page:
 * the browser has no session cookie, so the server hands it this instead.
 */
export const reportPrintTokens = pgTable('report_print_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  snapshotId: uuid('snapshot_id')
    .notNull()
    .references(() => reportSnapshots.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A round's reports as one ZIP of PDFs (docs/decisions/038, "The archive job"): made by a durable
 * job (`rounds.archiveReports`) that any server copy runs; `done` of `total` is its progress, written
 * after each PDF for every copy to read. The ZIP is in private storage at `file_key` once `done`.
 */
export const roundReportArchives = pgTable(
  'round_report_archives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    fileKey: text('file_key'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('round_report_archives_round_idx').on(t.roundId, t.createdAt),
    // One archive of a round, kind and language at a time is made for a person: a second request
    // joins it. (Each is its requester's: what it holds depends on who reads, never their own report.)
    uniqueIndex('round_report_archives_one_running')
      .on(t.roundId, t.requestedBy, t.kind, t.language)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('round_report_archives_kind', sql`${t.kind} in ('short', 'complete')`),
    check('round_report_archives_language', sql`${t.language} in ('fa', 'en')`),
    check('round_report_archives_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
