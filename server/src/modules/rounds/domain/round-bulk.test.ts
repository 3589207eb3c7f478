import { ASSESSMENT_STATUSES, type AssessmentStatus } from '@rira/contracts/assessments';
import { en } from '@rira/contracts/messages/en';
import { fa } from '@rira/contracts/messages/fa';
import { ROUND_BULK_ACTIONS, type RoundBulkAction } from '@rira/contracts/rounds';
import { describe, expect, it } from 'vitest';
import { BULK_SKIP_REASONS, bulkVerdict, type BulkAssessment, type BulkAssessor } from './round-bulk.ts';

const self: BulkAssessor = { raterGroup: 'self', confirmation: 'confirmed', invitationStatus: 'notSent', invited: false, registered: true };
const peer = (over: Partial<BulkAssessor> = {}): BulkAssessor => ({
  raterGroup: 'peer',
  confirmation: 'confirmed',
  invitationStatus: 'sent',
  invited: true,
  registered: false,
  ...over,
});
const of = (status: AssessmentStatus, assessors: BulkAssessor[] = [self], over: Partial<BulkAssessment> = {}): BulkAssessment => ({
  status,
  assessors,
  ...over,
});
const verdict = (action: RoundBulkAction, a: BulkAssessment, finishesOn?: string) => {
  const v = bulkVerdict(action, a, { finishesOn });
  return v.outcome === 'apply' ? 'apply' : v.reason;
};
/** The verdict of `action` in every state, for the same assessors. */
const byState = (action: RoundBulkAction, assessors: BulkAssessor[], over: Partial<BulkAssessment> = {}) =>
  Object.fromEntries(ASSESSMENT_STATUSES.map((s) => [s, verdict(action, of(s, assessors, over))]));

describe('which people a round’s bulk action applies to', () => {
  it('publish: drafts only', () => {
    expect(byState('publish', [])).toEqual({
      draft: 'apply',
      new: 'notDraft',
      selfInProgress: 'notDraft',
      selfFinished: 'notDraft',
      needSetAssessor: 'notDraft',
      pendingConfirmation: 'notDraft',
      waiting: 'notDraft',
      collecting: 'notDraft',
      finished: 'notDraft',
    });
  });

  it('confirmNominations: a pending nomination in a state that takes assessors; the self row and disapproved ones do not count', () => {
    const withPending = [self, peer({ confirmation: 'pending', invitationStatus: 'notSent', invited: false })];
    expect(byState('confirmNominations', withPending)).toMatchObject({
      draft: 'notChoosingAssessors',
      selfFinished: 'notChoosingAssessors',
      needSetAssessor: 'apply',
      pendingConfirmation: 'apply',
      waiting: 'apply',
      collecting: 'apply',
      finished: 'notChoosingAssessors',
    });
    expect(verdict('confirmNominations', of('pendingConfirmation', [self, peer(), peer({ confirmation: 'disapproved' })]))).toBe(
      'noNominationsWaiting',
    );
    expect(verdict('confirmNominations', of('pendingConfirmation', [{ ...self, confirmation: 'pending' }]))).toBe('noNominationsWaiting');
  });

  it('sendInvitations: waiting or collecting, with a confirmed unanswered assessor not sent or failed', () => {
    const notSent = [self, peer({ invitationStatus: 'notSent', invited: false })];
    expect(byState('sendInvitations', notSent)).toMatchObject({
      draft: 'notChoosingAssessors',
      needSetAssessor: 'notChoosingAssessors',
      pendingConfirmation: 'notChoosingAssessors',
      waiting: 'apply',
      collecting: 'apply',
      finished: 'notChoosingAssessors',
    });
    expect(verdict('sendInvitations', of('collecting', [self, peer({ invitationStatus: 'failed' })]))).toBe('apply');
    // All sent (a second click), or the only unsent one pending, disapproved or already answered: nothing to send.
    expect(verdict('sendInvitations', of('collecting', [self, peer(), peer()]))).toBe('nothingToSend');
    expect(verdict('sendInvitations', of('collecting', [self, peer({ invitationStatus: 'notSent', confirmation: 'pending' })]))).toBe(
      'nothingToSend',
    );
    expect(verdict('sendInvitations', of('collecting', [self, peer({ invitationStatus: 'notSent', confirmation: 'disapproved' })]))).toBe(
      'nothingToSend',
    );
    expect(verdict('sendInvitations', of('collecting', [self, peer({ invitationStatus: 'failed', registered: true })]))).toBe(
      'nothingToSend',
    );
  });

  it('remind: collecting, someone invited still to answer and not reminded today', () => {
    expect(byState('remind', [self, peer()])).toMatchObject({ waiting: 'notCollecting', collecting: 'apply', finished: 'notCollecting' });
    expect(verdict('remind', of('collecting', [self, peer({ registered: true })]))).toBe('nobodyToRemind');
    expect(verdict('remind', of('collecting', [self, peer({ invited: false, invitationStatus: 'notSent' })]))).toBe('nobodyToRemind');
    expect(verdict('remind', of('collecting', [self, peer({ remindedToday: true })]))).toBe('alreadyReminded');
    expect(verdict('remind', of('collecting', [self, peer({ remindedToday: true }), peer()]))).toBe('apply');
  });

  it('extend: every assessment not finished, unless it already has the date', () => {
    expect(byState('extend', [self], { finishesOn: '2025-03-20' })).toMatchObject({
      draft: 'apply',
      collecting: 'apply',
      finished: 'alreadyFinished',
    });
    expect(verdict('extend', of('collecting', [self], { finishesOn: '2025-03-20' }), '2025-03-20')).toBe('sameFinishDate');
    expect(verdict('extend', of('collecting', [self], { finishesOn: '2025-03-20' }), '2025-03-30')).toBe('apply');
    // Extended alone past the round's new date: never shortened.
    expect(verdict('extend', of('collecting', [self], { finishesOn: '2025-04-20' }), '2025-03-30')).toBe('laterFinishDate');
  });

  it('close: collecting only; a finished one says so', () => {
    expect(byState('close', [self, peer()])).toEqual({
      draft: 'notCollecting',
      new: 'notCollecting',
      selfInProgress: 'notCollecting',
      selfFinished: 'notCollecting',
      needSetAssessor: 'notCollecting',
      pendingConfirmation: 'notCollecting',
      waiting: 'notCollecting',
      collecting: 'apply',
      finished: 'alreadyFinished',
    });
  });

  it('generate and release reports: finished; generated once; released once', () => {
    expect(byState('generateReports', [self])).toMatchObject({ collecting: 'notFinished', finished: 'apply' });
    expect(verdict('generateReports', of('finished', [self], { reportGenerated: true }))).toBe('alreadyGenerated');
    expect(byState('releaseReports', [self], { reportGenerated: true })).toMatchObject({ collecting: 'notFinished', finished: 'apply' });
    expect(verdict('releaseReports', of('finished', [self]))).toBe('notGenerated');
    expect(verdict('releaseReports', of('finished', [self], { reportGenerated: true, reportReleased: true }))).toBe('alreadyReleased');
  });

  it('is idempotent: once an action is done, the same action skips the person', () => {
    const before = of('collecting', [self, peer({ invitationStatus: 'notSent', invited: false })]);
    const after = of('collecting', [self, peer()]);
    expect([verdict('sendInvitations', before), verdict('sendInvitations', after)]).toEqual(['apply', 'nothingToSend']);
    expect([verdict('publish', of('draft', [])), verdict('publish', of('new'))]).toEqual(['apply', 'notDraft']);
    expect([verdict('close', of('collecting')), verdict('close', of('finished'))]).toEqual(['apply', 'alreadyFinished']);
  });

  it('every skip reason has a message in Persian and English, and every action an answer in every state', () => {
    for (const reason of BULK_SKIP_REASONS) {
      expect(fa.roundBulk[reason], reason).toBeTruthy();
      expect(en.roundBulk[reason], reason).toBeTruthy();
    }
    for (const action of ROUND_BULK_ACTIONS) {
      for (const status of ASSESSMENT_STATUSES) {
        const v = bulkVerdict(action, of(status, [self, peer()]));
        if (v.outcome === 'skipped') expect(v.messageKey).toBe(`roundBulk.${v.reason}`);
        else expect(v).toEqual({ outcome: 'apply' });
      }
    }
  });
});
