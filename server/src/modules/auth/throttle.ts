/**
 * Sign-in throttling, as pure functions over a stored state so the rule can be tested without a
 * clock or a database. Rule: at most `maxFailures` failures per `windowMs` per key; reaching it
 * locks the key, first for `baseLockMs`, then twice as long each time, up to `maxLockMs`. A key
 * with no failure for `forgetAfterMs` starts over.
 *
 * A password check is counted as a failure *before* it runs (`reserveAttempt`), while the key's
 * row is locked, so parallel requests cannot all slip past one read; a check that turns out right
 * gives its count back (`refundAttempt`) or clears the key.
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

export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
  baseLockMs: number;
  maxLockMs: number;
  forgetAfterMs: number;
}

/**
 * An address (`ip:<addr>`) is many people when it is an office, a campus or a mobile carrier's
 * gateway: twenty of them mistyping in the same minute, or signing in at the same moment (a check
 * in flight counts until it is refunded), must not lock each other out, as five did. Each account
 * and each name keeps `LOGIN_THROTTLE`'s five; what twenty allows one address against many
 * accounts at most is twenty guesses a minute, then locks growing to an hour as before.
 */
export const ADDRESS_THROTTLE: ThrottleRule = { ...LOGIN_THROTTLE, maxFailures: 20 };

export function lockRemainingMs(state: ThrottleState | null | undefined, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}

export function registerFailure(previous: ThrottleState | null | undefined, now: Date, rule: ThrottleRule = LOGIN_THROTTLE): ThrottleState {
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

export type AttemptVerdict = { allowed: true; state: ThrottleState } | { allowed: false; retryAfterMs: number };

/** One more password check on a key: refused while the key is locked, otherwise counted as a failure. */
export function reserveAttempt(previous: ThrottleState | null | undefined, now: Date, rule: ThrottleRule = LOGIN_THROTTLE): AttemptVerdict {
  const lockedMs = lockRemainingMs(previous, now);
  if (lockedMs > 0) return { allowed: false, retryAfterMs: lockedMs };
  return { allowed: true, state: registerFailure(previous, now, rule) };
}

function sameState(a: ThrottleState, b: ThrottleState): boolean {
  return (
    a.failures === b.failures &&
    a.lockouts === b.lockouts &&
    a.windowStartedAt.getTime() === b.windowStartedAt.getTime() &&
    a.updatedAt.getTime() === b.updatedAt.getTime() &&
    (a.lockedUntil?.getTime() ?? null) === (b.lockedUntil?.getTime() ?? null)
  );
}

/**
 * Takes back the failure that `reserveAttempt` counted for a check that turned out right.
 * Untouched since: the state before the reservation (null: there was none), including a lock
 * that this very check set. Changed since by other checks in the same window: one failure
 * fewer. Otherwise (a new window, or a lock set by another check) the state stays: erring
 * towards counting too much, never too little.
 */
export function refundAttempt(
  current: ThrottleState | null,
  reserved: { before: ThrottleState | null; after: ThrottleState },
): ThrottleState | null {
  if (!current) return null;
  if (sameState(current, reserved.after)) return reserved.before;
  const sameWindow = current.windowStartedAt.getTime() === reserved.after.windowStartedAt.getTime();
  if (sameWindow && current.lockouts === reserved.after.lockouts && current.failures > 0) {
    return { ...current, failures: current.failures - 1 };
  }
  return current;
}

/**
 * One-time codes: for a number, at most one per `minIntervalMs` and `maxPerHour` per hour; from
 * one address, at most `maxPerHourPerAddress` per hour, whatever the numbers.
 */
export const OTP_RULES = {
  minIntervalMs: 60_000,
  maxPerHour: 5,
  maxPerHourPerAddress: 20,
  lifetimeMs: 120_000,
  maxAttempts: 5,
} as const;

export type OtpRequestVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'otpTooSoon'; retryAfterSeconds: number }
  | { allowed: false; reason: 'otpHourlyLimit'; retryAfterSeconds: number }
  | { allowed: false; reason: 'otpAddressLimit'; retryAfterSeconds: number };

/** What the codes sent so far say about a new request; counted under a lock, see `lockCodeRequests`. */
export interface CodesSent {
  /** The newest code for this number. */
  lastToNumberAt: Date | null;
  toNumberInLastHour: number;
  fromAddressInLastHour: number;
  /** The oldest code requested from this address within the last hour: when it leaves the hour, one more is allowed. */
  oldestFromAddressInLastHourAt: Date | null;
}

export function judgeOtpRequest(sent: CodesSent, now: Date): OtpRequestVerdict {
  if (sent.lastToNumberAt) {
    const wait = OTP_RULES.minIntervalMs - (now.getTime() - sent.lastToNumberAt.getTime());
    if (wait > 0) return { allowed: false, reason: 'otpTooSoon', retryAfterSeconds: Math.ceil(wait / 1000) };
  }
  if (sent.toNumberInLastHour >= OTP_RULES.maxPerHour) {
    return { allowed: false, reason: 'otpHourlyLimit', retryAfterSeconds: 3600 };
  }
  if (sent.fromAddressInLastHour >= OTP_RULES.maxPerHourPerAddress) {
    const oldest = sent.oldestFromAddressInLastHourAt?.getTime() ?? now.getTime();
    const wait = Math.max(1000, oldest + 3600_000 - now.getTime());
    return { allowed: false, reason: 'otpAddressLimit', retryAfterSeconds: Math.ceil(wait / 1000) };
  }
  return { allowed: true };
}
