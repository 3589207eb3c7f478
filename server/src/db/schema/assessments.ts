import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ASSESSMENT_STATUSES, CONFIRMATIONS, INVITATION_STATUSES, PROGRESSES, RATER_GROUPS, type Placements } from '@rira/contracts';
import { companies, languageEnum, users } from './identity.ts';
import { structureItems } from './organisation.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// ---------------- the library (platform-wide, kept by the system manager) ----------------

export const difficulties = pgTable('difficulties', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  titleEn: text('title_en'),
  /** Hard to develop: at most two such competencies may be chosen for development at once. */
  isHard: boolean('is_hard').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

/** A competency cluster, with the band limits of its factor summary. */
export const factors = pgTable('factors', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  titleEn: text('title_en'),
  description: text('description'),
  descriptionEn: text('description_en'),
  minScore: doublePrecision('min_score').notNull().default(1.67),
  maxScore: doublePrecision('max_score').notNull().default(2.33),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const competencies = pgTable(
  'competencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().unique(),
    titleEn: text('title_en'),
    skilledDefinition: text('skilled_definition').notNull(),
    skilledDefinitionEn: text('skilled_definition_en'),
    unskilledDefinition: text('unskilled_definition').notNull(),
    unskilledDefinitionEn: text('unskilled_definition_en'),
    overusedDefinition: text('overused_definition').notNull(),
    overusedDefinitionEn: text('overused_definition_en'),
    difficultyId: uuid('difficulty_id')
      .notNull()
      .references(() => difficulties.id, { onDelete: 'restrict' }),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => factors.id, { onDelete: 'restrict' }),
    /** Importance in the factor summary. */
    score: doublePrecision('score').notNull().default(1),
    minScore: doublePrecision('min_score').notNull().default(1.67),
    maxScore: doublePrecision('max_score').notNull().default(2.33),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('competencies_factor_idx').on(t.factorId)],
);

/** `compensatorId` balances `competencyId` when the latter is overused. */
export const competencyCompensators = pgTable(
  'competency_compensators',
  {
    competencyId: uuid('competency_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'cascade' }),
    compensatorId: uuid('compensator_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.competencyId, t.compensatorId] }),
    index('competency_compensators_reverse_idx').on(t.compensatorId),
    check('competency_compensators_not_self', sql`${t.competencyId} <> ${t.compensatorId}`),
  ],
);

export const raterGroupEnum = pgEnum('rater_group', RATER_GROUPS);

export const assessorTypes = pgTable(
  'assessor_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().unique(),
    titleEn: text('title_en'),
    raterGroup: raterGroupEnum('rater_group').notNull(),
    /** assessment-method.md §2: allowed weights are 0.5 to 3 (ASSESSOR_WEIGHT in contracts). */
    weight: doublePrecision('weight').notNull().default(1),
    minCount: integer('min_count').notNull().default(0),
    maxCount: integer('max_count').notNull().default(5),
    allowOutsideCompany: boolean('allow_outside_company').notNull().default(false),
    needsConfirmation: boolean('needs_confirmation').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('assessor_types_weight_range', sql`${t.weight} between 0.5 and 3`)],
);

/** A template: platform-wide (no company) or one company's own. */
export const assessmentTemplates = pgTable(
  'assessment_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    description: text('description'),
    descriptionEn: text('description_en'),
    pileMaxBest: integer('pile_max_best'),
    pileMaxMostly: integer('pile_max_mostly'),
    pileMaxLeast: integer('pile_max_least'),
    estimatedMinutes: integer('estimated_minutes').notNull().default(20),
    /** assessment-method.md §2: never below 3; only a system manager changes it. */
    minGroupSize: integer('min_group_size').notNull().default(3),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('assessment_templates_company_idx').on(t.companyId),
    check('assessment_templates_min_group_size', sql`${t.minGroupSize} >= 3`),
  ],
);

const templateLink = <T extends string>(
  name: T,
  column: string,
  target: () => typeof competencies | typeof factors | typeof structureItems,
) =>
  pgTable(
    name,
    {
      templateId: uuid('template_id')
        .notNull()
        .references(() => assessmentTemplates.id, { onDelete: 'cascade' }),
      itemId: uuid(column)
        .notNull()
        .references(() => target().id, { onDelete: 'restrict' }),
    },
    (t) => [primaryKey({ columns: [t.templateId, t.itemId] }), index(`${name}_item_idx`).on(t.itemId)],
  );

export const templateCompetencies = templateLink('template_competencies', 'competency_id', () => competencies);
export const templateFactors = templateLink('template_factors', 'factor_id', () => factors);
export const templatePositions = templateLink('template_positions', 'position_id', () => structureItems);
export const templateStructures = templateLink('template_structures', 'structure_id', () => structureItems);

// ---------------- assessments ----------------

/** The participant-facing states of assessment-method.md §5. */
export const assessmentStatusEnum = pgEnum('assessment_status', ASSESSMENT_STATUSES);

/**
 * A round (issue 26, docs/decisions/038): one 360 programme of a company run as one — a title, a
 * template, dates and the settings its assessments share. Every assessment belongs to one.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    templateId: uuid('template_id').references(() => assessmentTemplates.id, { onDelete: 'restrict' }),
    startsOn: date('starts_on'),
    finishesOn: date('finishes_on'),
    userMaySeeReport: boolean('user_may_see_report').notNull().default(false),
    needsAssessorConfirmation: boolean('needs_assessor_confirmation').notNull().default(true),
    userMayAddExternal: boolean('user_may_add_external').notNull().default(false),
    includeAssessorTypeSettings: boolean('include_assessor_type_settings').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('rounds_company_created_idx').on(t.companyId, t.createdAt)],
);

/** One person's 360-degree assessment. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    templateId: uuid('template_id').references(() => assessmentTemplates.id, { onDelete: 'restrict' }),
    roundId: uuid('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'restrict' }),
    status: assessmentStatusEnum('status').notNull().default('draft'),
    userMaySeeReport: boolean('user_may_see_report').notNull().default(false),
    needsAssessorConfirmation: boolean('needs_assessor_confirmation').notNull().default(true),
    userMayAddExternal: boolean('user_may_add_external').notNull().default(false),
    includeAssessorTypeSettings: boolean('include_assessor_type_settings').notNull().default(true),
    startsOn: date('starts_on'),
    finishesOn: date('finishes_on'),
    /** Fixed at publication from the template, so later template edits do not move a running assessment. */
    pileMaxBest: integer('pile_max_best'),
    pileMaxMostly: integer('pile_max_mostly'),
    pileMaxLeast: integer('pile_max_least'),
    estimatedMinutes: integer('estimated_minutes'),
    minGroupSize: integer('min_group_size'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('assessments_company_status_idx').on(t.companyId, t.status),
    index('assessments_target_idx').on(t.targetUserId),
    index('assessments_template_idx').on(t.templateId),
    index('assessments_round_idx').on(t.roundId),
    check('assessments_min_group_size', sql`${t.minGroupSize} is null or ${t.minGroupSize} >= 3`),
  ],
);

/** The cards of a published assessment, fixed at publication. */
export const assessmentCards = pgTable(
  'assessment_cards',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    competencyId: uuid('competency_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.competencyId] })],
);

export const confirmationEnum = pgEnum('assessor_confirmation', CONFIRMATIONS);
export const progressEnum = pgEnum('assessor_progress', PROGRESSES);
export const invitationStatusEnum = pgEnum('invitation_status', INVITATION_STATUSES);
export const nominatedByEnum = pgEnum('nominated_by', ['participant', 'admin', 'system']);

/**
 * Everyone who answers an assessment — the assessed person (group `self`) included — with
 * their answer. An external assessor has no account: name and e-mail only, and a personal link.
 */
export const assessors = pgTable(
  'assessors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    externalName: text('external_name'),
    externalEmail: text('external_email'),
    externalMobile: text('external_mobile'),
    assessorTypeId: uuid('assessor_type_id').references(() => assessorTypes.id, { onDelete: 'restrict' }),
    raterGroup: raterGroupEnum('rater_group').notNull(),
    weight: doublePrecision('weight').notNull().default(1),
    confirmation: confirmationEnum('confirmation').notNull().default('pending'),
    progress: progressEnum('progress').notNull().default('notStarted'),
    nominatedBy: nominatedByEnum('nominated_by').notNull(),
    invitationLanguage: languageEnum('invitation_language').notNull().default('fa'),
    invitationStatus: invitationStatusEnum('invitation_status').notNull().default('notSent'),
    invitationError: text('invitation_error'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** The Tehran day of the last reminder: a second reminder the same day sends nothing (a round's bulk remind is idempotent). */
    remindedOn: date('reminded_on'),
    /** SHA-256 of the personal link's token; the token itself is only in the invitation. */
    linkTokenHash: text('link_token_hash').unique(),
    linkRevokedAt: timestamp('link_revoked_at', { withTimezone: true }),
    placements: jsonb('placements').$type<Placements>().notNull().default({}),
    /** Bumped on every save: a save from an older copy is refused (409), never silently merged. */
    answerVersion: integer('answer_version').notNull().default(0),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('assessors_assessment_idx').on(t.assessmentId),
    index('assessors_user_idx').on(t.userId),
    unique('assessors_assessment_user_uq').on(t.assessmentId, t.userId),
    check('assessors_person', sql`(${t.userId} is not null) <> (${t.externalEmail} is not null)`),
    check('assessors_weight_range', sql`${t.weight} between 0.5 and 3`),
  ],
);

export const critiques = pgTable(
  'critiques',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    assessorId: uuid('assessor_id').references(() => assessors.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('critiques_assessment_idx').on(t.assessmentId)],
);
