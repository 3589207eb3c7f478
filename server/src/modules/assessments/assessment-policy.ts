import { forbidden } from '../../http/app-error.ts';
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
  if (assessment.targetUserId === actor.userId) throw forbidden('errors.ownAssessmentAdmin');
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
 * person's answer, draft or critique (method §2, "Inside the company"; docs/decisions/030): acting
 * as a person is for seeing their screens and settling their account, never for reading what they
 * said about a colleague or answering in their name. A rule refusal: the session is kept.
 */
export function assertNotImpersonating(actor: Actor): void {
  if (actor.impersonatorUserId) throw forbidden('errors.answersWhileImpersonating');
}

/** How a signed-in caller may read an assessment's report (method §2). */
export type ReportAccess = { audience: 'admin' } | { audience: 'assessedPerson' } | { refused: 'notFound' | 'notAllowed' };

/**
 * The assessed person reads their own report (the released version, in their view) when the
 * assessment allows it — whatever their role; the company's admins and the system manager read it
 * as admins; anyone else is refused, and another company's assessment looks missing.
 */
export function reportAccessFor(
  actor: Actor,
  assessment: { companyId: string; targetUserId: string; userMaySeeReport: boolean },
): ReportAccess {
  if (actor.role !== 'systemManager' && assessment.companyId !== actor.companyId) return { refused: 'notFound' };
  if (assessment.targetUserId === actor.userId)
    return assessment.userMaySeeReport ? { audience: 'assessedPerson' } : { refused: 'notAllowed' };
  if (actor.role === 'systemManager' || actor.role === 'companyAdmin') return { audience: 'admin' };
  return { refused: 'notAllowed' };
}
