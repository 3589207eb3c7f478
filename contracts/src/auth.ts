import { z } from 'zod';
import { singleLineText, uuidSchema } from './fields.ts';
import { newPasswordSchema } from './identity.ts';
import { toLatinDigits } from './persian-text.ts';
import { languageCodeSchema } from './language.ts';

/**
 * Authentication/* calls. Their inputs keep the spec's PascalCase keys
 * (`{Username, Password, Type: 1}`, `{PhoneNumber, VerificationCode, Type: 2}`).
 */

export const ROLES = ['systemManager', 'contentManager', 'companyAdmin', 'user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Roles that act on the whole platform rather than inside one company. */
export const PLATFORM_ROLES: readonly Role[] = ['systemManager', 'contentManager'];

const required = singleLineText({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' });

/** The mobile a code goes to: any spelling; the server normalises and checks it. */
const phoneInput = required.max(20, { error: 'validation.mobile' });
const codeInput = singleLineText({ error: 'validation.required' })
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.string().regex(/^\d{6}$/, { error: 'validation.otpFormat' }));

export const passwordLoginSchema = z.object({
  Username: required.max(254, { error: 'validation.tooLong' }),
  Password: singleLineText({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(128),
  Type: z.literal(1).default(1),
  RememberMe: z.boolean().default(false),
});
export type PasswordLogin = z.input<typeof passwordLoginSchema>;

export const otpRequestSchema = z.object({ PhoneNumber: phoneInput });
export type OtpRequest = z.input<typeof otpRequestSchema>;

export const otpLoginSchema = z.object({
  PhoneNumber: phoneInput,
  VerificationCode: codeInput,
  Type: z.literal(2).default(2),
  RememberMe: z.boolean().default(false),
});
export type OtpLogin = z.input<typeof otpLoginSchema>;

/** Forgot password, step 2: the code sent to the registered mobile and the new password. */
export const resetPasswordSchema = z
  .object({
    PhoneNumber: phoneInput,
    VerificationCode: codeInput,
    NewPassword: newPasswordSchema,
    RepeatPassword: singleLineText({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((v) => v.NewPassword === v.RepeatPassword, {
    path: ['RepeatPassword'],
    error: 'validation.passwordsDiffer',
  });
export type ResetPassword = z.input<typeof resetPasswordSchema>;

const repeatPassword = singleLineText({ error: 'validation.required' }).min(1, { error: 'validation.required' });
const samePasswords = (v: { NewPassword: string; RepeatPassword: string }) => v.NewPassword === v.RepeatPassword;
const differ = { path: ['RepeatPassword'], error: 'validation.passwordsDiffer' };

/**
 * ChangePassword. The current password is required when the account has one; an account without
 * one (added by an admin or imported, first signed in by one-time code) sets its first password
 * without it. The server decides which from the stored password, never from the request (issue 23).
 */
export const changePasswordSchema = z
  .object({
    CurrentPassword: singleLineText().max(128, { error: 'validation.tooLong' }).optional(),
    NewPassword: newPasswordSchema,
    RepeatPassword: repeatPassword,
  })
  .refine(samePasswords, differ);
/** The profile's form for an account that has a password: the current one is asked for. */
export const changePasswordFormSchema = z
  .object({
    CurrentPassword: singleLineText({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    NewPassword: newPasswordSchema,
    RepeatPassword: repeatPassword,
  })
  .refine(samePasswords, differ);
/** The profile's form for an account without a password yet: a new one and its repetition. */
export const firstPasswordSchema = z
  .object({ NewPassword: newPasswordSchema, RepeatPassword: repeatPassword })
  .refine(samePasswords, differ);
export type FirstPassword = z.input<typeof firstPasswordSchema>;
export type ChangePassword = z.input<typeof changePasswordSchema>;

export const selectMembershipSchema = z.object({
  CompanyId: uuidSchema.nullable(),
  Role: roleSchema,
});
export type SelectMembership = z.input<typeof selectMembershipSchema>;

export const loginAsUserSchema = z.object({ UserId: uuidSchema });
export type LoginAsUser = z.input<typeof loginAsUserSchema>;

/** What a one-time-code request answers, whether or not the number has an account. */
export const otpSentSchema = z.object({
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

export const companySummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  logoFaUrl: z.string().nullable(),
  logoEnUrl: z.string().nullable(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const membershipChoiceSchema = z.object({
  company: companySummarySchema.nullable(),
  roles: z.array(roleSchema),
});
export type MembershipChoice = z.infer<typeof membershipChoiceSchema>;

/** GetCurrentUser: who is signed in, where, as what, and what else they may choose. */
export const currentUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
  /** The Persian name; `fullNameEn` its Latin spelling when there is one (fullNameIn picks). */
  fullName: z.string(),
  fullNameEn: z.string().nullable(),
  username: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  language: languageCodeSchema,
  activeCompany: companySummarySchema.nullable(),
  activeRole: roleSchema.nullable(),
  memberships: z.array(membershipChoiceSchema),
  /** True until the person has chosen a company and role (several to choose from). */
  needsMembershipChoice: z.boolean(),
  impersonatedBy: z.object({ id: z.uuid(), fullName: z.string(), fullNameEn: z.string().nullable() }).nullable(),
  /**
   * Whether the account has a password. People added by an admin have none until they choose one
   * after signing in by one-time code: the panel offers to set it (issue 23).
   */
  hasPassword: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GetUser: the signed-in person's own profile. */
export const userProfileSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
  username: z.string().nullable(),
  birthDate: z.string().nullable(),
  nationality: z.enum(['iranian', 'foreign']),
  nationalCode: z.string().nullable(),
  passportNumber: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  personnelCode: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isActive: z.boolean(),
  language: languageCodeSchema,
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const avatarUploadedSchema = z.object({ avatarUrl: z.string() });
