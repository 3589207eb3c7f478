import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The address the server sees behind a reverse proxy (issue 24, must-fix 1). The guide once paired
 * `TRUST_PROXY=true` with nginx's `$proxy_add_x_forwarded_for`, which appends the client's address to
 * whatever `X-Forwarded-For` the client sent; trusting every hop, the server took the leftmost entry,
 * the client's own choice. Here real TCP connections go from distinct loopback addresses (the client
 * 127.0.0.5 or .6, the proxy .3) through an HTTP proxy that forwards as nginx does.
 */
const CLIENT = '127.0.0.5';
const OTHER_CLIENT = '127.0.0.6';
const PROXY = '127.0.0.3';

interface Answer {
  status: number;
  body: string;
}

/** One request over TCP from `from` to `port`. */
function send(port: number, from: string, method: string, path: string, options: { body?: unknown; forwardedFor?: string } = {}) {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A reverse proxy in front of `target`, connecting from PROXY's address: `append` forwards
 * `X-Forwarded-For` as nginx's `$proxy_add_x_forwarded_for` (the client's header, then its address),
 * `replace` as `$remote_addr` (only the address the connection came from).
 */
async function startProxy(target: () => number, mode: 'append' | 'replace'): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((incoming, outgoing) => {
    const remote = incoming.socket.remoteAddress!;
    const sent = incoming.headers['x-forwarded-for'];
    const forwardedFor = mode === 'append' && sent ? `${String(sent)}, ${remote}` : remote;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target(),
        localAddress: PROXY,
        method: incoming.method,
        path: incoming.url,
        agent: false,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

const signIn = (port: number, from: string, username: string, password: string, forwardedFor?: string) =>
  send(port, from, 'POST', '/api/Authentication/AuthorizeWithPassword', {
    body: { Username: username, Password: password, RememberMe: false },
    forwardedFor,
  });

let t: TestApp;

async function lastFailedSignInAddress(): Promise<string | null> {
  const [row] = await t.database.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.action, 'auth.login.failed'))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row?.ip ?? null;
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

describe('TRUST_PROXY=1 behind a proxy that appends to X-Forwarded-For (nginx $proxy_add_x_forwarded_for)', () => {
  let appPort: number;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  beforeAll(async () => {
    appPort = await listen(t.app);
    proxy = await startProxy(() => appPort, 'append');
  });
  afterAll(async () => {
    await proxy?.close();
  });

  it('writes the real address into the audit log, not the forged one', async () => {
    expect((await signIn(proxy.port, CLIENT, 'nobody-1', 'wrong-pass-1', '203.0.113.7')).status).toBe(401);
    expect(await lastFailedSignInAddress()).toBe(CLIENT);
  });

  it('twenty failures under forged addresses lock the real address, and another forged address does not get around it', async () => {
    for (let i = 1; i <= 20; i++) {
      const answer = await signIn(proxy.port, CLIENT, `nobody-${i}`, 'wrong-pass-1', `198.51.100.${i}`);
      expect(answer.status, `failure ${i}`).toBe(401);
    }
    // The right password, from the same client under a fresh forged address: refused, the address is locked.
    expect((await signIn(proxy.port, CLIENT, 'admin', 'Rira@1404', '192.0.2.99')).status).toBe(429);
    // Another client, forging an address the first one used: not locked (its own address is).
    expect((await signIn(proxy.port, OTHER_CLIENT, 'admin', 'Rira@1404', '198.51.100.1')).status).toBe(200);
  });
});

describe('TRUST_PROXY=<the proxy’s address> behind a proxy that sets X-Forwarded-For from $remote_addr', () => {
  let copy: Awaited<ReturnType<TestApp['copy']>>;
  let appPort: number;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  beforeAll(async () => {
    copy = await t.copy({ TRUST_PROXY: `${PROXY},10.0.0.0/8` });
    appPort = await listen(copy.app);
    proxy = await startProxy(() => appPort, 'replace');
  });
  afterAll(async () => {
    await proxy?.close();
    await copy?.close();
  });

  it('takes the address the listed proxy forwards', async () => {
    expect((await signIn(proxy.port, CLIENT, 'nobody-2', 'wrong-pass-1', '203.0.113.8')).status).toBe(401);
    expect(await lastFailedSignInAddress()).toBe(CLIENT);
  });

  it('ignores X-Forwarded-For from a client that reaches the server directly', async () => {
    expect((await signIn(appPort, OTHER_CLIENT, 'nobody-3', 'wrong-pass-1', '203.0.113.9')).status).toBe(401);
    expect(await lastFailedSignInAddress()).toBe(OTHER_CLIENT);
  });
});
