import { describe, expect, it } from 'vitest';
import {
  ADDRESS_THROTTLE,
  judgeOtpRequest,
  lockRemainingMs,
  LOGIN_THROTTLE,
  refundAttempt,
  registerFailure,
  reserveAttempt,
  type CodesSent,
  type ThrottleState,
} from './throttle.ts';

const t0 = new Date('2026-11-21T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

function failTimes(times: number[], start: ThrottleState | null = null) {
  let state = start;
  for (const ms of times) state = registerFailure(state, at(ms));
  return state!;
}

describe('address throttle', () => {
  it('lets an address have nineteen failures in a minute and locks it at the twentieth, as an account at its fifth', () => {
    let state: ThrottleState | null = null;
    for (let i = 0; i < 19; i++) state = registerFailure(state, at(i * 1000), ADDRESS_THROTTLE);
    expect(lockRemainingMs(state, at(19_000))).toBe(0);
    state = registerFailure(state, at(19_000), ADDRESS_THROTTLE);
    expect(lockRemainingMs(state, at(19_000))).toBe(ADDRESS_THROTTLE.baseLockMs);
    expect(reserveAttempt(state, at(20_000), ADDRESS_THROTTLE)).toEqual({ allowed: false, retryAfterMs: 59_000 });
    expect(ADDRESS_THROTTLE.maxLockMs).toBe(LOGIN_THROTTLE.maxLockMs);
  });
});

describe('login throttle', () => {
  it('allows four failures in a minute without a lock', () => {
    const s = failTimes([0, 1000, 2000, 3000]);
    expect(s.failures).toBe(4);
    expect(lockRemainingMs(s, at(3000))).toBe(0);
  });

  it('locks for one minute at the fifth failure within a minute', () => {
    const s = failTimes([0, 1000, 2000, 3000, 4000]);
    expect(s.lockouts).toBe(1);
    expect(lockRemainingMs(s, at(4000))).toBe(60_000);
    expect(lockRemainingMs(s, at(64_000))).toBe(0);
  });

  it('does not count failures spread over more than a minute', () => {
    const s = failTimes([0, 20_000, 40_000, 60_000, 80_000]);
    expect(s.lockouts).toBe(0);
    expect(s.failures).toBe(2); // the window restarted at 60 s
  });

  it('doubles each further lockout: 1, 2, 4 minutes', () => {
    let s = failTimes([0, 1, 2, 3, 4]);
    expect(lockRemainingMs(s, at(4))).toBe(60_000);
    s = failTimes([70_000, 70_001, 70_002, 70_003, 70_004], s);
    expect(lockRemainingMs(s, at(70_004))).toBe(120_000);
    s = failTimes([200_000, 200_001, 200_002, 200_003, 200_004], s);
    expect(lockRemainingMs(s, at(200_004))).toBe(240_000);
  });

  it('caps a lockout at one hour', () => {
    let s: ThrottleState | null = null;
    let now = 0;
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 5; i++) s = registerFailure(s, at(now + i));
      now += LOGIN_THROTTLE.maxLockMs + 10_000;
    }
    expect(lockRemainingMs(s!, s!.updatedAt)).toBe(LOGIN_THROTTLE.maxLockMs);
  });

  it('forgets a key after a day without failures', () => {
    const s = failTimes([0, 1, 2, 3, 4]);
    const later = registerFailure(s, at(LOGIN_THROTTLE.forgetAfterMs + 10));
    expect(later.lockouts).toBe(0);
    expect(later.failures).toBe(1);
  });
});

describe('reserving a password check', () => {
  /** Reserves one check at each time; the states after each, failing if one is refused. */
  function reserveAt(times: number[], start: ThrottleState | null = null) {
    let state = start;
    for (const ms of times) {
      const verdict = reserveAttempt(state, at(ms));
      if (!verdict.allowed) throw new Error(`refused at ${ms}`);
      state = verdict.state;
    }
    return state!;
  }

  it('counts a check as a failure before it runs, and the fifth one locks', () => {
    const s = reserveAt([0, 1, 2, 3, 4]);
    expect(s).toEqual(failTimes([0, 1, 2, 3, 4]));
    expect(reserveAttempt(s, at(5))).toEqual({ allowed: false, retryAfterMs: 59_999 });
  });

  it('allows checks again once the lock has run out, and doubles the next lock', () => {
    let s = reserveAt([0, 1, 2, 3, 4]);
    expect(reserveAttempt(s, at(60_003)).allowed).toBe(false);
    s = reserveAt([60_004, 60_005, 60_006, 60_007, 60_008], s);
    expect(lockRemainingMs(s, at(60_008))).toBe(120_000);
  });

  it('gives back a right check untouched since: the state before it, even a lock it set', () => {
    const before = reserveAt([0, 1, 2, 3]);
    const verdict = reserveAttempt(before, at(4));
    if (!verdict.allowed) throw new Error('refused');
    expect(lockRemainingMs(verdict.state, at(4))).toBe(60_000);
    expect(refundAttempt(verdict.state, { before, after: verdict.state })).toEqual(before);
    expect(refundAttempt(reserveAt([0]), { before: null, after: reserveAt([0]) })).toBeNull();
  });

  it('gives back one failure when other checks came after it in the same window', () => {
    const after = reserveAt([0, 1]);
    const current = reserveAt([2, 3], after);
    expect(refundAttempt(current, { before: reserveAt([0]), after })).toMatchObject({ failures: 3, lockouts: 0, lockedUntil: null });
  });

  it('keeps a lock that another check set after it', () => {
    const after = reserveAt([0, 1]);
    const current = reserveAt([2, 3, 4], after);
    expect(refundAttempt(current, { before: reserveAt([0]), after })).toEqual(current);
  });

  it('refunds in any order when two right checks ran at once', () => {
    const before4 = reserveAt([0, 1, 2]);
    const after4 = reserveAt([3], before4);
    const after5 = reserveAt([4], after4);
    // The fifth (which locked) first, then the fourth: both given back.
    let s = refundAttempt(after5, { before: after4, after: after5 });
    s = refundAttempt(s, { before: before4, after: after4 });
    expect(s).toEqual(before4);
  });
});

describe('one-time code requests', () => {
  const none: CodesSent = { lastToNumberAt: null, toNumberInLastHour: 0, fromAddressInLastHour: 0, oldestFromAddressInLastHourAt: null };

  it('allows the first code', () => {
    expect(judgeOtpRequest(none, t0)).toEqual({ allowed: true });
  });
  it('refuses a second code within 60 s and says how long to wait', () => {
    expect(judgeOtpRequest({ ...none, lastToNumberAt: at(0), toNumberInLastHour: 1 }, at(45_000))).toEqual({
      allowed: false,
      reason: 'otpTooSoon',
      retryAfterSeconds: 15,
    });
  });
  it('allows a code after 60 s', () => {
    expect(judgeOtpRequest({ ...none, lastToNumberAt: at(0), toNumberInLastHour: 1 }, at(60_000))).toEqual({ allowed: true });
  });
  it('refuses a sixth code in an hour', () => {
    expect(judgeOtpRequest({ ...none, lastToNumberAt: at(0), toNumberInLastHour: 5 }, at(120_000))).toMatchObject({
      allowed: false,
      reason: 'otpHourlyLimit',
    });
  });
  it('refuses a 21st code in an hour from one address until its oldest leaves the hour', () => {
    const fromAddress = { ...none, fromAddressInLastHour: 20, oldestFromAddressInLastHourAt: at(0) };
    expect(judgeOtpRequest(fromAddress, at(600_000))).toEqual({ allowed: false, reason: 'otpAddressLimit', retryAfterSeconds: 3000 });
    expect(judgeOtpRequest({ ...fromAddress, fromAddressInLastHour: 19 }, at(600_000))).toEqual({ allowed: true });
  });
});
