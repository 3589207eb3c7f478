import type { Role } from '@rira/contracts';

/**
 * Who may change a person's ACCOUNT (docs/decisions/004). The account is the `users` row: name,
 * birth date, nationality, national code or passport, mobile, e-mail, username, password, avatar,
 * the account's active flag. Every one of them is seen (and relied on for sign-in) by every
 * company the person belongs to, so a company admin may change them only for someone who
 * belongs to no other company and manages nothing on the platform; otherwise they would take
 * over, or rewrite, another company's person. What is the admin's own — the person's employment
 * and roles in their company — is not decided here: the company scope already limits that.
 *
 * Pure: the service gathers the person's companies and platform roles (repo.accountHolders) and
 * asks this before every write to `users` made on someone else's behalf.
 */

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
 * Missing and null are the same value.
 */
export function changedAccountFields<K extends string>(stored: Partial<Record<NoInfer<K>, unknown>>, next: Record<K, unknown>): K[] {
  return (Object.keys(next) as K[]).filter((key) => (stored[key] ?? null) !== (next[key] ?? null));
}
