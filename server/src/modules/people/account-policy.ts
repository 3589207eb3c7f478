import type { Role } from '@rira/contracts';

/**
 * Who may change a person's ACCOUNT (docs/decisions/004). The account is the `users` row: name
 * (Persian and English), birth date, nationality, national code or passport, mobile, e-mail, username, password, avatar,
 * the account's active flag. Every one of them is seen (and relied on for sign-in) by every
 * company the person belongs to, so a company admin may change them only for someone who
 * belongs to no other company and manages nothing on the platform; otherwise they would take
 * over, or rewrite, another company's person. What is the admin's own — the person's employment
 * and roles in their company — is not decided here: the company scope already limits that.
 *
 * Pure: the service gathers the person's companies and platform roles (repo.accountHolders) and
 * asks this before every write to `users` made on someone else's behalf.
 */

/**
 * The account fields a person form or import row carries (`identityColumns`); the password,
 * avatar and active flag have calls of their own, each asking `accountEditableBy` first.
 */
export const ACCOUNT_FIELDS = [
  'firstName',
  'lastName',
  'firstNameEn',
  'lastNameEn',
  'birthDate',
  'nationality',
  'nationalCode',
  'passportNumber',
  'mobile',
  'email',
] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export interface AccountHolder {
  /** Every company the person belongs to (an employment or a company role), active or not. */
  companyIds: readonly string[];
  /** Holds a platform role (system manager, content manager). */
  hasPlatformRole: boolean;
}

export type AccountRefusal = 'platformAccount' | 'sharedWithOtherCompany' | 'notAllowed';

export type AccountDecision = { editable: true } | { editable: false; reason: AccountRefusal };

/** The message a refusal answers with: it says who can make the change. */
export const ACCOUNT_REFUSAL_MESSAGE: Record<AccountRefusal, string> = {
  platformAccount: 'errors.accountOfPlatformManager',
  sharedWithOtherCompany: 'errors.accountSharedWithOtherCompany',
  notAllowed: 'errors.forbidden',
};

export function accountEditableBy(actor: { role: Role | null; companyId: string | null }, holder: AccountHolder): AccountDecision {
  if (actor.role === 'systemManager') return { editable: true };
  if (actor.role !== 'companyAdmin' || !actor.companyId) return { editable: false, reason: 'notAllowed' };
  if (holder.hasPlatformRole) return { editable: false, reason: 'platformAccount' };
  if (!holder.companyIds.includes(actor.companyId)) return { editable: false, reason: 'notAllowed' };
  if (holder.companyIds.some((id) => id !== actor.companyId)) return { editable: false, reason: 'sharedWithOtherCompany' };
  return { editable: true };
}

/**
 * The account fields a write would change: `next` (as it would be stored) against `stored`.
 * A missing stored value is null; an undefined `next` value is not written, so changes nothing.
 */
export function changedAccountFields<K extends string>(stored: Partial<Record<NoInfer<K>, unknown>>, next: Record<K, unknown>): K[] {
  return (Object.keys(next) as K[]).filter((key) => next[key] !== undefined && (stored[key] ?? null) !== next[key]);
}
