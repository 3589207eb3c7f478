import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { refundPasswordCheck, reservePasswordCheck } from './password-checks.ts';
import { ADDRESS_THROTTLE, LOGIN_THROTTLE } from './throttle.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/**
 * The two throttle transactions of a password sign-in, run as fast as they go with no password
 * check between them (the check itself, ~50 ms of argon2, kept them apart in the API tests). The
 * success's reset deleted the account's row while another check was between placing its empty row
 * and locking the rows; that check then locked only the address and two checks waited on each
 * other's rows: PostgreSQL ended one with "deadlock detected", a 500 for someone signing in.
 */
describe('password-check throttles under concurrent sign-ins of one account from one address', () => {
  it('reserves and refunds hundreds of right passwords from several devices at once without an error', async () => {
    const account = 'account:00000000-0000-4000-8000-000000000001';
    const failures: string[] = [];
    // Four devices, two on each of two addresses: never five checks in flight on one key, so no
    // lock either (five at once count as five failures: by design, erring towards too many).
    await Promise.all(
      Array.from({ length: 4 }, async (_, device) => {
        const address = `ip:10.9.0.${device % 2}`;
        for (let i = 0; i < 60; i++) {
          try {
            const reserved = await reservePasswordCheck(database.db, [
              { key: address, rule: ADDRESS_THROTTLE },
              { key: account, rule: LOGIN_THROTTLE },
            ]);
            await refundPasswordCheck(database.db, { account, address }, reserved);
          } catch (err) {
            failures.push(String(err));
          }
        }
      }),
    );
    expect(failures).toEqual([]);
  }, 60_000);
});
