import { describe, expect, it } from 'vitest';
import { judgeOtpRequest, lockRemainingMs, LOGIN_THROTTLE, registerFailure, type ThrottleState } from './throttle.ts';

const t0 = new Date('2026-11-21T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

function failTimes(times: number[], start: ThrottleState | null = null) {
  let state = start;
  for (const ms of times) state = registerFailure(state, at(ms));
  return state!;
}

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

describe('one-time code requests', () => {
  it('allows the first code', () => {
    expect(judgeOtpRequest(null, 0, t0)).toEqual({ allowed: true });
  });
  it('refuses a second code within 60 s and says how long to wait', () => {
    expect(judgeOtpRequest(at(0), 1, at(45_000))).toEqual({ allowed: false, reason: 'otpTooSoon', retryAfterSeconds: 15 });
  });
  it('allows a code after 60 s', () => {
    expect(judgeOtpRequest(at(0), 1, at(60_000))).toEqual({ allowed: true });
  });
  it('refuses a sixth code in an hour', () => {
    expect(judgeOtpRequest(at(0), 5, at(120_000))).toMatchObject({ allowed: false, reason: 'otpHourlyLimit' });
  });
});
