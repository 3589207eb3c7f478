import type { CompanySummary, CurrentUser, MembershipChoice, Role } from '@rira/contracts/auth';
import type { LanguageCode } from '@rira/contracts/language';
import { titleIn } from '@rira/contracts/local-text';

/** One company (or the platform, company null) and one role in it. */
export interface MembershipOption {
  company: CompanySummary | null;
  role: Role;
}

export function membershipOptions(memberships: readonly MembershipChoice[]): MembershipOption[] {
  return memberships.flatMap((m) => m.roles.map((role) => ({ company: m.company, role })));
}

/** More than one company/role pair: the header offers a switch. */
export function hasMembershipChoice(user: Pick<CurrentUser, 'memberships'>): boolean {
  return membershipOptions(user.memberships).length > 1;
}

export function companyTitle(company: CompanySummary, lang: LanguageCode): string {
  return titleIn(company, lang);
}

export function companyLogo(company: CompanySummary, lang: LanguageCode): string | null {
  return lang === 'en' ? (company.logoEnUrl ?? company.logoFaUrl) : (company.logoFaUrl ?? company.logoEnUrl);
}

export function isActiveMembership(user: Pick<CurrentUser, 'activeCompany' | 'activeRole'>, option: MembershipOption): boolean {
  return (user.activeCompany?.id ?? null) === (option.company?.id ?? null) && user.activeRole === option.role;
}
