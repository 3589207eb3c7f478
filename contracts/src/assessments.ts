import { z } from 'zod';
import {
  isoDateSchema as isoDate,
  multiLineText,
  optionalTextSchema as optionalText,
  platformReasonSchema,
  singleLineText,
  uuidSchema as uuid,
} from './fields.ts';
import { pageRequestSchema } from './envelopes.ts';
import { emailSchema, iranianMobileSchema, textSchema } from './identity.ts';

/**
 * The 360-degree assessment (issue 6): library (difficulties, factors, competencies, assessor
 * types, templates), assessments and assessors, the card sort and invitations. The method is
 * fixed in the design's assessment-method.md. Texts are bilingual: `title` (Persian) and
 * `titleEn`; dates are ISO YYYY-MM-DD.
 */

/** A score on the 1..3 pile scale. */
const pileScore = z.number({ error: 'validation.number' }).min(1, { error: 'validation.tooSmall' }).max(3, { error: 'validation.tooLong' });
const idBody = z.object({ id: uuid });
export const assessmentIdBodySchema = idBody;

export const listRequestSchema = pageRequestSchema.extend({ isActive: z.boolean().optional() });

// ---------------- library ----------------

export const difficultyInputSchema = z.object({
  title: textSchema(100),
  titleEn: optionalText(100),
  /** Hard to develop: at most two such competencies may be chosen for development at once. */
  isHard: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export const difficultyUpdateSchema = difficultyInputSchema.extend({ id: uuid });
export const difficultySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  isHard: z.boolean(),
  isActive: z.boolean(),
  competencyCount: z.number().int(),
});
export type Difficulty = z.infer<typeof difficultySchema>;

export const factorInputSchema = z
  .object({
    title: textSchema(150),
    titleEn: optionalText(150),
    description: optionalText(2000, 'multi'),
    descriptionEn: optionalText(2000, 'multi'),
    minScore: pileScore.default(1.67),
    maxScore: pileScore.default(2.33),
    isActive: z.boolean().default(true),
  })
  .refine((f) => f.minScore < f.maxScore, { path: ['maxScore'], error: 'validation.minBelowMax' });
export const factorUpdateSchema = z.intersection(factorInputSchema, z.object({ id: uuid }));
export const factorSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  minScore: z.number(),
  maxScore: z.number(),
  isActive: z.boolean(),
  competencyCount: z.number().int(),
});
export type Factor = z.infer<typeof factorSchema>;

export const competencyInputSchema = z
  .object({
    title: textSchema(150),
    titleEn: optionalText(150),
    skilledDefinition: textSchema(1000, 'multi'),
    skilledDefinitionEn: optionalText(1000, 'multi'),
    unskilledDefinition: textSchema(1000, 'multi'),
    unskilledDefinitionEn: optionalText(1000, 'multi'),
    overusedDefinition: textSchema(1000, 'multi'),
    overusedDefinitionEn: optionalText(1000, 'multi'),
    difficultyId: uuid,
    factorId: uuid,
    /** Competencies that balance this one when it is overused. */
    compensatorIds: z.array(uuid).max(20).default([]),
    /** Importance in the factor summary. */
    score: z
      .number({ error: 'validation.number' })
      .min(0.1, { error: 'validation.tooSmall' })
      .max(10, { error: 'validation.tooLong' })
      .default(1),
    minScore: pileScore.default(1.67),
    maxScore: pileScore.default(2.33),
    isActive: z.boolean().default(true),
  })
  .refine((c) => c.minScore < c.maxScore, { path: ['maxScore'], error: 'validation.minBelowMax' });
export const competencyUpdateSchema = z.intersection(competencyInputSchema, z.object({ id: uuid }));
export type CompetencyInput = z.input<typeof competencyInputSchema>;

const competencyRef = z.object({ id: z.uuid(), title: z.string(), titleEn: z.string().nullable() });
export const competencySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  skilledDefinition: z.string(),
  skilledDefinitionEn: z.string().nullable(),
  unskilledDefinition: z.string(),
  unskilledDefinitionEn: z.string().nullable(),
  overusedDefinition: z.string(),
  overusedDefinitionEn: z.string().nullable(),
  difficultyId: z.uuid(),
  difficultyTitle: z.string(),
  difficultyIsHard: z.boolean(),
  factorId: z.uuid(),
  factorTitle: z.string(),
  score: z.number(),
  minScore: z.number(),
  maxScore: z.number(),
  isActive: z.boolean(),
  compensators: z.array(competencyRef),
  /** The competencies this one compensates for (the reverse of their `compensators`). */
  compensatesFor: z.array(competencyRef),
});
export type Competency = z.infer<typeof competencySchema>;
export const competencyListRequestSchema = listRequestSchema.extend({ factorId: uuid.optional(), difficultyId: uuid.optional() });

/** assessment-method.md §2: an assessor's weight (set by admins only) lies in 0.5..3. */
export const ASSESSOR_WEIGHT = { min: 0.5, max: 3 } as const;
export const assessorWeightSchema = z
  .number({ error: 'validation.number' })
  .min(ASSESSOR_WEIGHT.min, { error: 'validation.weightRange' })
  .max(ASSESSOR_WEIGHT.max, { error: 'validation.weightRange' });
/** assessment-method.md §2: reports hold back groups smaller than this; never below 3, changed only by a system manager. */
export const MIN_GROUP_SIZE = { floor: 3, max: 20, default: 3 } as const;

export const RATER_GROUPS = ['self', 'manager', 'peer', 'subordinate', 'external'] as const;
export const raterGroupSchema = z.enum(RATER_GROUPS);
export type RaterGroup = z.infer<typeof raterGroupSchema>;

export const assessorTypeInputSchema = z
  .object({
    title: textSchema(100),
    titleEn: optionalText(100),
    raterGroup: raterGroupSchema,
    weight: assessorWeightSchema.default(1),
    minCount: z.number({ error: 'validation.number' }).int().min(0, { error: 'validation.tooSmall' }).max(50).default(0),
    maxCount: z.number({ error: 'validation.number' }).int().min(0, { error: 'validation.tooSmall' }).max(50).default(5),
    allowOutsideCompany: z.boolean().default(false),
    needsConfirmation: z.boolean().default(false),
    isActive: z.boolean().default(true),
  })
  .refine((a) => a.minCount <= a.maxCount, { path: ['maxCount'], error: 'validation.minBelowMax' });
export const assessorTypeUpdateSchema = z.intersection(assessorTypeInputSchema, z.object({ id: uuid }));
export const assessorTypeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  raterGroup: raterGroupSchema,
  weight: z.number(),
  minCount: z.number().int(),
  maxCount: z.number().int(),
  allowOutsideCompany: z.boolean(),
  needsConfirmation: z.boolean(),
  isActive: z.boolean(),
});
export type AssessorType = z.infer<typeof assessorTypeSchema>;

/** The smallest group a report shows (assessment-method.md §2): never below 3. */
const minGroupSizeSchema = z
  .number({ error: 'validation.number' })
  .int()
  .min(MIN_GROUP_SIZE.floor, { error: 'validation.minGroupSize' })
  .max(MIN_GROUP_SIZE.max, { error: 'validation.tooLong' });

export const templateInputSchema = z.object({
  /** Null: a platform template every company may use (system manager only). */
  companyId: uuid.nullable().optional(),
  title: textSchema(200),
  titleEn: optionalText(200),
  description: optionalText(4000, 'multi'),
  descriptionEn: optionalText(4000, 'multi'),
  competencyIds: z.array(uuid).max(300).default([]),
  /** Every active competency of these factors is a card too. */
  factorIds: z.array(uuid).max(50).default([]),
  positionIds: z.array(uuid).max(300).default([]),
  structureIds: z.array(uuid).max(300).default([]),
  /** Pile maxima; null means ceil(N/3) for N cards. */
  pileMaxBest: z.number().int().min(1).max(300).nullable().optional(),
  pileMaxMostly: z.number().int().min(1).max(300).nullable().optional(),
  pileMaxLeast: z.number().int().min(1).max(300).nullable().optional(),
  estimatedMinutes: z.number({ error: 'validation.number' }).int().min(1, { error: 'validation.tooSmall' }).max(600).default(20),
  minGroupSize: minGroupSizeSchema.default(MIN_GROUP_SIZE.default),
  isActive: z.boolean().default(true),
});
/**
 * An update that leaves `minGroupSize` out keeps the stored value: only a system manager changes
 * it (assessment-method.md §2), so a company admin's form does not send it, and an edit of a template whose
 * threshold was raised is not refused for a value the admin never touched.
 */
export const templateUpdateSchema = templateInputSchema.extend({ id: uuid, minGroupSize: minGroupSizeSchema.optional() });
export const templateSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid().nullable(),
  title: z.string(),
  titleEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  competencies: z.array(competencyRef),
  factors: z.array(competencyRef),
  positionIds: z.array(z.uuid()),
  structureIds: z.array(z.uuid()),
  /** The cards an assessment from this template has now: chosen competencies plus every active competency of its factors. */
  cardCount: z.number().int(),
  pileMaxima: z.object({ best: z.number().int(), mostly: z.number().int(), least: z.number().int() }),
  pileMaxBest: z.number().int().nullable(),
  pileMaxMostly: z.number().int().nullable(),
  pileMaxLeast: z.number().int().nullable(),
  estimatedMinutes: z.number().int(),
  minGroupSize: z.number().int(),
  isActive: z.boolean(),
});
export type Template = z.infer<typeof templateSchema>;
export const templateListRequestSchema = listRequestSchema.extend({ companyId: uuid.optional() });

// ---------------- assessments ----------------

export const ASSESSMENT_STATUSES = [
  'draft',
  'new',
  'selfInProgress',
  'selfFinished',
  'needSetAssessor',
  'pendingConfirmation',
  'waiting',
  'collecting',
  'finished',
] as const;
export const assessmentStatusSchema = z.enum(ASSESSMENT_STATUSES);
export type AssessmentStatus = z.infer<typeof assessmentStatusSchema>;

export const CONFIRMATIONS = ['pending', 'confirmed', 'disapproved'] as const;
export const confirmationSchema = z.enum(CONFIRMATIONS);
export const PROGRESSES = ['notStarted', 'inProgress', 'finished'] as const;
export const progressSchema = z.enum(PROGRESSES);
export const INVITATION_STATUSES = ['notSent', 'sent', 'failed'] as const;

export const assessmentSettingsSchema = z.object({
  userMaySeeReport: z.boolean().default(false),
  needsAssessorConfirmation: z.boolean().default(true),
  userMayAddExternal: z.boolean().default(false),
  /** The person nominates their own assessors within each assessor type's min..max; otherwise an admin picks them. */
  includeAssessorTypeSettings: z.boolean().default(true),
});

export const assessmentCreateSchema = assessmentSettingsSchema
  .extend({
    companyId: uuid.optional(),
    templateId: uuid,
    /** Whom to assess: named people and/or everyone active in these departments, structures or positions. */
    userIds: z.array(uuid).max(5000).default([]),
    departmentIds: z.array(uuid).max(200).default([]),
    structureIds: z.array(uuid).max(200).default([]),
    positionIds: z.array(uuid).max(200).default([]),
    startsOn: isoDate,
    finishesOn: isoDate,
    /** Publish each new assessment at once (all must be ready, or nothing is created). */
    publish: z.boolean().default(false),
  })
  .refine((a) => a.userIds.length + a.departmentIds.length + a.structureIds.length + a.positionIds.length > 0, {
    path: ['userIds'],
    error: 'validation.chooseTargets',
    when: () => true,
  })
  .refine((a) => !a.startsOn || !a.finishesOn || a.startsOn <= a.finishesOn, {
    path: ['finishesOn'],
    error: 'validation.finishBeforeStart',
    when: () => true,
  });
export type AssessmentCreate = z.input<typeof assessmentCreateSchema>;

export const assessmentUpdateSchema = assessmentSettingsSchema
  .extend({ id: uuid, startsOn: isoDate, finishesOn: isoDate })
  .refine((a) => a.startsOn <= a.finishesOn, { path: ['finishesOn'], error: 'validation.finishBeforeStart' });

export const assessmentListRequestSchema = pageRequestSchema.extend({
  companyId: uuid.optional(),
  status: assessmentStatusSchema.optional(),
  templateId: uuid.optional(),
  sort: z.enum(['createdAt', 'updatedAt', 'finishesOn', 'target']).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});

export const assessmentCountsSchema = z.object({
  assessors: z.number().int(),
  invited: z.number().int(),
  uninvited: z.number().int(),
  finished: z.number().int(),
});

export const assessmentListItemSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  templateId: z.uuid(),
  templateTitle: z.string(),
  templateTitleEn: z.string().nullable(),
  targetUserId: z.uuid(),
  targetUserName: z.string(),
  /** The assessed person's name in Latin letters, when they have one (fullNameIn). */
  targetUserNameEn: z.string().nullable(),
  status: assessmentStatusSchema,
  createdAt: z.string(),
  startsOn: z.string().nullable(),
  finishesOn: z.string().nullable(),
  updatedAt: z.string(),
  userMaySeeReport: z.boolean(),
  needsAssessorConfirmation: z.boolean(),
  userMayAddExternal: z.boolean(),
  includeAssessorTypeSettings: z.boolean(),
  counts: assessmentCountsSchema,
  /** Collecting, and every chosen assessor is invited and has registered: time to close and make the report. */
  allAnswered: z.boolean(),
  /**
   * When it last closed (null: never). After a close only the system manager changes which answers
   * it holds, also while they have reopened it (assessment-method.md §2, inside the company).
   */
  closedAt: z.string().nullable(),
});
export type AssessmentListItem = z.infer<typeof assessmentListItemSchema>;

export const assessorSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  name: z.string(),
  /** A colleague's name in Latin letters, when they have one (an external assessor's name is as typed). */
  nameEn: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  isExternal: z.boolean(),
  assessorTypeId: z.uuid().nullable(),
  assessorTypeTitle: z.string().nullable(),
  assessorTypeTitleEn: z.string().nullable(),
  raterGroup: raterGroupSchema,
  weight: z.number(),
  /** A colleague's position in the company (structure), in Persian and English; null for an external assessor or none set. */
  positionTitle: z.string().nullable(),
  positionTitleEn: z.string().nullable(),
  confirmation: confirmationSchema,
  progress: progressSchema,
  /**
   * How many cards an assessor still sorting has placed (null unless in progress): the admin's
   * progress view, which says who is in progress already; a count of placed cards tells no pile.
   * Never in the assessed person's list (myAssessorSchema leaves it out).
   */
  cardsPlaced: z.number().int().nullable(),
  invitationLanguage: z.enum(['fa', 'en']),
  invitationStatus: z.enum(INVITATION_STATUSES),
  invitationError: z.string().nullable(),
  invitedAt: z.string().nullable(),
  linkRevoked: z.boolean(),
  nominatedBy: z.enum(['participant', 'admin', 'system']),
});
export type Assessor = z.infer<typeof assessorSchema>;

const otherGroupSchema = z.enum(['manager', 'peer', 'subordinate', 'external']);
const anonymousGroupSchema = z.enum(['peer', 'subordinate', 'external']);

/**
 * What the people chosen as assessors allow the report to show if every one of them answers
 * (group-thresholds.ts `nominationOutlook`): anonymous groups too small ever to be shown, and whether
 * *others* could be. Shown while assessors are chosen, confirmed or picked, before anyone is invited.
 */
export const nominationOutlookSchema = z.object({
  minGroupSize: z.number().int(),
  smallGroups: z.array(z.object({ group: anonymousGroupSchema, nominated: z.number().int(), needed: z.number().int() })),
  othersShort: z.boolean(),
});
export type NominationOutlook = z.infer<typeof nominationOutlookSchema>;

/**
 * What closing now would leave out of the report (server: domain/close-outlook.ts): per group, how
 * many are invited, have finished and are still in progress (drafts, which a close does not count),
 * the answers it needs, and whether it would be shown or held back. Counts only — what the admin's
 * progress view shows already —, never who.
 */
export const closeOutlookSchema = z.object({
  minGroupSize: z.number().int(),
  groups: z.array(
    z.object({
      group: otherGroupSchema,
      anonymous: z.boolean(),
      invited: z.number().int(),
      finished: z.number().int(),
      inProgress: z.number().int(),
      needed: z.number().int(),
      shown: z.boolean(),
      heldBack: z.boolean(),
    }),
  ),
  /** Finished answers that would be in *others*; *others* is shown from `minGroupSize`. */
  others: z.number().int(),
  othersShown: z.boolean(),
  /** Answers in progress (drafts) in every group: not counted at a close. */
  inProgress: z.number().int(),
  /** The report made now would leave finished answers out: the close dialog asks to acknowledge it. */
  warn: z.boolean(),
});
export type CloseOutlook = z.infer<typeof closeOutlookSchema>;

export const assessmentDetailSchema = assessmentListItemSchema.extend({
  cardCount: z.number().int(),
  estimatedMinutes: z.number().int(),
  assessors: z.array(assessorSchema),
  /** The smallest anonymous group a report of it shows (assessment-method.md §2). */
  minGroupSize: z.number().int(),
  /** Of the assessors chosen (confirmed or pending), if all of them answer. */
  nominationOutlook: nominationOutlookSchema,
  /** What a close now would leave out; null when it cannot be closed (a draft, or closed already). */
  closeOutlook: closeOutlookSchema.nullable(),
});
export type AssessmentDetail = z.infer<typeof assessmentDetailSchema>;

/** Why an assessment cannot be published yet; each is a message key. */
export const notReadyReasonSchema = z.object({ code: z.string(), message: z.string() });

/**
 * The system manager reopens a closed assessment (assessment-method.md §2, inside the company: the one exception,
 * audited with its reason). A new finish date from today on, or the sweep would close it again.
 */
export const reopenAssessmentSchema = z.object({ id: uuid, reason: platformReasonSchema, finishesOn: isoDate });

/**
 * A company admin (or the system manager) moves a running assessment's finish date later, e.g.
 * instead of closing with groups too small to be shown. From today on and after the current date;
 * a closed assessment is reopened only by the system manager (`reopenAssessmentSchema`).
 */
export const extendAssessmentSchema = z.object({ id: uuid, finishesOn: isoDate });

/**
 * What a version made after a reopening would give away beside the one the company reads now
 * (server: domain/report-versions.ts `reopenExposure`): in each group listed, a change of 1 to
 * `minGroupSize − 1` answers can be worked out by comparing the two.
 */
export const reopenExposureSchema = z.object({
  comparedWith: z.number().int().nullable(),
  minGroupSize: z.number().int(),
  groups: z.array(
    z.object({ group: z.enum(['manager', 'peer', 'subordinate', 'external']), answers: z.number().int(), anonymous: z.boolean() }),
  ),
  others: z.number().int().nullable(),
});
export type ReopenExposure = z.infer<typeof reopenExposureSchema>;

export const copyToUsersSchema = z.object({ id: uuid, userIds: z.array(uuid).min(1, { error: 'validation.chooseTargets' }).max(5000) });

export const confirmAssessorsSchema = z.object({
  assessmentId: uuid,
  decisions: z
    .array(z.object({ assessorId: uuid, confirmation: z.enum(['confirmed', 'disapproved']) }))
    .min(1)
    .max(200),
});

export const externalPersonSchema = z.object({
  name: textSchema(150),
  email: emailSchema,
  mobile: iranianMobileSchema.nullable().optional(),
});

const nominationFields = {
  userId: uuid.optional(),
  external: externalPersonSchema.optional(),
  assessorTypeId: uuid,
  invitationLanguage: z.enum(['fa', 'en']).default('fa'),
};
const oneAssessor = (n: { userId?: string; external?: unknown }) => Boolean(n.userId) !== Boolean(n.external);

/** An assessor an admin picks: admins may set a weight other than the type's (0.5..3). */
export const nominationSchema = z
  .object({ ...nominationFields, weight: assessorWeightSchema.optional() })
  .refine(oneAssessor, { path: ['userId'], error: 'validation.oneAssessor' });
export type Nomination = z.input<typeof nominationSchema>;

/**
 * An assessor the assessed person nominates: no weight (assessment-method.md §2: only an admin sets one; a weight
 * sent here is refused, not ignored, so that the caller knows it had no effect).
 */
export const participantNominationSchema = z
  .object({ ...nominationFields, weight: z.never({ error: 'validation.weightAdminOnly' }).optional() })
  .refine(oneAssessor, { path: ['userId'], error: 'validation.oneAssessor' });
export type ParticipantNomination = z.input<typeof participantNominationSchema>;

export const pickAssessorsSchema = z.object({ assessmentId: uuid, assessors: z.array(nominationSchema).min(1).max(100) });
export const sendInvitationsSchema = z.object({ assessmentId: uuid, assessorIds: z.array(uuid).max(200).optional() });
export const assessorIdBodySchema = z.object({ assessorId: uuid });

export const critiqueSchema = z.object({ id: z.uuid(), text: z.string(), createdAt: z.string(), fromTarget: z.boolean() });

// ---------------- participants ----------------

export const PILES = ['best', 'mostly', 'least'] as const;
export const pileSchema = z.enum(PILES);
export type Pile = z.infer<typeof pileSchema>;
export const placementsSchema = z.record(z.uuid(), pileSchema);
export type Placements = z.infer<typeof placementsSchema>;

export const MY_ASSESSMENT_TABS = ['completed', 'invited', 'self', 'asAssessor'] as const;
export const myAssessmentsRequestSchema = pageRequestSchema.extend({ tab: z.enum(MY_ASSESSMENT_TABS).default('self') });

export const NEXT_ACTIONS = [
  'start',
  'continue',
  'chooseAssessors',
  'waitForConfirmation',
  'waitForAssessors',
  'viewReport',
  'none',
] as const;
export const myAssessmentSchema = z.object({
  assessmentId: z.uuid(),
  /** The caller's own answer (their assessor row). */
  assessorId: z.uuid(),
  role: z.enum(['self', 'assessor']),
  targetName: z.string(),
  targetNameEn: z.string().nullable(),
  templateTitle: z.string(),
  templateTitleEn: z.string().nullable(),
  status: assessmentStatusSchema,
  progress: progressSchema,
  nextAction: z.enum(NEXT_ACTIONS),
  finishesOn: z.string().nullable(),
  estimatedMinutes: z.number().int(),
  /** The round it belongs to (issue 26): its name and dates, nothing of its other people. */
  roundTitle: z.string(),
  roundTitleEn: z.string().nullable(),
  roundStartsOn: z.string().nullable(),
  roundFinishesOn: z.string().nullable(),
});
export type MyAssessment = z.infer<typeof myAssessmentSchema>;

/**
 * The caller's next sort to answer in the same round (issue 26): someone asked for several people
 * moves from one to the next. Only their own assessor rows; never about the assessed person's round.
 */
export const nextInRoundSchema = z.object({ assessorId: z.uuid(), targetName: z.string(), targetNameEn: z.string().nullable() });
export type NextInRound = z.infer<typeof nextInRoundSchema>;

/** Per "my assessments" tab: how many items, and how many wait for the person (the tab to open first). */
const tabCount = z.object({ total: z.number().int(), toDo: z.number().int() });
export const myAssessmentCountsSchema = z.object({ self: tabCount, invited: tabCount, asAssessor: tabCount, completed: tabCount });
export type MyAssessmentCounts = z.infer<typeof myAssessmentCountsSchema>;
/** The tabs in the order of the work: my own assessment, card sorts to answer, my reports, what I answered. */
export const MY_ASSESSMENT_TAB_ORDER = ['self', 'invited', 'completed', 'asAssessor'] as const;

export const cardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  skilled: z.string(),
  skilledEn: z.string().nullable(),
  unskilled: z.string(),
  unskilledEn: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;

export const pileMaximaSchema = z.object({ best: z.number().int(), mostly: z.number().int(), least: z.number().int() });
export type PileMaxima = z.infer<typeof pileMaximaSchema>;

/**
 * The client company an answer is for, as invitations show it (issue 23): its name in both languages
 * and its logos (public addresses; null when none was uploaded).
 */
export const companyBrandSchema = z.object({
  title: z.string(),
  titleEn: z.string().nullable(),
  logoFaUrl: z.string().nullable(),
  logoEnUrl: z.string().nullable(),
});
export type CompanyBrand = z.infer<typeof companyBrandSchema>;

/** What every card-sort session says: whose answer, to which assessment, and where it stands. */
const sortSessionBase = z.object({
  company: companyBrandSchema,
  assessorId: z.uuid(),
  assessmentId: z.uuid(),
  role: z.enum(['self', 'assessor']),
  targetName: z.string(),
  targetNameEn: z.string().nullable(),
  templateTitle: z.string(),
  templateTitleEn: z.string().nullable(),
  estimatedMinutes: z.number().int(),
  finishesOn: z.string().nullable(),
  status: assessmentStatusSchema,
  /** The round it belongs to (issue 26): its name and dates, nothing of its other people. */
  roundTitle: z.string(),
  roundTitleEn: z.string().nullable(),
  roundStartsOn: z.string().nullable(),
  roundFinishesOn: z.string().nullable(),
});

/** An answer not registered yet: the cards, the piles' limits and the author's draft, to carry on with. */
export const openSortSessionSchema = sortSessionBase.extend({
  registered: z.literal(false),
  cards: z.array(cardSchema),
  pileMaxima: pileMaximaSchema,
  placements: placementsSchema,
  /** Sent back with Record/Register: a save from a stale copy is refused (409). */
  version: z.number().int(),
});
export type OpenSortSession = z.infer<typeof openSortSessionSchema>;

/**
 * A registered answer is sealed (assessment-method.md §2, "Inside the company"; docs/decisions/030): the session
 * says that it was registered and when, and has no field that could carry the answer — no
 * placements, cards or version — so no call can give it back to anyone, its author included.
 */
export const sealedSortSessionSchema = sortSessionBase.extend({
  registered: z.literal(true),
  registeredAt: z.iso.datetime(),
});
export type SealedSortSession = z.infer<typeof sealedSortSessionSchema>;

/** What the card-sort screen needs, for the assessed person (self) or an assessor: open, or sealed once registered. */
export const sortSessionSchema = z.discriminatedUnion('registered', [openSortSessionSchema, sealedSortSessionSchema]);
export type SortSession = z.infer<typeof sortSessionSchema>;

export const recordAnswerSchema = z.object({ assessorId: uuid, placements: placementsSchema, version: z.number().int().min(0) });
export const recordedSchema = z.object({ version: z.number().int(), progress: progressSchema });
export const participantCritiqueSchema = z.object({
  assessmentId: uuid,
  text: multiLineText().trim().min(1, { error: 'validation.required' }).max(4000, { error: 'validation.tooLong' }),
});

export const colleagueSearchSchema = z.object({ assessmentId: uuid, search: singleLineText().max(100).default('') });
export const colleagueSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  fullNameEn: z.string().nullable(),
  departmentTitle: z.string().nullable(),
  departmentTitleEn: z.string().nullable(),
  positionTitle: z.string().nullable(),
  positionTitleEn: z.string().nullable(),
});
export const nominateSchema = z.object({ assessmentId: uuid, nominations: z.array(participantNominationSchema).max(100) });

/** How a colleague stands to the assessed person on their reporting line (docs/decisions/036). */
export const LINE_RELATIONS = ['manager', 'peer', 'subordinate'] as const;
export type LineRelation = (typeof LINE_RELATIONS)[number];

/**
 * A colleague proposed as an assessor from the assessed person's reporting line: their manager,
 * a peer (same manager) or a direct report, with the assessor type of that rater group it would be
 * added as. Only an offer: adding it, or changing its type, follows the rules of any nomination.
 */
export const assessorProposalSchema = colleagueSchema.extend({
  relation: z.enum(LINE_RELATIONS),
  assessorTypeId: z.uuid(),
});
export type AssessorProposal = z.infer<typeof assessorProposalSchema>;
export const assessorProposalsSchema = z.array(assessorProposalSchema);
export const myAssessorsRequestSchema = z.object({ assessmentId: uuid });
/**
 * What the assessed person sees of their assessors (assessment-method.md §2): who was asked, as what, and whether
 * confirmed — never one assessor's progress (it would tell who has answered, and with the report,
 * what), only counts per group. Names and groups are enough: no assessor's e-mail or mobile, not
 * even an outside assessor's the person typed (the admin's list has them).
 */
export const myAssessorSchema = assessorSchema.pick({
  id: true,
  userId: true,
  nominatedBy: true,
  name: true,
  nameEn: true,
  isExternal: true,
  assessorTypeId: true,
  assessorTypeTitle: true,
  assessorTypeTitleEn: true,
  raterGroup: true,
  confirmation: true,
  invitationLanguage: true,
  invitationStatus: true,
});
export type MyAssessor = z.infer<typeof myAssessorSchema>;
/** Invited and finished answers of one rater group (self excluded). */
export const groupProgressSchema = z.object({
  group: raterGroupSchema.exclude(['self']),
  invited: z.number().int(),
  finished: z.number().int(),
});
export type GroupProgress = z.infer<typeof groupProgressSchema>;
export const myAssessorsSchema = z.object({
  assessors: z.array(myAssessorSchema),
  groups: z.array(groupProgressSchema),
  /** Of the saved nominations (confirmed or pending): groups that could never be shown; the screen recomputes it live. */
  nominationOutlook: nominationOutlookSchema,
});
export type MyAssessors = z.infer<typeof myAssessorsSchema>;

// ---------------- invitation links ----------------

export const invitationTokenSchema = z.object({ token: singleLineText().min(20).max(100) });
/** A personal link an admin copies to hand on (the short address, `/i/<token>`, in the invitee's language). */
export const invitationLinkSchema = z.object({ link: z.string() });
export const invitationAnswerSchema = z.object({
  token: singleLineText().min(20).max(100),
  placements: placementsSchema,
  version: z.number().int().min(0),
});
