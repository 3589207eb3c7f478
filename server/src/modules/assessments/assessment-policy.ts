import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { assertRowInScope } from '../companies/company-scope.ts';

/**
 * Who may run an assessment (the admin calls of assessments and reports; the role itself is checked
 * by the route's guard): an admin of the assessment's company — any company for the system manager,
 * another company's assessment looks missing — and never the person assessed, whose admin view would
 * show each assessor's progress and allow resets (docs/decisions/013).
 */
export function assertMayRunAssessment(actor: Actor, assessment: { companyId: string; targetUserId: string }): void {
  assertRowInScope(actor, assessment.companyId);
  if (assessment.targetUserId === actor.userId) throw new AppError('forbidden', { messageKey: 'errors.ownAssessmentAdmin' });
}

/**
 * After an assessment has closed once, only the platform changes which answers it holds (assessment-method.md §2,
 * inside the company): the company has read a version made at that close, and a later version that
 * differs by fewer than `minGroupSize` answers of a group would give those answers away. So a company
 * admin may not reset, add (pick, confirm, invite) or remove an answer of an assessment that has a
 * close behind it — also while the system manager has reopened it; the system manager may.
 */
export function assertCompanyMayChangeAnswers(actor: Actor, assessment: { closedAt: Date | null }): void {
  if (assessment.closedAt && actor.role !== 'systemManager')
    throw new AppError('forbidden', { messageKey: 'errors.answersFixedAfterClose' });
}

/**
 * The assessed person's own assessment, in the company of their session (choosing assessors,
 * their assessor list): anyone else's looks missing.
 */
export function isOwnAssessment(
  actor: Actor,
  assessment: { companyId: string; targetUserId: string } | null | undefined,
): assessment is { companyId: string; targetUserId: string } {
  return Boolean(assessment && assessment.targetUserId === actor.userId && assessment.companyId === actor.companyId);
}

/**
 * While a system manager acts as someone (LoginAsUser), no participant call reads or saves that
 * person's answer, draft or critique (assessment-method.md §2, "Inside the company"; docs/decisions/030): acting
 * as a person is for seeing their screens and settling their account, never for reading what they
 * said about a colleague or answering in their name. A rule refusal: the session is kept.
 */
export function assertNotImpersonating(actor: Actor): void {
  if (actor.impersonatorUserId) throw new AppError('forbidden', { messageKey: 'errors.answersWhileImpersonating' });
}

/**
 * How a signed-in caller may read an assessment's report (assessment-method.md §2): as the platform (the system
 * manager: every version), as the client company (its admins: the latest complete version), or as
 * the assessed person (the released version). Which versions each may open is
 * `readableVersions` (domain/report-versions.ts).
 */
export type ReportAccess =
  | { audience: 'admin'; reader: 'platform' | 'company' }
  | { audience: 'assessedPerson'; reader: 'assessedPerson' }
  | { refused: 'notFound' | 'notAllowed' };

/**
 * The assessed person reads their own report (the released version, in their view) when the
 * assessment allows it — whatever their role; the company's admins read it as the company and the
 * system manager as the platform (both in the admins' view); anyone else is refused, and another
 * company's assessment looks missing.
 */
export function reportAccessFor(
  actor: Pick<Actor, 'role' | 'companyId' | 'userId'>,
  assessment: { companyId: string; targetUserId: string; userMaySeeReport: boolean },
): ReportAccess {
  if (actor.role !== 'systemManager' && assessment.companyId !== actor.companyId) return { refused: 'notFound' };
  if (assessment.targetUserId === actor.userId)
    return assessment.userMaySeeReport ? { audience: 'assessedPerson', reader: 'assessedPerson' } : { refused: 'notAllowed' };
  if (actor.role === 'systemManager') return { audience: 'admin', reader: 'platform' };
  if (actor.role === 'companyAdmin') return { audience: 'admin', reader: 'company' };
  return { refused: 'notAllowed' };
}
