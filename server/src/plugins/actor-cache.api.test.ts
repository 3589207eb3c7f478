/**
 * Signed-in callers kept by each server copy (plugins/actor-cache.ts, migration 0009): whatever
 * changes what a caller is made of — through the app on either copy, or by hand in SQL — is seen by
 * the very next request on every copy; a kept caller costs one small query.
 *
 * Two copies (buildApp twice) on one database: on PGlite the one in-memory client, on PostgreSQL
 * one database, as two servers behind a load balancer. Each case first has both copies keep the
 * caller, then changes the database with plain SQL (no app code runs, so nothing but the
 * database's own triggers can tell the copies), then asks both.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { users } from '../db/schema/index.ts';
import { countQueries } from '../test/query-count.ts';
import { createTestApp, TestClient, type TestApp } from '../test/test-app.ts';
import { rowsOf } from '../test/test-database.ts';
import { hashSessionToken } from './session.ts';
import { readActorVersion } from './session.repo.ts';

const ME = '/api/Authentication/GetCurrentUser';

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, database: t.database, web: false, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});
beforeEach(async () => t.reset());

/** The same browser on each copy: one signs in, the other is handed the cookie. */
async function signedInOnBoth(username = 'employee') {
  const here = t.client();
  await here.login(username);
  const there = new TestClient(other);
  there.cookies.set('rira_sid', here.cookies.get('rira_sid')!);
  const tokenHash = hashSessionToken(here.cookies.get('rira_sid')!);
  return { here, there, tokenHash };
}

async function me(client: TestClient) {
  const res = await client.get(ME);
  return { status: res.statusCode, user: res.statusCode === 200 ? res.json().data : null };
}

const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

async function employeeId() {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'employee'));
  return row!.id;
}

describe('signed-in callers kept by each server copy', () => {
  it('answers a kept caller after one query for the actor version, and reads it whole only when first seen', async () => {
    const { here } = await signedInOnBoth();
    // The sign-in's own answer did not go through the session hook: the first request reads the caller.
    const first = await countQueries(() => here.get(ME));
    expect(first.result.statusCode).toBe(200);
    expect(first.queries).toHaveLength(1);
    expect(first.queries[0]).toMatch(/session_actor/);
    const kept = await countQueries(() => here.get(ME));
    expect(kept.result.statusCode).toBe(200);
    expect(kept.queries).toHaveLength(1);
    expect(kept.queries[0]).toMatch(/actor_version/);
    expect(kept.queries[0]).not.toMatch(/session_actor/);
    expect(kept.result.json()).toEqual(first.result.json());
  });

  // Each change in plain SQL, and what both copies must answer on their next request.
  const changes: {
    name: string;
    change: (ids: { userId: string; tokenHash: string }) => ReturnType<typeof sql>;
    expect: (answer: Awaited<ReturnType<typeof me>>) => void;
  }[] = [
    {
      name: 'the session deleted (a sign-out on a third copy)',
      change: ({ tokenHash }) => sql`delete from sessions where token_hash = ${tokenHash}`,
      expect: (a) => expect(a.status).toBe(401),
    },
    {
      name: 'the session ended early (its expiry moved back)',
      change: ({ tokenHash }) => sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${tokenHash}`,
      expect: (a) => expect(a.status).toBe(401),
    },
    {
      name: 'the session moved to another role',
      change: ({ tokenHash }) => sql`update sessions set role = null where token_hash = ${tokenHash}`,
      expect: (a) => expect(a.user?.activeRole).toBeNull(),
    },
    {
      name: 'the sessions table emptied',
      change: () => sql`truncate sessions`,
      expect: (a) => expect(a.status).toBe(401),
    },
    {
      name: 'the person deactivated',
      change: ({ userId }) => sql`update users set is_active = false where id = ${userId}`,
      expect: (a) => expect(a.status).toBe(401),
    },
    {
      name: 'the person renamed',
      change: ({ userId }) => sql`update users set first_name = 'کیان' where id = ${userId}`,
      expect: (a) => expect(a.user?.firstName).toBe('کیان'),
    },
    {
      name: 'the company deactivated',
      change: ({ userId }) =>
        sql`update companies set is_active = false where id in (select company_id from employments where user_id = ${userId})`,
      expect: (a) => expect(a.status).toBe(401),
    },
    {
      name: 'the company renamed',
      change: ({ userId }) =>
        sql`update companies set title = 'شرکت تازه' where id in (select company_id from employments where user_id = ${userId})`,
      expect: (a) => expect(a.user?.activeCompany?.title).toBe('شرکت تازه'),
    },
    {
      name: 'the person no longer active in the company',
      change: ({ userId }) => sql`update employments set is_active = false where user_id = ${userId}`,
      expect: (a) => expect(a.status).toBe(401),
    },
    {
      name: 'a role given',
      change: ({ userId }) =>
        sql`insert into memberships (user_id, company_id, role)
            select user_id, company_id, 'companyAdmin' from employments where user_id = ${userId}`,
      expect: (a) => expect(a.user?.memberships.flatMap((m: { roles: string[] }) => m.roles).sort()).toEqual(['companyAdmin', 'user']),
    },
    {
      name: 'every role taken',
      change: ({ userId }) => sql`delete from memberships where user_id = ${userId}`,
      expect: (a) => expect(a.user?.memberships ?? []).toEqual([]),
    },
  ];

  for (const c of changes) {
    it(`sees ${c.name} on the next request on both copies`, async () => {
      const { here, there, tokenHash } = await signedInOnBoth();
      const before = [await me(here), await me(there), await me(there)];
      expect(before.map((a) => a.status)).toEqual([200, 200, 200]);
      await run(c.change({ userId: await employeeId(), tokenHash }));
      for (const copy of [there, here]) {
        const after = await me(copy);
        c.expect(after);
        expect(after).not.toEqual(before[0]);
      }
    });
  }

  it('sees a sign-out made through one copy on the other copy’s next request', async () => {
    const { here, there } = await signedInOnBoth();
    expect((await me(there)).status).toBe(200);
    expect((await here.post('/api/Authentication/SignOut')).statusCode).toBe(200);
    expect((await me(there)).status).toBe(401);
  });

  it('does not count a session’s touch (last seen, a later expiry) as a change; counts a change of many rows', async () => {
    const { tokenHash } = await signedInOnBoth();
    const db = t.database.db;
    const start = await readActorVersion(db);
    await run(sql`update sessions set last_seen_at = now(), expires_at = expires_at + interval '1 hour' where token_hash = ${tokenHash}`);
    expect(await readActorVersion(db)).toBe(start);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update users set updated_at = updated_at + interval '1 second'`);
      await tx.execute(sql`update employments set is_active = is_active`);
    });
    expect(await readActorVersion(db)).toBeGreaterThan(start);
    const [users] = rowsOf<{ count: number }>(await run(sql`select count(*)::int as count from users`));
    expect(users!.count).toBeGreaterThan(2); // a change of several rows
  });

  it('does not count a change rolled back', async () => {
    const db = t.database.db;
    const start = await readActorVersion(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update users set is_active = false`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readActorVersion(db)).toBe(start);
  });

  it('lets no request change a kept caller in place', async () => {
    const { here } = await signedInOnBoth();
    await me(here);
    let seen: unknown;
    const probe = await buildApp({ config: t.config, database: t.database, web: false, logger: false });
    probe.addHook('preHandler', async (request) => {
      if (request.actor) {
        try {
          (request.actor.user as { firstName: string }).firstName = 'changed';
        } catch (err) {
          seen = err;
        }
      }
    });
    await probe.ready();
    try {
      const probeClient = new TestClient(probe);
      probeClient.cookies.set('rira_sid', here.cookies.get('rira_sid')!);
      await probeClient.get(ME);
      const again = await probeClient.get(ME);
      expect(seen).toBeInstanceOf(TypeError);
      expect(again.json().data.firstName).not.toBe('changed');
    } finally {
      await probe.close();
    }
  });
});
