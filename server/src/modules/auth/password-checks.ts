import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './auth.repo.ts';
import { refundAttempt, reserveAttempt, type ThrottleRule, type ThrottleState } from './throttle.ts';

/** What each key held before and after a reservation, for `refundPasswordCheck`. */
export type ReservedCheck = Map<string, { before: ThrottleState | null; after: ThrottleState }>;

/**
 * Counts a password check against every key, each under its own rule, before it runs, in one
 * transaction that holds the keys, and refuses it (429, without checking the password) while any
 * key is locked; the refusal rolls the transaction back, so it leaves no rows behind. Returns what
 * each key held before and after, for `refundPasswordCheck` when the password is right.
 */
export function reservePasswordCheck(db: Database, keys: { key: string; rule: ThrottleRule }[]): Promise<ReservedCheck> {
  return db.transaction(async (tx) => {
    const states = await repo.lockThrottles(
      tx,
      keys.map((k) => k.key),
    );
    const now = new Date();
    const reserved: ReservedCheck = new Map();
    let lockedMs = 0;
    for (const { key, rule } of keys) {
      const before = states.get(key) ?? null;
      const verdict = reserveAttempt(before, now, rule);
      if (verdict.allowed) reserved.set(key, { before, after: verdict.state });
      else lockedMs = Math.max(lockedMs, verdict.retryAfterMs);
    }
    if (lockedMs > 0) {
      const seconds = Math.ceil(lockedMs / 1000);
      throw new AppError('tooManyRequests', {
        messageKey: 'errors.accountLocked',
        params: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    }
    for (const [key, { after }] of reserved) await repo.saveThrottle(tx, key, after);
    return reserved;
  });
}

/**
 * The password was right: the account starts over; the address keeps its failures but not this
 * success, so that many people signing in from one office are not locked out by each other. Holds
 * both keys, as the reservation does, while it changes them.
 */
export function refundPasswordCheck(db: Database, keys: { account: string; address: string }, reserved: ReservedCheck): Promise<void> {
  return db.transaction(async (tx) => {
    const states = await repo.lockThrottles(tx, [keys.address, keys.account]);
    await repo.clearThrottle(tx, keys.account);
    await repo.saveThrottle(tx, keys.address, refundAttempt(states.get(keys.address) ?? null, reserved.get(keys.address)!));
  });
}
