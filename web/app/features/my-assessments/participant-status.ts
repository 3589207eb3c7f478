import type { AssessmentStatus, MyAssessment } from '@rira/contracts/assessments';
import type { BadgeTone } from '../../components/ui/badge.tsx';
import type { MessageKey } from '../../lib/i18n-keys.ts';

/**
 * The spec's participant wording (§4): for the person's own assessment the assessment's state;
 * for someone they assess, how far their own answer is.
 */
export type ParticipantState =
  'new' | 'inProgress' | 'selfFinished' | 'needSetAssessor' | 'pendingConfirmation' | 'waiting' | 'collecting' | 'finished' | 'answered';

const SELF_STATE: Record<AssessmentStatus, ParticipantState> = {
  draft: 'new',
  new: 'new',
  selfInProgress: 'inProgress',
  selfFinished: 'selfFinished',
  needSetAssessor: 'needSetAssessor',
  pendingConfirmation: 'pendingConfirmation',
  waiting: 'waiting',
  collecting: 'collecting',
  finished: 'finished',
};

export function participantState(item: Pick<MyAssessment, 'role' | 'status' | 'progress'>): ParticipantState {
  if (item.role === 'self') return SELF_STATE[item.status];
  if (item.progress === 'finished') return 'answered';
  if (item.status === 'finished') return 'finished';
  return item.progress === 'inProgress' ? 'inProgress' : 'new';
}

export const STATE_TONE: Record<ParticipantState, BadgeTone> = {
  new: 'info',
  inProgress: 'warning',
  selfFinished: 'neutral',
  needSetAssessor: 'warning',
  pendingConfirmation: 'neutral',
  waiting: 'neutral',
  collecting: 'info',
  finished: 'success',
  answered: 'success',
};

/** The one next step an item offers, as a link (or none, with a sentence instead). */
export type NextStep = { kind: 'link'; to: string; labelKey: MessageKey; primary: boolean } | { kind: 'text'; textKey: MessageKey };

export function nextStep(item: MyAssessment): NextStep | null {
  const answer = `/admin/my-assessments/${item.assessorId}`;
  const assessors = `/admin/my-assessments/${item.assessmentId}/assessors`;
  switch (item.nextAction) {
    case 'start':
      return { kind: 'link', to: answer, labelKey: 'myAssessments.actions.start', primary: true };
    case 'continue':
      return { kind: 'link', to: answer, labelKey: 'myAssessments.actions.continue', primary: true };
    case 'chooseAssessors':
      return { kind: 'link', to: assessors, labelKey: 'myAssessments.actions.chooseAssessors', primary: true };
    case 'waitForConfirmation':
      return { kind: 'link', to: assessors, labelKey: 'myAssessments.actions.seeAssessors', primary: false };
    case 'waitForAssessors':
      return item.status === 'collecting'
        ? { kind: 'link', to: assessors, labelKey: 'myAssessments.actions.seeProgress', primary: false }
        : { kind: 'text', textKey: 'myAssessments.actions.adminPicks' };
    case 'viewReport':
      return { kind: 'link', to: `/reports/${item.assessmentId}`, labelKey: 'myAssessments.actions.viewReport', primary: true };
    default:
      // A registered answer is sealed (docs/decisions/030): there is nothing to open and look at.
      return item.progress === 'finished' ? { kind: 'text', textKey: 'myAssessments.actions.sealed' } : null;
  }
}
