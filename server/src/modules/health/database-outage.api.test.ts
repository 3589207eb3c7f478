import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { adminQuery, createPostgresDatabase, type PostgresTestDatabase } from '../../test/test-database.ts';

// PGlite runs inside the process: there is no server to end its connections or to lose.
const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** A public call that reads the database (the home page's content). */
const PAGE = '/api/user/PageContent/Get/home';
const UNAVAILABLE = {
  fa: 'سامانه موقتاً در دسترس نیست. چند لحظهٔ دیگر دوباره تلاش کنید.',
  en: 'The service is temporarily unavailable. Please try again in a moment.',
};

/**
 * The real server in a child process, its database reached through a TCP relay the tests can
 * cut: a crash is the process exiting, not an error some test runner happens to catch.
 */
describe.skipIf(!onPostgres)('the server when PostgreSQL goes away', () => {
  let target: PostgresTestDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  // The pool's connections, and the one that listens for other copies' notifications.
  const LOST = new Set(['database connection lost', 'database notifications lost; listening again']);
  const connectionsLost = () => server.logs.filter((line) => LOST.has(line.msg as string)).length;

  beforeAll(async () => {
    target = await createPostgresDatabase();
    const direct = new URL(target.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(target.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    server = await startServerProcess({ DATABASE_URL: relayed.toString() });
  });

  afterAll(async () => {
    // The server (and its pool) first, then the relay, then the database.
    await server?.stop();
    await proxy?.close();
    await target?.drop();
  });

  it('keeps serving when the database ends its connections, and its next queries reconnect', async () => {
    expect((await server.get('/api/health')).status).toBe(200);
    expect((await server.get(PAGE)).status).toBe(200);
    const before = connectionsLost();

    const terminated = await adminQuery<{ application_name: string }>(
      'select application_name, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [target.name],
    );
    // The job queue's own pool (plugins/jobs.ts, `rira-jobs`) loses its connections too; pg-boss
    // reports those through its 'error' event (`jobs.error`), not the app pool's log line.
    const ofAppPool = terminated.filter((c) => c.application_name !== 'rira-jobs').length;
    expect(ofAppPool).toBeGreaterThan(0);
    // Each ended connection is logged by the pool (or the process dies here).
    await server.waitFor(() => connectionsLost() >= before + ofAppPool);

    expect(server.exitCode()).toBeNull();
    expect(await server.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'postgres' } });
    expect((await server.get(PAGE)).status).toBe(200);
  });

  it('answers 503 while the database refuses connections, and 200 once it is back', async () => {
    expect((await server.get(PAGE)).status).toBe(200);
    await proxy.refuse();

    expect(await server.get('/api/health')).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    // Not ready (the proxy sends traffic elsewhere), but alive: a supervisor must not restart it.
    expect(await server.get('/api/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'failed' } },
    });
    expect(await server.get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    for (const lang of ['fa', 'en'] as const) {
      const res = await server.get(`${PAGE}?lang=${lang}`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toEqual({ succeeded: false, message: UNAVAILABLE[lang], errors: [] });
    }
    expect(server.exitCode()).toBeNull();

    await proxy.restore();
    expect(await server.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await server.get('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ready', checks: { database: 'ok' } } });
    expect((await server.get(PAGE)).status).toBe(200);
  });

  it('answers 503 instead of hanging when connecting to the database gets no answer', async () => {
    await proxy.blackhole();

    // The pool gives up connecting after its connection timeout.
    const [health, page] = await Promise.all([server.get('/api/health'), server.get(PAGE)]);
    expect(health).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    expect(page).toMatchObject({ status: 503, body: { succeeded: false, message: UNAVAILABLE.fa } });

    await proxy.restore();
    expect((await server.get('/api/health')).status).toBe(200);
    expect((await server.get(PAGE)).status).toBe(200);
  });
});
