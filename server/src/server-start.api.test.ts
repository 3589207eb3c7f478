import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';

/**
 * The production start (main.ts): migration and seeding run in a short-lived child process, so
 * what only they need (PGlite's initdb instances, the seeding's heap) is never the serving
 * process's memory (decision 018). On PGlite in a fresh data folder, whichever database the suite uses.
 */
describe('starting the server with the database prepared in a child process', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess({}, { prepareInChild: true });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('seeds in another process, which has ended before the server listens', () => {
    const seeded = server.logs.find((line) => line.msg === 'seed finished');
    const listening = server.logs.find((line) => typeof line.msg === 'string' && line.msg.startsWith('Server listening'));
    expect(seeded).toBeDefined();
    expect(listening).toBeDefined();
    expect(seeded!.pid).not.toBe(listening!.pid);
    expect(server.logs.indexOf(seeded!)).toBeLessThan(server.logs.indexOf(listening!));
  });

  it('serves what the child migrated and seeded', async () => {
    expect(await server.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'pglite' } });
    const home = await server.get('/api/user/PageContent/Get/home');
    expect(home.status).toBe(200);
  });
});
