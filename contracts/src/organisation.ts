import { z } from 'zod';
import {
  birthDateSchema,
  isoDateSchema as isoDate,
  optionalTextSchema as optionalText,
  singleLineText,
  uuidSchema as uuid,
} from './fields.ts';
import {
  iranianMobileSchema,
  isIranianNationalCode,
  newPasswordSchema,
  optionalEmailSchema,
  optionalLatinNameSchema,
  textSchema,
} from './identity.ts';
import { pageRequestSchema, pageSizeSchema } from './envelopes.ts';
import { toLatinDigits } from './persian-text.ts';

/**
 * Companies, people and company structure (issue 5). Dates travel as ISO `YYYY-MM-DD`
 * (Gregorian); the web converts to and from the Jalali calendar for display and input.
 */

// ---------- structure: departments, structures, positions, job titles, management levels ----------

export const STRUCTURE_KINDS = ['department', 'structure', 'position', 'jobTitle', 'managementLevel'] as const;
export const structureKindSchema = z.enum(STRUCTURE_KINDS);
export type StructureKind = z.infer<typeof structureKindSchema>;

/** The API path segment of each kind: `admin/Department/GetAll` and so on. */
export const STRUCTURE_API_NAMES: Record<StructureKind, string> = {
  department: 'Department',
  structure: 'Structure',
  position: 'Position',
  jobTitle: 'JobTitle',
  managementLevel: 'ManagementLevel',
};

/** System managers name the company; company admins always work in their session's company. */
const companyScope = { companyId: uuid.optional() };

export const structureListRequestSchema = pageRequestSchema.extend({
  ...companyScope,
  isActive: z.boolean().optional(),
  pageSize: pageSizeSchema(100),
});
export type StructureListRequest = z.input<typeof structureListRequestSchema>;

export const structureInputSchema = z.object({
  ...companyScope,
  title: textSchema(150),
  titleEn: optionalText(150),
  order: z.number().int().min(0).max(100_000).optional(),
  isActive: z.boolean().default(true),
});
export type StructureInput = z.input<typeof structureInputSchema>;

export const structureUpdateSchema = structureInputSchema.omit({ companyId: true }).extend({ id: uuid });
export type StructureUpdate = z.input<typeof structureUpdateSchema>;

export const structureReorderSchema = z.object({
  ...companyScope,
  ids: z.array(uuid).min(1).max(1000),
});

export const structureItemSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  order: z.number().int(),
  isActive: z.boolean(),
  /** People who have this department, structure, position, job title or management level. */
  usageCount: z.number().int(),
  createdAt: z.string(),
});
export type StructureItem = z.infer<typeof structureItemSchema>;

// ---------- companies ----------

export const companyInputSchema = z.object({
  title: textSchema(200),
  titleEn: optionalText(200),
  /** Last day (Tehran) the licence is valid; null: no expiry. */
  licenceExpiresOn: isoDate.nullable().optional(),
  maxUsers: z.number({ error: 'validation.number' }).int().min(1, { error: 'validation.tooSmall' }).max(1_000_000).nullable().optional(),
  isActive: z.boolean().default(true),
});
export type CompanyInput = z.input<typeof companyInputSchema>;

export const companyUpdateSchema = companyInputSchema.extend({ id: uuid });
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

export const companyListRequestSchema = pageRequestSchema.extend({
  isActive: z.boolean().optional(),
  sort: z.enum(['title', 'createdAt', 'users', 'licence']).default('title'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type CompanyListRequest = z.input<typeof companyListRequestSchema>;

export const companyAdminSummarySchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  fullNameEn: z.string().nullable(),
  mobile: z.string().nullable(),
});

export const companySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  logoFaUrl: z.string().nullable(),
  logoEnUrl: z.string().nullable(),
  isActive: z.boolean(),
  licenceExpiresOn: z.string().nullable(),
  licenceExpired: z.boolean(),
  maxUsers: z.number().int().nullable(),
  userCount: z.number().int(),
  assessmentCount: z.number().int(),
  admins: z.array(companyAdminSummarySchema),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companyAssessmentsRequestSchema = pageRequestSchema.extend({ companyId: uuid });

export const companyAssessmentSchema = z.object({
  id: z.uuid(),
  targetUserId: z.uuid(),
  targetUserName: z.string(),
  targetUserNameEn: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  startsOn: z.string().nullable(),
  finishesOn: z.string().nullable(),
});
export type CompanyAssessment = z.infer<typeof companyAssessmentSchema>;

export const LOGO_LANGUAGES = ['fa', 'en'] as const;

/**
 * A company's own settings, which its admins set as well as the system manager (issue 23,
 * docs/decisions/034): whether invitations and reminders also go by SMS to assessors with a mobile.
 */
export const companySettingsSchema = z.object({
  companyId: z.uuid(),
  smsInvitations: z.boolean(),
  smsReminders: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
/** The company is the session's for a company admin; the system manager names it. */
export const companySettingsRequestSchema = z.object({ companyId: uuid.optional() });
export const companySettingsUpdateSchema = z.object({
  companyId: uuid.optional(),
  smsInvitations: z.boolean({ error: 'validation.required' }),
  smsReminders: z.boolean({ error: 'validation.required' }),
});
export type CompanySettingsUpdate = z.input<typeof companySettingsUpdateSchema>;

// ---------- people ----------

export const USER_TYPES = ['employee', 'manager', 'contractor', 'intern'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

export const COMPANY_ROLES = ['companyAdmin', 'user'] as const;
export const companyRoleSchema = z.enum(COMPANY_ROLES);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

const nationalCodeInput = singleLineText()
  .transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''))
  .nullable()
  .optional();

/** True when `field` is blank while the other English name is given (they come as a pair). */
function missingEnglishName(p: { firstNameEn?: unknown; lastNameEn?: unknown }, field: 'firstNameEn' | 'lastNameEn'): boolean {
  const given = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  const other = field === 'firstNameEn' ? p.lastNameEn : p.firstNameEn;
  return given(other) && !given(p[field]);
}

/**
 * A person as an admin enters them. Nationality decides which identity field is required:
 * Iranians a national code that passes the checksum, others a passport number. Every field's
 * problem is reported at once (the cross-field rule runs even when other fields failed).
 */
export const personInputSchema = z
  .object({
    ...companyScope,
    firstName: textSchema(100),
    lastName: textSchema(100),
    /** The name in Latin letters for English screens, mails and PDFs: both or neither. */
    firstNameEn: optionalLatinNameSchema(100),
    lastNameEn: optionalLatinNameSchema(100),
    birthDate: birthDateSchema.nullable().optional(),
    nationality: z.enum(['iranian', 'foreign'], { error: 'validation.required' }),
    nationalCode: nationalCodeInput,
    passportNumber: optionalText(30),
    mobile: iranianMobileSchema,
    email: optionalEmailSchema,
    personnelCode: optionalText(30).transform((v) => (v ? toLatinDigits(v) : v)),
    userType: userTypeSchema.default('employee'),
    departmentId: uuid.nullable().optional(),
    structureId: uuid.nullable().optional(),
    positionId: uuid.nullable().optional(),
    jobTitleId: uuid.nullable().optional(),
    managementLevelId: uuid.nullable().optional(),
    /**
     * Their manager in this company (reporting lines, docs/decisions/036): another active person of
     * the company, never themselves, never someone they manage (directly or not). Like the
     * structure, a caller that does not send it leaves the stored one alone; null clears it.
     */
    managerId: uuid.nullable().optional(),
    roles: z.array(companyRoleSchema).min(1, { error: 'validation.roles' }).default(['user']),
    isActive: z.boolean().default(true),
  })
  .refine(
    (p) => {
      if (p.nationality !== 'iranian') return true;
      const code = typeof p.nationalCode === 'string' ? toLatinDigits(p.nationalCode).replace(/[\s-]/g, '') : '';
      return isIranianNationalCode(code);
    },
    { path: ['nationalCode'], error: 'validation.nationalCode', when: () => true },
  )
  .refine((p) => p.nationality !== 'foreign' || (typeof p.passportNumber === 'string' && p.passportNumber.trim() !== ''), {
    path: ['passportNumber'],
    error: 'validation.passport',
    when: () => true,
  })
  .refine((p) => !missingEnglishName(p, 'firstNameEn'), { path: ['firstNameEn'], error: 'validation.englishNameBoth', when: () => true })
  .refine((p) => !missingEnglishName(p, 'lastNameEn'), { path: ['lastNameEn'], error: 'validation.englishNameBoth', when: () => true });
export type PersonInput = z.input<typeof personInputSchema>;
export type PersonValues = z.output<typeof personInputSchema>;

export const personUpdateSchema = z.intersection(personInputSchema, z.object({ id: uuid }));
export type PersonUpdate = z.input<typeof personUpdateSchema>;

export const PERSON_SORT_FIELDS = ['name', 'createdAt', 'personnelCode', 'mobile'] as const;

/** The people list's filters, shared by GetAll (JSON) and Export (the query string of a download link). */
const personFilters = {
  ...companyScope,
  departmentId: uuid.optional(),
  structureId: uuid.optional(),
  positionId: uuid.optional(),
  /** Managed by: the direct reports of this person. */
  managerId: uuid.optional(),
  role: companyRoleSchema.optional(),
  sort: z.enum(PERSON_SORT_FIELDS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
};

export const personListRequestSchema = pageRequestSchema.extend({
  ...personFilters,
  isActive: z.boolean().optional(),
  /** Only people who manage someone (the "managed by" filter's choices). */
  hasReports: z.boolean().optional(),
});
export type PersonListRequest = z.input<typeof personListRequestSchema>;

const flagQuery = z
  .enum(['true', 'false'], { error: 'validation.invalid' })
  .transform((v) => v === 'true')
  .optional();

/**
 * Export: the list's filters in the query string (a plain download link), every matching row in
 * one workbook in `lang` (else the caller's language).
 */
export const personExportQuerySchema = z.object({
  ...personFilters,
  search: pageRequestSchema.shape.search,
  isActive: flagQuery,
  lang: z.enum(['fa', 'en']).optional(),
});
export type PersonExportQuery = z.input<typeof personExportQuerySchema>;
/** More people than this in one export is refused: narrow the list with its filters. */
export const PEOPLE_EXPORT_MAX_ROWS = 50_000;

export const personListItemSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
  /** The Persian name; `fullNameEn` the Latin spelling when there is one (fullNameIn picks). */
  fullName: z.string(),
  fullNameEn: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  nationalCode: z.string().nullable(),
  personnelCode: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Active in this company. */
  isActive: z.boolean(),
  companyId: z.uuid(),
  companyTitle: z.string(),
  companyTitleEn: z.string().nullable(),
  departmentTitle: z.string().nullable(),
  departmentTitleEn: z.string().nullable(),
  structureTitle: z.string().nullable(),
  structureTitleEn: z.string().nullable(),
  positionTitle: z.string().nullable(),
  positionTitleEn: z.string().nullable(),
  roles: z.array(companyRoleSchema),
  /** Their manager in this company (reporting lines), with the name in Persian and in Latin letters. */
  managerId: z.uuid().nullable(),
  managerName: z.string().nullable(),
  managerNameEn: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Whether the caller may change the account (name, identifiers, mobile, e-mail, password…):
   * false for a company admin when the person is also in another company or manages the
   * platform — then only their place in this company can be changed.
   */
  accountEditable: z.boolean(),
});
export type PersonListItem = z.infer<typeof personListItemSchema>;

export const personSchema = personListItemSchema.extend({
  username: z.string().nullable(),
  birthDate: z.string().nullable(),
  nationality: z.enum(['iranian', 'foreign']),
  passportNumber: z.string().nullable(),
  userType: userTypeSchema,
  departmentId: z.uuid().nullable(),
  structureId: z.uuid().nullable(),
  positionId: z.uuid().nullable(),
  jobTitleId: z.uuid().nullable(),
  jobTitleTitle: z.string().nullable(),
  jobTitleTitleEn: z.string().nullable(),
  managementLevelId: z.uuid().nullable(),
  managementLevelTitle: z.string().nullable(),
  managementLevelTitleEn: z.string().nullable(),
  /** How many people of the company this person manages (active or not). */
  directReports: z.number().int(),
  hasPassword: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

export const personIdSchema = z.object({ id: uuid, ...companyScope });

export const adminSetPasswordSchema = z
  .object({
    id: uuid,
    ...companyScope,
    newPassword: newPasswordSchema,
    repeatPassword: singleLineText({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((v) => v.newPassword === v.repeatPassword, { path: ['repeatPassword'], error: 'validation.passwordsDiffer' });

export const hrUsersRequestSchema = z.object({ companyId: uuid.optional() });
export const hrUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  fullNameEn: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  companyId: z.uuid(),
  companyTitle: z.string(),
  companyTitleEn: z.string().nullable(),
});

/** What Delete did: removed from the company, or deactivated because the person has history. */
export const personDeletedSchema = z.object({ outcome: z.enum(['deleted', 'deactivated']) });

// ---------- Excel import ----------

export const DUPLICATE_MODES = ['refuse', 'update'] as const;
export const duplicateModeSchema = z.enum(DUPLICATE_MODES);

/** Files with more rows than this import as a background job. */
export const IMPORT_BACKGROUND_ROWS = 500;
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const importProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importJobSchema = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'validating', 'importing', 'succeeded', 'failed']),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  problems: z.array(importProblemSchema),
  /** Set when the file had problems: GET DownloadImportErrors/{jobId} returns it with an errors column. */
  hasErrorFile: z.boolean(),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

// ---------- dashboards ----------

export const companyCountSchema = z.object({
  companyId: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  count: z.number().int(),
});

export const managerDashboardSchema = z.object({
  totals: z.object({
    companies: z.number().int(),
    activeCompanies: z.number().int(),
    people: z.number().int(),
    assessments: z.number().int(),
  }),
  topCompaniesByPeople: z.array(companyCountSchema),
  topCompaniesByAssessments: z.array(companyCountSchema),
  unseen: z.object({ formSubmissions: z.number().int(), productDemos: z.number().int(), serviceDemos: z.number().int() }),
});
export type ManagerDashboard = z.infer<typeof managerDashboardSchema>;

export const companyDashboardSchema = z.object({
  people: z.object({ total: z.number().int(), active: z.number().int() }),
  assessmentsByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** Finished assessments over published ones, 0..1; null when none is published yet. */
  completionRate: z.number().nullable(),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;
