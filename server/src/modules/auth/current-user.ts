import { englishFullName, fullNameIn, type CompanySummary, type CurrentUser, type MembershipChoice, type Role } from '@rira/contracts';
import type { FileStore } from '../../plugins/storage.ts';
import type { Impersonator, MembershipCompany, MembershipRow } from '../../http/actor.ts';
import type { UserRow } from './auth.repo.ts';

export function companySummary(company: MembershipCompany, files: FileStore): CompanySummary {
  return {
    id: company.id,
    title: company.title,
    titleEn: company.titleEn,
    logoFaUrl: company.logoFaPath ? files.url(company.logoFaPath) : null,
    logoEnUrl: company.logoEnPath ? files.url(company.logoEnPath) : null,
  };
}

/** Memberships grouped per company (platform roles under `company: null`), in a stable order. */
export function membershipChoices(rows: readonly MembershipRow[], files: FileStore): MembershipChoice[] {
  const byCompany = new Map<string, MembershipChoice>();
  for (const row of rows) {
    const key = row.companyId ?? '';
    let choice = byCompany.get(key);
    if (!choice) {
      choice = { company: row.company ? companySummary(row.company, files) : null, roles: [] };
      byCompany.set(key, choice);
    }
    choice.roles.push(row.role);
  }
  // Platform first, then companies by title.
  return [...byCompany.values()].sort((a, b) =>
    a.company === null ? -1 : b.company === null ? 1 : a.company.title.localeCompare(b.company.title, 'fa'),
  );
}

/** The membership a session starts in: the only one there is, or none (the person chooses). */
export function automaticMembership(rows: readonly MembershipRow[]): { companyId: string | null; role: Role } | null {
  return rows.length === 1 ? { companyId: rows[0]!.companyId, role: rows[0]!.role } : null;
}

export function buildCurrentUser(input: {
  user: UserRow;
  memberships: readonly MembershipRow[];
  companyId: string | null;
  role: Role | null;
  impersonator: Impersonator | null;
  files: FileStore;
}): CurrentUser {
  const { user, memberships, files } = input;
  const choices = membershipChoices(memberships, files);
  const active = input.role ? memberships.find((m) => m.companyId === input.companyId && m.role === input.role) : undefined;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    firstNameEn: user.firstNameEn,
    lastNameEn: user.lastNameEn,
    fullName: fullNameIn(user, 'fa'),
    fullNameEn: englishFullName(user),
    username: user.username,
    mobile: user.mobile,
    email: user.email,
    avatarUrl: user.avatarPath ? files.url(user.avatarPath) : null,
    language: user.preferredLanguage,
    activeCompany: active?.company ? companySummary(active.company, files) : null,
    activeRole: active ? active.role : null,
    memberships: choices,
    needsMembershipChoice: !active && memberships.length > 0,
    impersonatedBy: input.impersonator
      ? { id: input.impersonator.id, fullName: fullNameIn(input.impersonator, 'fa'), fullNameEn: englishFullName(input.impersonator) }
      : null,
    hasPassword: user.passwordHash !== null,
  };
}
