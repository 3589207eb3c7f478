import { z } from 'zod';
import { assessmentSettingsSchema, assessmentStatusSchema, raterGroupSchema } from './assessments.ts';
import { pageRequestSchema } from './envelopes.ts';
import { isoDateSchema as isoDate, optionalTextSchema as optionalText, uuidSchema as uuid } from './fields.ts';
import { textSchema } from './identity.ts';

/**
 * A round (issue 26): one 360 programme of a company — "leadership 360, autumn 1405" — run as one:
 * a title in Persian and English, a template, Jalali dates, the settings every assessment of it
 * shares, and its people. Creating it makes one assessment per person; the assessment stays the
 * unit of answers and reports, and every assessment belongs to exactly one round.
 */

/** The people a round is for: named people and/or everyone active in these groups of the company. */
export const roundPeopleSelectionSchema = z.object({
  userIds: z.array(uuid).max(5000).default([]),
  departmentIds: z.array(uuid).max(200).default([]),
  structureIds: z.array(uuid).max(200).default([]),
  positionIds: z.array(uuid).max(200).default([]),
  jobTitleIds: z.array(uuid).max(200).default([]),
  managementLevelIds: z.array(uuid).max(200).default([]),
});
export type RoundPeopleSelection = z.input<typeof roundPeopleSelectionSchema>;

const choosesSomeone = (s: z.output<typeof roundPeopleSelectionSchema>) =>
  s.userIds.length +
    s.departmentIds.length +
    s.structureIds.length +
    s.positionIds.length +
    s.jobTitleIds.length +
    s.managementLevelIds.length >
  0;

const roundCreateFields = assessmentSettingsSchema
  .extend({
    companyId: uuid.optional(),
    title: textSchema(150),
    titleEn: optionalText(150),
    templateId: uuid,
    startsOn: isoDate,
    finishesOn: isoDate,
  })
  .extend(roundPeopleSelectionSchema.shape)
  .refine(choosesSomeone, { path: ['userIds'], error: 'validation.chooseTargets', when: () => true });

/**
 * The call's body: the server checks the dates' order itself, with the people and the template, so
 * that one refusal lists every problem (dates reversed, an unknown person, another company's department).
 */
export const roundCreateBodySchema = roundCreateFields;

/** The form's schema: the body, and the dates' order checked in the browser too. */
export const roundCreateSchema = roundCreateFields.refine((r) => !r.startsOn || !r.finishesOn || r.startsOn <= r.finishesOn, {
  path: ['finishesOn'],
  error: 'validation.finishBeforeStart',
  when: () => true,
});
export type RoundCreate = z.input<typeof roundCreateSchema>;

/** The round's name; its dates move with the bulk action `extend`, its settings are its assessments'. */
export const roundUpdateSchema = z.object({ id: uuid, title: textSchema(150), titleEn: optionalText(150) });
export type RoundUpdate = z.input<typeof roundUpdateSchema>;

/** More people for a running round: each gets an assessment with the round's template, dates and settings. */
export const roundAddPeopleSchema = roundPeopleSelectionSchema
  .extend({ id: uuid })
  .refine(choosesSomeone, { path: ['userIds'], error: 'validation.chooseTargets', when: () => true });

// ---------- people by an Excel list ----------

/** An Excel list of a round's people: at most as many rows as a selection names people, and this many bytes. */
export const ROUND_LIST_MAX_ROWS = 5000;
export const ROUND_LIST_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The columns a row of the list names its person by (any one is enough), as the people workbook
 * calls them (`workbooks.people.columns.<key>`, in Persian or English).
 */
export const ROUND_LIST_KEYS = ['nationalCode', 'mobile', 'email', 'personnelCode'] as const;
export type RoundListKey = (typeof ROUND_LIST_KEYS)[number];

/**
 * Why a row of the list names nobody the round can take: no identifier at all, nobody with it,
 * someone who does not work in the company, someone inactive there, the same person as an earlier
 * row, or identifiers that name two different people.
 */
export const ROUND_LIST_PROBLEMS = ['missing', 'unknown', 'otherCompany', 'inactive', 'duplicate', 'conflict'] as const;
export type RoundListProblemReason = (typeof ROUND_LIST_PROBLEMS)[number];

/** The list's form fields: the system manager names the company (a company admin's is the session's). */
export const roundPeopleListFieldsSchema = z.object({ companyId: uuid.optional() });

/** A person the list names: the sheet's row, and the names a picker shows. */
export const roundListPersonSchema = z.object({
  row: z.number().int(),
  userId: z.uuid(),
  name: z.string(),
  nameEn: z.string().nullable(),
});
export type RoundListPerson = z.infer<typeof roundListPersonSchema>;

/** A row of the list that names nobody the round can take: where, what it held, and why (translated). */
export const roundListProblemSchema = z.object({
  row: z.number().int(),
  /** The column's header in the caller's language (null when the row holds no identifier). */
  column: z.string().nullable(),
  value: z.string(),
  reason: z.enum(ROUND_LIST_PROBLEMS),
  message: z.string(),
});
export type RoundListProblem = z.infer<typeof roundListProblemSchema>;

/** The list read: every person it names, once each, in the sheet's order. */
export const roundPeopleListSchema = z.object({ people: z.array(roundListPersonSchema) });
export type RoundPeopleList = z.infer<typeof roundPeopleListSchema>;

/** A refused list (400): besides the message, every row's problem. */
export const roundPeopleListRefusalSchema = z.object({ problems: z.array(roundListProblemSchema) });

/** People taken out of a round: only those whose assessment holds no recorded answer (nothing is lost). */
export const roundRemovePeopleSchema = z.object({
  id: uuid,
  userIds: z.array(uuid).min(1, { error: 'validation.chooseTargets' }).max(5000),
});

export const roundListRequestSchema = pageRequestSchema.extend({
  companyId: uuid.optional(),
  sort: z.enum(['createdAt', 'startsOn', 'finishesOn', 'title']).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type RoundListRequest = z.input<typeof roundListRequestSchema>;

/** What names a round wherever it is shown: its title, template and dates. */
const roundHeaderSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  templateId: z.uuid().nullable(),
  templateTitle: z.string().nullable(),
  templateTitleEn: z.string().nullable(),
  startsOn: z.string().nullable(),
  finishesOn: z.string().nullable(),
});

export const roundListItemSchema = roundHeaderSchema.extend({
  createdAt: z.string(),
  /** Its assessments the viewer may see (never their own: assessment-method.md §2, inside the company). */
  people: z.number().int(),
  /** Of those, how many are closed (finished). */
  finished: z.number().int(),
  /** Invited assessors who have registered their sort, over all invited, across the round. */
  answered: z.number().int(),
  invited: z.number().int(),
});
export type RoundListItem = z.infer<typeof roundListItemSchema>;

/** One rater group of one person: how many were invited and have answered, and the least the report needs. */
export const roundGroupProgressSchema = z.object({
  group: raterGroupSchema,
  invited: z.number().int(),
  answered: z.number().int(),
  /** The group's minimum for a report to show it (minGroupSize for peers, direct reports and externals; 1 for self and manager). */
  needed: z.number().int(),
});
export type RoundGroupProgress = z.infer<typeof roundGroupProgressSchema>;

/** A group that, at the pace answers come in, will end below what the report needs: invite more while there is time. */
export const groupAtRiskSchema = z.object({
  assessmentId: z.uuid(),
  group: raterGroupSchema,
  invited: z.number().int(),
  answered: z.number().int(),
  needed: z.number().int(),
  /** The answers expected by the finish date at the round's pace so far (rounded down). */
  expected: z.number().int(),
  /** Fewer invited than needed: no pace can reach it. */
  tooFewInvited: z.boolean(),
});
export type GroupAtRisk = z.infer<typeof groupAtRiskSchema>;

export const roundPersonSchema = z.object({
  assessmentId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  nameEn: z.string().nullable(),
  departmentTitle: z.string().nullable(),
  departmentTitleEn: z.string().nullable(),
  status: assessmentStatusSchema,
  /** The person's own sort is registered. */
  selfDone: z.boolean(),
  /** Nominations waiting for an admin's confirmation. */
  nominationsWaiting: z.number().int(),
  groups: z.array(roundGroupProgressSchema),
  /** A report has been released to the person. */
  reportReleased: z.boolean(),
});
export type RoundPerson = z.infer<typeof roundPersonSchema>;

/** How many sorts one person is asked for: in this round, and in every open round of the company. */
export const raterLoadSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  nameEn: z.string().nullable(),
  inRound: z.number().int(),
  inOpenRounds: z.number().int(),
  /** Past the round's limit (`raterLoadLimit`) in this round or across open rounds. */
  overLimit: z.boolean(),
});
export type RaterLoad = z.infer<typeof raterLoadSchema>;

/** Over the round: invited and answered per rater group. */
export const groupResponseRateSchema = z.object({ group: raterGroupSchema, invited: z.number().int(), answered: z.number().int() });

export const RATER_LOAD_LIMIT = 8;

/** The round's dashboard (company admin; system manager for any company). */
export const roundDashboardSchema = roundHeaderSchema.extend({
  userMaySeeReport: z.boolean(),
  needsAssessorConfirmation: z.boolean(),
  userMayAddExternal: z.boolean(),
  includeAssessorTypeSettings: z.boolean(),
  minGroupSize: z.number().int(),
  raterLoadLimit: z.number().int(),
  people: z.array(roundPersonSchema),
  responseRates: z.array(groupResponseRateSchema),
  groupsAtRisk: z.array(groupAtRiskSchema),
  /** People asked for more than one sort in this round, most asked first (only ids already known to the admin: assessors of the company). */
  raterLoad: z.array(raterLoadSchema),
});
export type RoundDashboard = z.infer<typeof roundDashboardSchema>;

export const ROUND_BULK_ACTIONS = [
  'publish',
  'confirmNominations',
  'sendInvitations',
  'remind',
  'extend',
  'close',
  'generateReports',
  'releaseReports',
] as const;
export const roundBulkActionSchema = z.enum(ROUND_BULK_ACTIONS);
export type RoundBulkAction = z.infer<typeof roundBulkActionSchema>;

export const roundBulkSchema = z
  .object({
    id: uuid,
    action: roundBulkActionSchema,
    /** Only these of the round's assessments (default: all of them). */
    assessmentIds: z.array(uuid).max(5000).optional(),
    /** `extend`: the new finish date. */
    finishesOn: isoDate.optional(),
  })
  .refine((b) => b.action !== 'extend' || Boolean(b.finishesOn), { path: ['finishesOn'], error: 'validation.required', when: () => true });
export type RoundBulk = z.input<typeof roundBulkSchema>;

export const ROUND_BULK_OUTCOMES = ['done', 'skipped', 'failed'] as const;

/** What a bulk action did to each person, and why it skipped or failed (translated). */
export const roundBulkResultSchema = z.object({
  done: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  outcomes: z.array(
    z.object({
      assessmentId: z.uuid(),
      name: z.string(),
      nameEn: z.string().nullable(),
      outcome: z.enum(ROUND_BULK_OUTCOMES),
      reason: z.string().nullable(),
    }),
  ),
});
export type RoundBulkResult = z.infer<typeof roundBulkResultSchema>;

// ---------- the archive of a round's reports ----------

export const ROUND_ARCHIVE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** Every report of a round the caller may read, as one ZIP of PDFs of one kind and language. */
export const roundArchiveRequestSchema = z.object({
  id: uuid,
  kind: z.enum(['short', 'complete']),
  language: z.enum(['fa', 'en']),
});
export type RoundArchiveRequest = z.input<typeof roundArchiveRequestSchema>;

/**
 * A round's ZIP of report PDFs, made by a background job any server copy runs: `done` of `total`
 * PDFs so far; `done` once the file can be downloaded (DownloadArchive), `failed` with `error`
 * (translated) when it cannot be made.
 */
export const roundArchiveSchema = z.object({
  id: z.uuid(),
  roundId: z.uuid(),
  kind: z.enum(['short', 'complete']),
  language: z.enum(['fa', 'en']),
  status: z.enum(ROUND_ARCHIVE_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RoundArchive = z.infer<typeof roundArchiveSchema>;
