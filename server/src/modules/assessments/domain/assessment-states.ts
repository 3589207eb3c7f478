import type { AssessmentStatus } from '@rira/contracts';

/**
 * The assessment's state machine (assessment-method.md §5), as one pure function:
 * (state, event, facts) → the new state, or a refusal with its reason. Services never set a
 * status by hand; they ask this function.
 */

export type AssessmentEvent =
  /** An admin publishes a draft. */
  | { type: 'publish'; ready: boolean }
  /** The assessed person saves their self-assessment as a draft (Record). */
  | { type: 'recordSelf' }
  /** The assessed person registers their self-assessment (final). */
  | { type: 'registerSelf' }
  /** The self-assessment is done: the person nominates assessors, or an admin picks them. */
  | { type: 'selfDone'; participantNominates: boolean }
  /** The person submits nominations that respect each type's min..max. */
  | { type: 'submitNominations'; needsConfirmation: boolean }
  /** Every nomination is decided and each type's minimum of confirmed assessors is met. */
  | { type: 'confirmationsComplete' }
  /** Invitations went out (to the confirmed assessors, or the ones an admin picked). */
  | { type: 'invitationsSent' }
  /** An admin closes the assessment, or its finish date passes. */
  | { type: 'close' }
  /**
   * The system manager reopens a closed assessment (assessment-method.md §2: the platform's exception, audited).
   * Only one that had invited its assessors: it goes back to collecting their answers.
   */
  | { type: 'reopen'; assessorsInvited: boolean };

export type RefusalReason = 'wrongState' | 'notReady' | 'selfFirst';
export type Transition = { ok: true; status: AssessmentStatus } | { ok: false; reason: RefusalReason };

const refuse = (reason: RefusalReason): Transition => ({ ok: false, reason });
const to = (status: AssessmentStatus): Transition => ({ ok: true, status });

/** States in which assessors may be chosen or invited: only after the self-assessment. */
const BEFORE_SELF_DONE: AssessmentStatus[] = ['draft', 'new', 'selfInProgress'];

/** Whether the self-assessment is still to come (a refusal then says "self-assessment first"). */
export function isBeforeSelfDone(status: AssessmentStatus): boolean {
  return BEFORE_SELF_DONE.includes(status);
}

export function transition(status: AssessmentStatus, event: AssessmentEvent): Transition {
  switch (event.type) {
    case 'publish':
      if (status !== 'draft') return refuse('wrongState');
      return event.ready ? to('new') : refuse('notReady');
    case 'recordSelf':
      if (status === 'new' || status === 'selfInProgress') return to('selfInProgress');
      return refuse('wrongState');
    case 'registerSelf':
      if (status === 'new' || status === 'selfInProgress') return to('selfFinished');
      return refuse('wrongState');
    case 'selfDone':
      if (status !== 'selfFinished') return refuse(BEFORE_SELF_DONE.includes(status) ? 'selfFirst' : 'wrongState');
      return to(event.participantNominates ? 'needSetAssessor' : 'waiting');
    case 'submitNominations':
      if (BEFORE_SELF_DONE.includes(status)) return refuse('selfFirst');
      if (status !== 'needSetAssessor') return refuse('wrongState');
      return to(event.needsConfirmation ? 'pendingConfirmation' : 'collecting');
    case 'confirmationsComplete':
      if (status !== 'pendingConfirmation') return refuse('wrongState');
      return to('collecting');
    case 'invitationsSent':
      if (BEFORE_SELF_DONE.includes(status)) return refuse('selfFirst');
      if (status === 'waiting' || status === 'collecting') return to('collecting');
      return refuse('wrongState');
    case 'close':
      if (status === 'draft' || status === 'finished') return refuse('wrongState');
      return to('finished');
    case 'reopen':
      if (status !== 'finished' || !event.assessorsInvited) return refuse('wrongState');
      return to('collecting');
  }
}

/** Whether an admin may still add or pick assessors in this state. */
export function acceptsAssessors(status: AssessmentStatus): boolean {
  return status === 'waiting' || status === 'pendingConfirmation' || status === 'collecting' || status === 'needSetAssessor';
}

/** Whether answers (self or assessor) may still be saved in this state. */
export function acceptsAnswers(status: AssessmentStatus, role: 'self' | 'assessor'): boolean {
  if (role === 'self') return status === 'new' || status === 'selfInProgress';
  return status === 'collecting';
}
