/**
 * Failed-sign-in throttling, as pure functions over a stored state so the rule can be tested
 * without a clock or a database. Rule: at most `maxFailures` failures per `windowMs` per key;
 * reaching it locks the key, first for `baseLockMs`, then twice as long each time, up to
 * `maxLockMs`. A key with no failure for `forgetAfterMs` starts over.
 */
export interface ThrottleState {
  failures: number;
  windowStartedAt: Date;
  lockouts: number;
  lockedUntil: Date | null;
  updatedAt: Date;
}

export const LOGIN_THROTTLE = {
  maxFailures: 5,
  windowMs: 60_000,
  baseLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

export type ThrottleRule = typeof LOGIN_THROTTLE;

export function lockRemainingMs(state: ThrottleState | null | undefined, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}

export function registerFailure(
  previous: ThrottleState | null | undefined,
  now: Date,
  rule: ThrottleRule = LOGIN_THROTTLE,
): ThrottleState {
  const forgotten = !previous || now.getTime() - previous.updatedAt.getTime() >= rule.forgetAfterMs;
  const base: ThrottleState = forgotten
    ? { failures: 0, windowStartedAt: now, lockouts: 0, lockedUntil: null, updatedAt: now }
    : { ...previous };
  const windowExpired = now.getTime() - base.windowStartedAt.getTime() >= rule.windowMs;
  const failures = (windowExpired ? 0 : base.failures) + 1;
  const windowStartedAt = windowExpired ? now : base.windowStartedAt;
  if (failures >= rule.maxFailures) {
    const lockouts = base.lockouts + 1;
    const lockMs = Math.min(rule.baseLockMs * 2 ** (lockouts - 1), rule.maxLockMs);
    return { failures: 0, windowStartedAt: now, lockouts, lockedUntil: new Date(now.getTime() + lockMs), updatedAt: now };
  }
  return { failures, windowStartedAt, lockouts: base.lockouts, lockedUntil: base.lockedUntil, updatedAt: now };
}

/**
 * One-time codes: at most one per `minIntervalMs` and `maxPerHour` per hour for a number.
 */
export const OTP_RULES = {
  minIntervalMs: 60_000,
  maxPerHour: 5,
  lifetimeMs: 120_000,
  maxAttempts: 5,
} as const;

export type OtpRequestVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'otpTooSoon'; retryAfterSeconds: number }
  | { allowed: false; reason: 'otpHourlyLimit'; retryAfterSeconds: number };

export function judgeOtpRequest(lastSentAt: Date | null, sentInLastHour: number, now: Date): OtpRequestVerdict {
  if (lastSentAt) {
    const wait = OTP_RULES.minIntervalMs - (now.getTime() - lastSentAt.getTime());
    if (wait > 0) return { allowed: false, reason: 'otpTooSoon', retryAfterSeconds: Math.ceil(wait / 1000) };
  }
  if (sentInLastHour >= OTP_RULES.maxPerHour) {
    return { allowed: false, reason: 'otpHourlyLimit', retryAfterSeconds: 3600 };
  }
  return { allowed: true };
}
