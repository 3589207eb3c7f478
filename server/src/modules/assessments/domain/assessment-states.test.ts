import { describe, expect, it } from 'vitest';
import { ASSESSMENT_STATUSES, type AssessmentStatus } from '@rira/contracts';
import { acceptsAnswers, transition, type AssessmentEvent } from './assessment-states.ts';

/** Every allowed move of assessment-method.md §5, one row each. */
const ALLOWED: [AssessmentStatus, AssessmentEvent, AssessmentStatus][] = [
  ['draft', { type: 'publish', ready: true }, 'new'],
  ['new', { type: 'recordSelf' }, 'selfInProgress'],
  ['selfInProgress', { type: 'recordSelf' }, 'selfInProgress'],
  ['new', { type: 'registerSelf' }, 'selfFinished'],
  ['selfInProgress', { type: 'registerSelf' }, 'selfFinished'],
  ['selfFinished', { type: 'selfDone', participantNominates: true }, 'needSetAssessor'],
  ['selfFinished', { type: 'selfDone', participantNominates: false }, 'waiting'],
  ['needSetAssessor', { type: 'submitNominations', needsConfirmation: true }, 'pendingConfirmation'],
  ['needSetAssessor', { type: 'submitNominations', needsConfirmation: false }, 'collecting'],
  ['pendingConfirmation', { type: 'confirmationsComplete' }, 'collecting'],
  ['waiting', { type: 'invitationsSent' }, 'collecting'],
  ['collecting', { type: 'invitationsSent' }, 'collecting'],
  ['new', { type: 'close' }, 'finished'],
  ['selfInProgress', { type: 'close' }, 'finished'],
  ['selfFinished', { type: 'close' }, 'finished'],
  ['needSetAssessor', { type: 'close' }, 'finished'],
  ['pendingConfirmation', { type: 'close' }, 'finished'],
  ['waiting', { type: 'close' }, 'finished'],
  ['collecting', { type: 'close' }, 'finished'],
  ['finished', { type: 'reopen', assessorsInvited: true }, 'collecting'],
];

const EVENTS: AssessmentEvent[] = [
  { type: 'publish', ready: true },
  { type: 'publish', ready: false },
  { type: 'recordSelf' },
  { type: 'registerSelf' },
  { type: 'selfDone', participantNominates: true },
  { type: 'selfDone', participantNominates: false },
  { type: 'submitNominations', needsConfirmation: true },
  { type: 'submitNominations', needsConfirmation: false },
  { type: 'confirmationsComplete' },
  { type: 'invitationsSent' },
  { type: 'close' },
  { type: 'reopen', assessorsInvited: true },
  { type: 'reopen', assessorsInvited: false },
];

describe('assessment state machine', () => {
  it.each(ALLOWED)('%s --%o--> %s', (from, event, expected) => {
    expect(transition(from, event)).toEqual({ ok: true, status: expected });
  });

  // Every (state, event) pair not in the table above is refused.
  const refused = ASSESSMENT_STATUSES.flatMap((status) =>
    EVENTS.filter((event) => !ALLOWED.some(([from, e]) => from === status && JSON.stringify(e) === JSON.stringify(event))).map(
      (event) => [status, event] as const,
    ),
  );
  it.each(refused)('refuses %s --%o', (status, event) => {
    const result = transition(status, event);
    expect(result.ok).toBe(false);
  });

  it('explains why a draft that is not ready cannot be published', () => {
    expect(transition('draft', { type: 'publish', ready: false })).toEqual({ ok: false, reason: 'notReady' });
  });

  it('says the self-assessment comes first when assessors are chosen too early', () => {
    for (const status of ['draft', 'new', 'selfInProgress'] as const) {
      expect(transition(status, { type: 'submitNominations', needsConfirmation: false })).toEqual({ ok: false, reason: 'selfFirst' });
      expect(transition(status, { type: 'invitationsSent' })).toEqual({ ok: false, reason: 'selfFirst' });
    }
  });

  it('takes answers from the person only before their self-assessment is done, and from assessors only while collecting', () => {
    expect(ASSESSMENT_STATUSES.filter((s) => acceptsAnswers(s, 'self'))).toEqual(['new', 'selfInProgress']);
    expect(ASSESSMENT_STATUSES.filter((s) => acceptsAnswers(s, 'assessor'))).toEqual(['collecting']);
  });
});
