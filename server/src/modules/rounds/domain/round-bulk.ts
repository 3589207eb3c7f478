/**
 * Whether a round's bulk action (issue 26) applies to one person's assessment, or skips it and why.
 * Pure: the rounds service asks it for each assessment before it acts (one transaction per person),
 * and the confirmation dialog can count the same verdicts ahead ("publish 12, skip 3: not drafts").
 *
 * A skip is not a failure: it is what makes every bulk action idempotent — a second click, or a
 * retry after a lost answer, finds nothing left to do for the people already done and skips them
 * with the reason (no second mail, no second report version). A failure is what the service meets
 * while acting (a template no longer ready at publish, a mail server down) and reports itself.
 *
 * The states follow assessment-method.md §5 and the per-assessment calls they stand for (the
 * assessments service's publish, confirm, sendInvitations, remind, close; the reports service's
 * generate and release), so a bulk action never does what the single one would refuse:
 * - publish: a draft only.
 * - confirmNominations: some nomination still pending, in a state that takes assessors
 *   (`acceptsAssessors`: needSetAssessor, pendingConfirmation, waiting, collecting).
 * - sendInvitations: waiting or collecting (the service's states), and some confirmed assessor
 *   without an answer whose invitation is not sent or failed — the rows the service would send to.
 * - remind: collecting, and someone invited who has not answered and was not reminded today
 *   (`remindedToday`: one reminder a day, so a second click sends nothing twice).
 * - extend: every assessment not yet finished whose finish date is not already the new one or
 *   later (extending never shortens: one extended alone past the round's new date keeps its own).
 * - close: collecting only. The state machine lets an admin close any published assessment one by
 *   one; in bulk, closing someone whose assessors were never invited would end it with an empty
 *   report, so the round's close leaves those to the admin's single close.
 * - generateReports: finished, and no complete version made since the last close.
 * - releaseReports: finished, a complete version made, and not released yet.
 * Nothing here reads an answer (§2): only states, confirmations and invitation facts.
 */
import type { AssessmentStatus, RaterGroup } from '@rira/contracts/assessments';
import type { RoundBulkAction } from '@rira/contracts/rounds';
import { acceptsAssessors } from '../../assessments/domain/assessment-states.ts';

/** What the verdict needs of one assessor row. */
export interface BulkAssessor {
  raterGroup: RaterGroup;
  confirmation: 'pending' | 'confirmed' | 'disapproved';
  invitationStatus: 'notSent' | 'sent' | 'failed';
  /** An invitation went out (invited_at set). */
  invited: boolean;
  registered: boolean;
  /** Reminded already today (Tehran day). */
  remindedToday?: boolean;
}

/** What the verdict needs of one assessment. */
export interface BulkAssessment {
  status: AssessmentStatus;
  assessors: readonly BulkAssessor[];
  finishesOn?: string | null;
  /** A complete report version has been made since the assessment last closed. */
  reportGenerated?: boolean;
  /** That version has been released to the person. */
  reportReleased?: boolean;
}

/** Why an assessment is skipped; each has a message in contracts/src/messages (`roundBulk.<reason>`). */
export const BULK_SKIP_REASONS = [
  'notDraft',
  'noNominationsWaiting',
  'notChoosingAssessors',
  'nothingToSend',
  'nobodyToRemind',
  'alreadyReminded',
  'notCollecting',
  'alreadyFinished',
  'sameFinishDate',
  'laterFinishDate',
  'notFinished',
  'alreadyGenerated',
  'notGenerated',
  'alreadyReleased',
] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

export type BulkVerdict = { outcome: 'apply' } | { outcome: 'skipped'; reason: BulkSkipReason; messageKey: `roundBulk.${BulkSkipReason}` };

const apply: BulkVerdict = { outcome: 'apply' };
const skip = (reason: BulkSkipReason): BulkVerdict => ({ outcome: 'skipped', reason, messageKey: `roundBulk.${reason}` });

const others = (a: BulkAssessment) => a.assessors.filter((r) => r.raterGroup !== 'self');

/** The verdict of `action` for one assessment; `finishesOn` is the new date of `extend`. */
export function bulkVerdict(action: RoundBulkAction, assessment: BulkAssessment, options: { finishesOn?: string } = {}): BulkVerdict {
  const { status } = assessment;
  switch (action) {
    case 'publish':
      return status === 'draft' ? apply : skip('notDraft');
    case 'confirmNominations':
      if (!acceptsAssessors(status)) return skip('notChoosingAssessors');
      return others(assessment).some((r) => r.confirmation === 'pending') ? apply : skip('noNominationsWaiting');
    case 'sendInvitations':
      if (status !== 'waiting' && status !== 'collecting') return skip('notChoosingAssessors');
      return others(assessment).some((r) => r.confirmation === 'confirmed' && !r.registered && r.invitationStatus !== 'sent')
        ? apply
        : skip('nothingToSend');
    case 'remind': {
      if (status !== 'collecting') return skip('notCollecting');
      const waiting = others(assessment).filter((r) => r.confirmation === 'confirmed' && r.invited && !r.registered);
      if (waiting.length === 0) return skip('nobodyToRemind');
      return waiting.some((r) => !r.remindedToday) ? apply : skip('alreadyReminded');
    }
    case 'extend':
      if (status === 'finished') return skip('alreadyFinished');
      if (!options.finishesOn || !assessment.finishesOn) return apply;
      if (assessment.finishesOn === options.finishesOn) return skip('sameFinishDate');
      return assessment.finishesOn > options.finishesOn ? skip('laterFinishDate') : apply;
    case 'close':
      if (status === 'finished') return skip('alreadyFinished');
      return status === 'collecting' ? apply : skip('notCollecting');
    case 'generateReports':
      if (status !== 'finished') return skip('notFinished');
      return assessment.reportGenerated ? skip('alreadyGenerated') : apply;
    case 'releaseReports':
      if (status !== 'finished') return skip('notFinished');
      if (!assessment.reportGenerated) return skip('notGenerated');
      return assessment.reportReleased ? skip('alreadyReleased') : apply;
  }
}
