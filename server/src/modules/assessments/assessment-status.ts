import type { AssessmentStatus } from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import { isBeforeSelfDone, transition, type AssessmentEvent } from './domain/assessment-states.ts';

/** Applies one event through the state machine, or refuses with the machine's reason. */
export function nextStatus(status: AssessmentStatus, event: AssessmentEvent): AssessmentStatus {
  const result = transition(status, event);
  if (!result.ok) throw new AppError('conflict', { messageKey: `errors.${result.reason === 'notReady' ? 'notReady' : result.reason}` });
  return result.status;
}

/** The refusal when an admin picks or invites assessors in a state that takes none: before the self-assessment, it says so. */
export function assessorsRefused(status: AssessmentStatus): AppError {
  return new AppError('conflict', { messageKey: isBeforeSelfDone(status) ? 'errors.selfFirst' : 'errors.wrongState' });
}
