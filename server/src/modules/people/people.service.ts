import type { FastifyInstance } from 'fastify';
import {
  englishFullName,
  fullNameIn,
  toLatinDigits,
  type CompanyRole,
  type FieldError,
  type LanguageCode,
  PEOPLE_EXPORT_MAX_ROWS,
  type Person,
  type PersonListItem,
  type PersonValues,
  type StructureKind,
} from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Caller } from '../../http/caller.ts';
import { audit, type AuditEvent } from '../audit/audit.repo.ts';
import { deleteSessionsOfUser, findCompany } from '../auth/auth.repo.ts';
import { hashPassword } from '../auth/passwords.ts';
import { resolveCompanyScope } from '../companies/company-scope.ts';
import { idsInCompany } from '../structure/structure.repo.ts';
import { wouldLoop } from '../reporting-lines/loops.ts';
import { lockReportingLines, managersAbove, managerStanding } from '../reporting-lines/reporting-lines.repo.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  ACCOUNT_REFUSAL_MESSAGE,
  accountEditableBy,
  type AccountField,
  changedAccountFields,
  type AccountDecision,
  type AccountRefusal,
} from './account-policy.ts';
import * as repo from './people.repo.ts';
import { buildPeopleWorkbook } from './people-workbook.ts';
import { sendPasswordNotice, type PasswordChanger, type PasswordNoticeOutcome } from './password-notice.ts';

export function toListItem(row: repo.PersonRow, files: FastifyInstance['files'], accountEditable: boolean): PersonListItem {
  const { user, employment } = row;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    firstNameEn: user.firstNameEn,
    lastNameEn: user.lastNameEn,
    fullName: fullNameIn(user, 'fa'),
    fullNameEn: englishFullName(user),
    mobile: user.mobile,
    email: user.email,
    nationalCode: user.nationalCode,
    personnelCode: employment.personnelCode,
    avatarUrl: user.avatarPath ? files.url(user.avatarPath) : null,
    isActive: employment.isActive,
    companyId: employment.companyId,
    companyTitle: row.companyTitle,
    companyTitleEn: row.companyTitleEn,
    departmentTitle: row.departmentTitle,
    departmentTitleEn: row.departmentTitleEn,
    structureTitle: row.structureTitle,
    structureTitleEn: row.structureTitleEn,
    positionTitle: row.positionTitle,
    positionTitleEn: row.positionTitleEn,
    roles: (row.roles ?? []).filter((r): r is CompanyRole => r === 'companyAdmin' || r === 'user'),
    managerId: employment.managerUserId,
    managerName: row.manager ? fullNameIn(row.manager, 'fa') : null,
    managerNameEn: row.manager ? englishFullName(row.manager) : null,
    createdAt: employment.createdAt.toISOString(),
    accountEditable,
  };
}

function toPerson(row: repo.PersonRow, files: FastifyInstance['files'], accountEditable: boolean, directReports: number): Person {
  const { user, employment } = row;
  return {
    ...toListItem(row, files, accountEditable),
    directReports,
    username: user.username,
    birthDate: user.birthDate,
    nationality: user.nationality,
    passportNumber: user.passportNumber,
    userType: employment.userType,
    departmentId: employment.departmentId,
    structureId: employment.structureId,
    positionId: employment.positionId,
    jobTitleId: employment.jobTitleId,
    jobTitleTitle: row.jobTitleTitle,
    jobTitleTitleEn: row.jobTitleTitleEn,
    managementLevelId: employment.managementLevelId,
    managementLevelTitle: row.managementLevelTitle,
    managementLevelTitleEn: row.managementLevelTitleEn,
    hasPassword: Boolean(user.passwordHash),
  };
}

/**
 * The account's columns (account-policy.ts's ACCOUNT_FIELDS) as stored: a national code only for
 * Iranians, a passport only for others.
 */
export function identityColumns(input: PersonValues) {
  const iranian = input.nationality === 'iranian';
  // The English names are written as a pair, and only when the request carries them: a caller (or an
  // import file) that knows nothing of them leaves the stored ones alone; blank clears them.
  const english = input.firstNameEn !== undefined || input.lastNameEn !== undefined;
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    firstNameEn: english ? (input.firstNameEn ?? null) : undefined,
    lastNameEn: english ? (input.lastNameEn ?? null) : undefined,
    birthDate: input.birthDate ?? null,
    nationality: input.nationality,
    nationalCode: iranian ? (input.nationalCode ?? null) : null,
    passportNumber: iranian ? null : (input.passportNumber ?? null),
    mobile: input.mobile,
    email: input.email ?? null,
  } satisfies Record<AccountField, unknown>;
}

/** The person's place in the company, as stored. */
export function employmentColumns(input: PersonValues, isActive: boolean) {
  return {
    personnelCode: input.personnelCode ?? null,
    userType: input.userType,
    departmentId: input.departmentId ?? null,
    // Added after the others: a caller that does not send it (written before it existed, or an
    // import file without the column) leaves the stored one alone; null clears it.
    structureId: input.structureId,
    positionId: input.positionId ?? null,
    jobTitleId: input.jobTitleId ?? null,
    managementLevelId: input.managementLevelId ?? null,
    // Like the structure: not sent (an import, an older caller), the stored manager stays.
    managerUserId: input.managerId,
    isActive,
  };
}

/** 403 with a message saying who can make the change; on the form, the fields that would have changed. */
function accountRefused(reason: AccountRefusal, fields: string[] = []) {
  const messageKey = ACCOUNT_REFUSAL_MESSAGE[reason];
  return new AppError('forbidden', {
    messageKey,
    fieldErrors: fields.map((field) => ({ field, code: 'accountLocked', message: messageKey })),
  });
}

/** 403 under a rule: one's own roles are another admin's to change; on the form, the roles field. */
function ownRolesRefused() {
  return new AppError('forbidden', {
    messageKey: 'errors.ownRoles',
    fieldErrors: [{ field: 'roles', code: 'ownRoles', message: 'errors.ownRoles' }],
  });
}

function sameRoles(stored: readonly string[], sent: readonly string[]): boolean {
  const wanted = new Set(sent);
  return wanted.size === new Set(stored).size && stored.every((role) => wanted.has(role));
}

const STRUCTURE_FIELDS: [keyof PersonValues & `${string}Id`, StructureKind][] = [
  ['departmentId', 'department'],
  ['structureId', 'structure'],
  ['positionId', 'position'],
  ['jobTitleId', 'jobTitle'],
  ['managementLevelId', 'managementLevel'],
];

/** People of a company: the system manager across companies, a company admin in their own only. */
export class PeopleService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  /** Which company a call on one person means, and that the caller may act there. */
  private async personScope(caller: Caller, userId: string, requested: string | undefined): Promise<string> {
    if (caller.role === 'companyAdmin') return resolveCompanyScope(this.db, caller, requested);
    if (requested) return resolveCompanyScope(this.db, caller, requested);
    const companies = await repo.employmentCompanies(this.db, userId);
    if (companies.length === 1) return companies[0]!;
    if (companies.length === 0) throw new AppError('notFound');
    return resolveCompanyScope(this.db, caller, undefined); // asks for companyId
  }

  private async load(caller: Caller, userId: string, requested: string | undefined) {
    const companyId = await this.personScope(caller, userId, requested);
    const row = await repo.findPersonInCompany(this.db, userId, companyId);
    // Someone outside the caller's company looks exactly like nobody.
    if (!row) throw new AppError('notFound');
    return row;
  }

  async list(caller: Caller, request: Omit<repo.PersonFilter, 'companyId'> & { companyId?: string }) {
    const companyId =
      caller.role === 'systemManager' && !request.companyId ? null : await resolveCompanyScope(this.db, caller, request.companyId);
    const { rows, total } = await repo.listPeople(this.db, { ...request, companyId });
    const holders = await repo.accountHolders(this.db, [...new Set(rows.map((r) => r.user.id))]);
    const editable = (userId: string) => accountEditableBy(caller, holders.get(userId)!).editable;
    return { items: rows.map((r) => toListItem(r, this.app.files, editable(r.user.id))), total };
  }

  /**
   * Export: every person the list's filters find, as a workbook in `lang` — a company admin's own
   * company only (naming another is refused, like the list), the system manager's one company or all.
   * Audited: the file holds national codes and mobiles.
   */
  async exportWorkbook(
    caller: Caller,
    query: Omit<repo.PersonFilter, 'companyId' | 'pageIndex' | 'pageSize'> & { companyId?: string },
    lang: LanguageCode,
  ): Promise<Buffer> {
    const companyId =
      caller.role === 'systemManager' && !query.companyId ? null : await resolveCompanyScope(this.db, caller, query.companyId);
    const rows = await repo.allPeople(this.db, { ...query, companyId }, PEOPLE_EXPORT_MAX_ROWS + 1);
    if (rows.length > PEOPLE_EXPORT_MAX_ROWS) {
      throw new AppError('validation', { messageKey: 'errors.peopleExportTooLarge', params: { max: PEOPLE_EXPORT_MAX_ROWS } });
    }
    const { companyId: _named, ...filters } = query;
    await audit(this.db, caller, { companyId, action: 'person.export', details: { count: rows.length, filters } });
    return buildPeopleWorkbook(rows, lang, { showCompany: companyId === null });
  }

  async get(caller: Caller, userId: string, companyId?: string): Promise<Person> {
    const row = await this.load(caller, userId, companyId);
    const [decision, directReports] = await Promise.all([
      this.accountDecision(caller, userId),
      repo.countDirectReports(this.db, row.employment.companyId, userId),
    ]);
    return toPerson(row, this.app.files, decision.editable, directReports);
  }

  /** Whether the caller may change this person's account (account-policy.ts). */
  private async accountDecision(caller: Caller, userId: string): Promise<AccountDecision> {
    const holders = await repo.accountHolders(this.db, [userId]);
    return accountEditableBy(caller, holders.get(userId)!);
  }

  private async requireAccountEditable(caller: Caller, userId: string) {
    const decision = await this.accountDecision(caller, userId);
    if (!decision.editable) throw accountRefused(decision.reason);
  }

  async hrUsers(caller: Caller, requested?: string) {
    const companyId = caller.role === 'systemManager' && !requested ? null : await resolveCompanyScope(this.db, caller, requested);
    const rows = await repo.companyAdmins(this.db, companyId);
    return rows.map((r) => ({
      id: r.id,
      fullName: fullNameIn(r, 'fa'),
      fullNameEn: englishFullName(r),
      mobile: r.mobile,
      email: r.email,
      companyId: r.companyId,
      companyTitle: r.companyTitle,
      companyTitleEn: r.companyTitleEn,
    }));
  }

  /**
   * Why `managerId` cannot be this person's manager in the company, or null when it can: not
   * themselves, an active person of the company, and not someone they manage, directly or through
   * others (a loop, docs/decisions/036). `personId` is undefined for someone being added, who
   * manages nobody yet.
   */
  private async managerProblem(db: DbOrTx, companyId: string, personId: string | undefined, managerId: string): Promise<FieldError | null> {
    const problem = (code: string): FieldError => ({ field: 'managerId', code, message: `validation.${code}` });
    if (managerId === personId) return problem('managerSelf');
    const standing = await managerStanding(db, companyId, managerId);
    if (!standing) return problem('managerNotInCompany');
    if (standing === 'inactive') return problem('managerInactive');
    if (personId && wouldLoop(personId, managerId, await managersAbove(db, companyId, managerId))) return problem('managerLoop');
    return null;
  }

  /**
   * Every clash at once: identifiers that belong to someone else, a personnel code used in the
   * company, a department/position/… that is not this company's, a manager who cannot be theirs.
   * The manager is checked only when it changes: one stored before stays even if they have been
   * deactivated since.
   */
  private async check(companyId: string, input: PersonValues, exceptUserId?: string, storedManagerId?: string | null) {
    const problems: FieldError[] = [];
    const identity = identityColumns(input);
    const clashes = await repo.findIdentityClashes(this.db, identity, exceptUserId);
    if (clashes.some((c) => c.mobile === identity.mobile))
      problems.push({ field: 'mobile', code: 'duplicateMobile', message: 'validation.duplicateMobile' });
    if (identity.email && clashes.some((c) => c.email === identity.email))
      problems.push({ field: 'email', code: 'duplicateEmail', message: 'validation.duplicateEmail' });
    if (identity.nationalCode && clashes.some((c) => c.nationalCode === identity.nationalCode)) {
      problems.push({ field: 'nationalCode', code: 'duplicateNationalCode', message: 'validation.duplicateNationalCode' });
    }
    if (input.personnelCode && (await repo.findPersonnelCodeClash(this.db, companyId, input.personnelCode, exceptUserId))) {
      problems.push({ field: 'personnelCode', code: 'duplicatePersonnelCode', message: 'validation.duplicatePersonnelCode' });
    }
    const unknown: FieldError[] = [];
    for (const [field, kind] of STRUCTURE_FIELDS) {
      const id = input[field] as string | null | undefined;
      if (id && (await idsInCompany(this.db, companyId, kind, [id])).length === 0) {
        unknown.push({ field, code: 'unknownOption', message: 'validation.unknownOption' });
      }
    }
    if (input.managerId && input.managerId !== storedManagerId) {
      const problem = await this.managerProblem(this.db, companyId, exceptUserId, input.managerId);
      if (problem) unknown.push(problem);
    }
    if (unknown.length) throw new AppError('validation', { fieldErrors: [...unknown, ...problems] });
    if (problems.length) throw new AppError('conflict', { fieldErrors: problems });
  }

  async create(caller: Caller, input: PersonValues): Promise<string> {
    const companyId = await resolveCompanyScope(this.db, caller, input.companyId);
    const company = await findCompany(this.db, companyId);
    if (company?.maxUsers && (await repo.countPeople(this.db, companyId)) >= company.maxUsers) {
      throw new AppError('conflict', { messageKey: 'errors.maxUsersReached', params: { max: company.maxUsers } });
    }
    await this.check(companyId, input);
    try {
      return await this.db.transaction(async (tx) => {
        // No password: the person's first sign-in is by one-time code, then they set one.
        const userId = await repo.insertUser(tx, { ...identityColumns(input), isActive: true });
        await repo.insertEmployment(tx, { companyId, userId, ...employmentColumns(input, input.isActive) });
        await repo.setCompanyRoles(tx, companyId, userId, [...new Set(input.roles)]);
        await audit(tx, caller, this.event(companyId, 'person.create', userId, { roles: input.roles, managerId: input.managerId ?? null }));
        return userId;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('conflict');
      throw err;
    }
  }

  /**
   * The form sends the whole person. Their place in this company is the caller's to change; the
   * account fields only when account-policy.ts allows — otherwise they must come back as stored,
   * and any difference refuses the whole call before anything is written.
   */
  async update(caller: Caller, input: PersonValues & { id: string }) {
    const row = await this.load(caller, input.id, input.companyId);
    const companyId = row.employment.companyId;
    if (input.id === caller.userId) {
      // Nobody changes their own roles, adding or removing (issue 22): another admin or the system
      // manager does. The rest of their own record stays theirs to edit.
      if (!sameRoles(row.roles ?? [], input.roles)) throw ownRolesRefused();
      if (!input.isActive && caller.role === 'companyAdmin') throw new AppError('conflict', { messageKey: 'errors.selfChange' });
    }
    const account = identityColumns(input);
    const decision = await this.accountDecision(caller, input.id);
    if (!decision.editable) {
      const changed = changedAccountFields(row.user, account);
      if (changed.length) throw accountRefused(decision.reason, changed);
    }
    const storedManagerId = row.employment.managerUserId;
    await this.check(companyId, input, input.id, storedManagerId);
    const managerChanges = input.managerId !== undefined && input.managerId !== storedManagerId;
    try {
      await this.db.transaction(async (tx) => {
        if (managerChanges && input.managerId) {
          // Checked again under the company's lock: another change of its lines may have committed
          // since (B under A while this puts A under B), and the two together would make a loop.
          await lockReportingLines(tx, companyId);
          const problem = await this.managerProblem(tx, companyId, input.id, input.managerId);
          if (problem) throw new AppError('validation', { fieldErrors: [problem] });
        }
        if (decision.editable) await repo.updateUser(tx, input.id, account);
        await repo.updateEmployment(tx, companyId, input.id, employmentColumns(input, input.isActive));
        await repo.setCompanyRoles(tx, companyId, input.id, [...new Set(input.roles)]);
        await audit(
          tx,
          caller,
          this.event(companyId, 'person.update', input.id, {
            roles: input.roles,
            isActive: input.isActive,
            ...(managerChanges ? { managerId: input.managerId } : {}),
          }),
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('conflict');
      throw err;
    }
  }

  async toggle(caller: Caller, userId: string, requested: string | undefined) {
    const row = await this.load(caller, userId, requested);
    if (userId === caller.userId) throw new AppError('conflict', { messageKey: 'errors.selfChange' });
    const isActive = !row.employment.isActive;
    await this.db.transaction(async (tx) => {
      await repo.updateEmployment(tx, row.employment.companyId, userId, { isActive });
      await audit(tx, caller, this.event(row.employment.companyId, 'person.toggle', userId, { isActive }));
    });
  }

  /** A person with assessment history is deactivated instead of deleted, so reports keep their subject. */
  async remove(caller: Caller, userId: string, requested: string | undefined): Promise<'deleted' | 'deactivated'> {
    const row = await this.load(caller, userId, requested);
    if (userId === caller.userId) throw new AppError('conflict', { messageKey: 'errors.selfChange' });
    const companyId = row.employment.companyId;
    if (await repo.hasAssessmentHistory(this.db, companyId, userId)) {
      await this.db.transaction(async (tx) => {
        await repo.updateEmployment(tx, companyId, userId, { isActive: false });
        await audit(tx, caller, this.event(companyId, 'person.deactivate', userId, { reason: 'history' }));
      });
      return 'deactivated';
    }
    await this.db.transaction(async (tx) => {
      await repo.removeFromCompany(tx, companyId, userId);
      await audit(tx, caller, this.event(companyId, 'person.delete', userId, { name: `${row.user.firstName} ${row.user.lastName}` }));
    });
    return 'deleted';
  }

  /**
   * An admin sets a person's password (e.g. to their national code); their other sessions end. The
   * person is told by SMS and e-mail once the change has committed (password-notice.ts): an admin
   * could otherwise sign in as them unseen.
   */
  async setPassword(caller: Caller, input: { id: string; companyId?: string; newPassword: string }): Promise<PasswordNoticeOutcome> {
    const row = await this.load(caller, input.id, input.companyId);
    await this.requireAccountEditable(caller, input.id);
    const passwordHash = await hashPassword(toLatinDigits(input.newPassword));
    const changedAt = new Date();
    await this.db.transaction(async (tx) => {
      await repo.updateUser(tx, input.id, { passwordHash });
      await deleteSessionsOfUser(tx, input.id);
      await audit(tx, caller, this.event(row.employment.companyId, 'person.password.set', input.id, {}));
    });
    return sendPasswordNotice(this.app, row.user, 'set', changerOf(caller), changedAt);
  }

  /** Removes the password: the person signs in by one-time code next time and sets a new one; they are told as for setPassword. */
  async resetPassword(caller: Caller, userId: string, requested: string | undefined): Promise<PasswordNoticeOutcome> {
    const row = await this.load(caller, userId, requested);
    await this.requireAccountEditable(caller, userId);
    const changedAt = new Date();
    await this.db.transaction(async (tx) => {
      await repo.updateUser(tx, userId, { passwordHash: null });
      await deleteSessionsOfUser(tx, userId);
      await audit(tx, caller, this.event(row.employment.companyId, 'person.password.reset', userId, {}));
    });
    return sendPasswordNotice(this.app, row.user, 'removed', changerOf(caller), changedAt);
  }

  /** A change to a person, as its audit row says it: the action on the user, in the company. */
  private event(companyId: string, action: string, userId: string, details: Record<string, unknown>): AuditEvent {
    return { companyId, action, targetType: 'user', targetId: userId, details };
  }
}

/**
 * Who a password notice names: a system manager as the platform's support (they belong to no
 * company), a company admin by their company — the one they act in, which is the person's.
 */
function changerOf(caller: Caller): PasswordChanger {
  if (caller.role === 'systemManager' || !caller.company) return 'platform';
  return { company: { title: caller.company.title, titleEn: caller.company.titleEn } };
}
