import { describe, expect, it } from 'vitest';
import { planRoundInvitations, raterLanguage, type RoundInvitee } from './round-invitations.ts';

const row = (assessorId: string, userId: string | null, targetUserId: string, invitationLanguage: 'fa' | 'en' = 'fa'): RoundInvitee => ({
  assessorId,
  assessmentId: `assessment-of-${targetUserId}`,
  userId,
  targetUserId,
  invitationLanguage,
});

describe('one invitation per rater per round', () => {
  it('groups a colleague’s rows into one invitation listing every person they assess, in order', () => {
    const plan = planRoundInvitations([row('a1', 'u1', 't1'), row('a2', 'u2', 't1'), row('a3', 'u1', 't2'), row('a4', 'u1', 't3')]);
    expect(plan.raters.map((r) => [r.userId, r.rows.map((x) => x.targetUserId)])).toEqual([
      ['u1', ['t1', 't2', 't3']],
      ['u2', ['t1']],
    ]);
    expect(plan.external).toEqual([]);
  });

  it('keeps each external assessor’s row an invitation of its own, even for the same address', () => {
    const plan = planRoundInvitations([row('x1', null, 't1', 'en'), row('x2', null, 't2', 'en'), row('a1', 'u1', 't1')]);
    expect(plan.external.map((r) => r.assessorId)).toEqual(['x1', 'x2']);
    expect(plan.raters).toHaveLength(1);
  });

  it('never lists another rater: a rater’s group holds only their own rows', () => {
    const plan = planRoundInvitations([row('a1', 'u1', 't1'), row('a2', 'u2', 't2'), row('a3', 'u3', 't1')]);
    for (const rater of plan.raters) expect(rater.rows.every((r) => r.userId === rater.userId)).toBe(true);
  });

  it('counts a row named twice once', () => {
    const plan = planRoundInvitations([row('a1', 'u1', 't1'), row('a1', 'u1', 't1')]);
    expect(plan.raters[0]!.rows).toHaveLength(1);
  });

  it('writes in the rows’ language when they agree, else in the person’s own', () => {
    expect(raterLanguage([{ invitationLanguage: 'en' }, { invitationLanguage: 'en' }], 'fa')).toBe('en');
    expect(raterLanguage([{ invitationLanguage: 'en' }, { invitationLanguage: 'fa' }], 'fa')).toBe('fa');
    expect(raterLanguage([{ invitationLanguage: 'en' }, { invitationLanguage: 'fa' }], 'en')).toBe('en');
    const plan = planRoundInvitations([row('a1', 'u1', 't1', 'en'), row('a2', 'u1', 't2', 'fa')], () => 'en');
    expect(plan.raters[0]!.lang).toBe('en');
  });

  it('sends nothing when nothing is to be sent', () => {
    expect(planRoundInvitations([])).toEqual({ raters: [], external: [] });
  });
});
