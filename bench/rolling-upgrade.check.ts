/**
 * The deployment guide (docs/deploy.md), walked on this machine with its own words (issue 24):
 * its environment file loads in a shell and passes the server's checks; its nginx site loads in
 * the machine's nginx (`nginx -t`), blocks /metrics in every spelling, sends HSTS once, sets the
 * client's address from the connection whatever X-Forwarded-For it sent; then two built copies on
 * one PostgreSQL database behind that nginx, under steady load over HTTPS, are upgraded to another
 * release folder:
 *   - "restart": the guide's old steps (restart a copy, wait until it is ready, restart the next);
 *   - "drain": scripts/rolling-upgrade.sh (each copy out of nginx, switched, restarted, back in);
 * and last a copy is killed (SIGKILL) under load and comes back as systemd's Restart= would.
 * Prints what every phase's requests got; exits 1 if a guide check fails or "drain" lost a request.
 *
 * Not part of the test run (it takes minutes). Needs `npm run build`, nginx (Debian:
 * `apt-get install nginx`), openssl and curl, and PostgreSQL at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres):
 *
 *   npx tsx bench/rolling-upgrade.check.ts            (ROLLING_SECONDS=… changes the load's length around each step)
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import pg from 'pg';
import { loadConfig } from '../server/src/config.ts';
import { root } from './support/built-server.ts';
import { onFreshPostgres } from './support/fresh-postgres.ts';

const GUIDE = path.join(root, 'docs/deploy.md');
const SITE_NAME = 'rira.example.ir';
const METRICS_TOKEN = 'rolling-check-metrics-token-0123';
const MANAGER = { email: 'ops@rira.example.ir', password: 'Rolling-check-1404' };
/** Seconds of load before and after each step of a procedure. */
const SETTLE_SECONDS = Number(process.env.ROLLING_SECONDS ?? 4);
const WORKERS = 4;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-rolling-'));
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

function fenced(info: string): string {
  const guide = fs.readFileSync(GUIDE, 'utf8');
  const match = new RegExp('```' + info.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + '\\n([\\s\\S]*?)```').exec(guide);
  if (!match) throw new Error(`docs/deploy.md has no \`\`\`${info} block`);
  return match[1]!;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a command without blocking this process: the load goes on meanwhile, and the copies this
 * process started are reaped when they exit (a blocking call left them zombies that `kill -0` saw alive).
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

// ---------------------------------------------------------------- the guide's environment file

function checkEnvironmentFile(): void {
  console.log('\nThe environment file (docs/deploy.md, /etc/rira/env)');
  const file = path.join(work, 'env');
  fs.writeFileSync(file, fenced('sh /etc/rira/env'));
  let loaded: Record<string, string> = {};
  try {
    const out = execFileSync('sh', ['-c', 'set -a; . "$1"; set +a; env -0', 'sh', file], { env: {}, encoding: 'utf8' });
    loaded = Object.fromEntries(
      out
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    check(true, 'loads in sh with `set -a; . /etc/rira/env; set +a`');
  } catch (err) {
    check(false, `loads in sh: ${(err as Error).message}`);
  }
  check(loaded.MAIL_FROM === `RIRA <no-reply@${SITE_NAME}>`, `MAIL_FROM reads as one value: ${JSON.stringify(loaded.MAIL_FROM)}`);
  try {
    const config = loadConfig(loaded);
    check(Array.isArray(config.TRUST_PROXY), `passes the server's settings check (TRUST_PROXY=${JSON.stringify(config.TRUST_PROXY)})`);
  } catch (err) {
    check(false, `passes the server's settings check: ${(err as Error).message}`);
  }
}

// ---------------------------------------------------------------- nginx with the guide's site

interface Nginx {
  httpPort: number;
  httpsPort: number;
  version: string;
  site: string;
  reloadCommand: string;
  stop(): void;
}

function nginxBinary(): string {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', 'nginx']) {
    if (!candidate) continue;
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      /* next */
    }
  }
  throw new Error('nginx is not installed (Debian: apt-get install nginx), or set NGINX');
}

async function startNginx(copyPorts: [number, number]): Promise<Nginx> {
  const binary = nginxBinary();
  // nginx -v writes to stderr.
  const version = spawnSync(binary, ['-v'], { encoding: 'utf8' })
    .stderr.replace(/^nginx version: /, '')
    .trim();
  const dir = path.join(work, 'nginx');
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${SITE_NAME}`,
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );
  const httpPort = await freePort();
  const httpsPort = await freePort();
  // The guide's site as it is, but for the ports and the certificate's place.
  const guideSite = fenced('nginx /etc/nginx/sites-available/rira');
  const site = guideSite
    .replaceAll('127.0.0.1:3001', `127.0.0.1:${copyPorts[0]}`)
    .replaceAll('127.0.0.1:3002', `127.0.0.1:${copyPorts[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll(`/etc/letsencrypt/live/${SITE_NAME}/`, `${dir}/`);
  for (const [from, what] of [
    ['listen 80;', 'its plain-HTTP listen'],
    ['listen 443 ssl http2;', 'its TLS listen in the form nginx 1.22 reads'],
  ] as const) {
    if (!guideSite.includes(from)) throw new Error(`the guide's site has no \`${from}\` (${what})`);
  }
  const sitePath = path.join(dir, 'rira.conf');
  fs.writeFileSync(sitePath, site);
  const temp = path.join(dir, 'temp');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // The check runs as whoever starts it (root on a test machine): the workers stay that user.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 2;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${dir}/access.log;`,
      `  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy; fastcgi_temp_path ${temp}/fastcgi;`,
      `  uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;`,
      `  include ${sitePath};`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  console.log(`\nnginx (${version}) with the guide's site`);
  try {
    execFileSync(binary, [...args, '-t'], { stdio: 'pipe' });
    check(true, `nginx -t accepts the site (${version})`);
  } catch (err) {
    check(false, `nginx -t: ${String((err as { stderr?: Buffer }).stderr ?? err)}`);
    throw new Error('the guide’s nginx site does not load', { cause: err });
  }
  execFileSync(binary, args, { stdio: 'inherit' });
  return {
    httpPort,
    httpsPort,
    version,
    site: sitePath,
    reloadCommand: `${binary} ${args.join(' ')} -t -q && ${binary} ${args.join(' ')} -s reload`,
    stop: () => {
      try {
        execFileSync(binary, [...args, '-s', 'quit'], { stdio: 'ignore' });
      } catch {
        /* already gone */
      }
    },
  };
}

// ---------------------------------------------------------------- the copies and their releases

/** A release folder of the built app, as the guide has them (/opt/rira/releases/<version>), with a file only it has. */
function makeRelease(name: string): string {
  const dir = path.join(work, 'releases', name);
  for (const part of ['server/dist', 'web/build']) fs.cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  for (const file of ['package.json', 'server/package.json', 'web/package.json'])
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  for (const modules of ['node_modules', 'server/node_modules', 'web/node_modules']) {
    if (fs.existsSync(path.join(root, modules))) fs.symlinkSync(fs.realpathSync(path.join(root, modules)), path.join(dir, modules));
  }
  fs.writeFileSync(path.join(dir, `web/build/client/assets/release-${name}.js`), `// release ${name}\n`);
  return dir;
}

interface Copy {
  name: string;
  port: number;
  link: string;
  pidFile: string;
  log: string;
  child: ChildProcess | null;
  starts: number;
}

class Copies {
  readonly list: Copy[] = [];
  private stopping = false;
  constructor(private readonly env: Record<string, string>) {}

  add(name: string, port: number, release: string): Copy {
    const link = path.join(work, `copy-${name}`);
    fs.symlinkSync(release, link);
    const copy: Copy = {
      name,
      port,
      link,
      pidFile: path.join(work, `copy-${name}.pid`),
      log: path.join(work, `copy-${name}.log`),
      child: null,
      starts: 0,
    };
    this.list.push(copy);
    this.start(copy);
    return copy;
  }

  /** Starts the copy from what its link points to now, as `systemctl start rira@N` would; started again whenever it exits (Restart=). */
  private start(copy: Copy): void {
    const out = fs.openSync(copy.log, 'a');
    const child = spawn(process.execPath, [path.join(copy.link, 'server/dist/main.js')], {
      cwd: copy.link,
      env: { ...this.env, PORT: String(copy.port), DATA_DIR: path.join(work, `data-${copy.name}`) },
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    copy.child = child;
    copy.starts += 1;
    fs.writeFileSync(copy.pidFile, String(child.pid));
    child.once('exit', () => {
      if (copy.child === child) copy.child = null;
      if (!this.stopping) setTimeout(() => this.start(copy), 500);
    });
  }

  /** What the rolling script runs as `systemctl restart rira@%s`: SIGTERM, back once the copy has stopped (it is started again). */
  restartCommand(): string {
    return `pid=$(cat ${work}/copy-%s.pid); kill -TERM "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done`;
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.list.map(
        (copy) =>
          new Promise<void>((resolve) => {
            const child = copy.child;
            if (!child || child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}

async function waitReady(port: number, seconds = 300): Promise<void> {
  for (let waited = 0; waited < seconds * 2; waited++) {
    const status = await new Promise<number>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/health/ready', timeout: 3000 }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => resolve(0));
      req.on('timeout', () => req.destroy());
    });
    if (status === 200) return;
    await sleep(500);
  }
  throw new Error(`the copy on port ${port} did not become ready`);
}

// ---------------------------------------------------------------- requests through nginx

const agent = new https.Agent({ keepAlive: true, maxSockets: WORKERS * 2, rejectUnauthorized: false, servername: SITE_NAME });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

function request(
  port: number,
  options: { method?: string; path: string; body?: unknown; headers?: Record<string, string>; localAddress?: string; plain?: boolean },
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const transport = options.plain ? http : https;
  return new Promise((resolve) => {
    const req = transport.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        ...(options.plain
          ? { agent: false }
          : options.localAddress
            ? { agent: false, rejectUnauthorized: false, servername: SITE_NAME }
            : { agent }),
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        timeout: 30_000,
        headers: {
          host: SITE_NAME,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', () => resolve({ status: 0, headers: {}, rawHeaders: [], body: '' }));
      },
    );
    req.on('error', () => resolve({ status: 0, headers: {}, rawHeaders: [], body: '' }));
    req.on('timeout', () => req.destroy());
    req.end(payload);
  });
}

async function checkThroughNginx(nginx: Nginx, copyPort: number, databaseUrl: string): Promise<void> {
  console.log('\nThrough nginx');
  const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
  const direct = await request(copyPort, { path: '/metrics', headers: bearer, plain: true });
  check(direct.status === 200, `a copy serves /metrics to Prometheus with the token (${direct.status})`);
  const spellings = ['/metrics', '/metrics/', '/METRICS', '/Metrics?x=1', '//metrics', '/%6detrics', '/metrics/../metrics'];
  const statuses = await Promise.all(spellings.map((p) => request(nginx.httpsPort, { path: p, headers: bearer }).then((r) => r.status)));
  check(
    statuses.every((s) => s === 404),
    `/metrics in every spelling is not served through nginx, even with the token: ${spellings.map((p, i) => `${p} ${statuses[i]}`).join(', ')}`,
  );
  const health = await request(nginx.httpsPort, { path: '/api/health' });
  const hsts = health.rawHeaders.filter((_, i) => i % 2 === 0).filter((name) => name.toLowerCase() === 'strict-transport-security');
  check(
    health.status === 200 && hsts.length === 1,
    `HSTS sent once (${hsts.length}): ${String(health.headers['strict-transport-security'])}`,
  );
  const redirect = await request(nginx.httpPort, { path: '/blogs?x=1', plain: true });
  check(
    redirect.status === 301 && redirect.headers.location === `https://${SITE_NAME}/blogs?x=1`,
    `plain HTTP is sent to HTTPS (${redirect.status} ${String(redirect.headers.location)})`,
  );
  const alpn = await new Promise<string>((resolve) => {
    const socket = tls.connect(
      { host: '127.0.0.1', port: nginx.httpsPort, servername: SITE_NAME, ALPNProtocols: ['h2', 'http/1.1'], rejectUnauthorized: false },
      () => {
        resolve(String(socket.alpnProtocol));
        socket.end();
      },
    );
    socket.on('error', () => resolve('error'));
  });
  check(alpn === 'h2', `HTTP/2 offered (ALPN: ${alpn})`);

  // A forged X-Forwarded-For from a client at 127.0.0.9: the audit log has the real address.
  const client = '127.0.0.9';
  const signIn = await request(nginx.httpsPort, {
    method: 'POST',
    path: '/api/Authentication/AuthorizeWithPassword',
    body: { Username: 'nobody-rolling-check', Password: 'wrong-pass-1', RememberMe: false },
    headers: { 'x-forwarded-for': '203.0.113.50' },
    localAddress: client,
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ ip: string }>(
      `select ip from audit_log where action = 'auth.login.failed' order by created_at desc limit 1`,
    );
    check(
      signIn.status === 401 && rows[0]?.ip === client,
      `a forged X-Forwarded-For is not believed: the audit log has ${rows[0]?.ip} (the client: ${client})`,
    );
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------- load

interface Tally {
  requests: number;
  failed: number;
  byStatus: Map<string, number>;
}

interface Load {
  stop(): Promise<Record<'GET' | 'POST', Tally>>;
}

/** Steady traffic through nginx: pages, API reads, language changes and sign-ins (POSTs), each answer counted. */
function startLoad(port: number): Load {
  const tallies = {
    GET: { requests: 0, failed: 0, byStatus: new Map<string, number>() },
    POST: { requests: 0, failed: 0, byStatus: new Map<string, number>() },
  };
  const mix: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/api/health' },
    { method: 'GET', path: '/blogs' },
    { method: 'GET', path: '/api/Language/Get' },
    { method: 'POST', path: '/api/Language/change', body: { language: 'fa' } },
    { method: 'GET', path: '/about-us' },
    {
      method: 'POST',
      path: '/api/Authentication/AuthorizeWithPassword',
      body: { Username: MANAGER.email, Password: MANAGER.password, RememberMe: false },
    },
  ];
  let running = true;
  const workers = Array.from({ length: WORKERS }, async (_, w) => {
    for (let i = w; running; i++) {
      const call = mix[i % mix.length]!;
      const answer = await request(port, { method: call.method, path: call.path, body: call.body });
      const tally = tallies[call.method];
      tally.requests += 1;
      const key = answer.status === 0 ? 'no answer' : String(answer.status);
      tally.byStatus.set(key, (tally.byStatus.get(key) ?? 0) + 1);
      if (answer.status === 0 || answer.status >= 500) tally.failed += 1;
      await sleep(10);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return tallies;
    },
  };
}

function describeTally(tallies: Record<'GET' | 'POST', Tally>): string {
  return (['GET', 'POST'] as const)
    .map((m) => {
      const t = tallies[m];
      const statuses = [...t.byStatus]
        .sort()
        .map(([s, n]) => `${n}× ${s}`)
        .join(', ');
      return `${m}: ${t.failed} of ${t.requests} failed (${statuses})`;
    })
    .join('; ');
}

async function assetsOfBothReleases(port: number, names: [string, string]): Promise<string> {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => request(port, { path: `/assets/release-${names[i % 2]}.js` }).then((r) => r.status)),
  );
  const missing = answers.filter((s) => s !== 200).length;
  return `${40 - missing} of 40 requests for files only one release has (20 each) answered 200`;
}

// ---------------------------------------------------------------- the run

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'server/dist/main.js')) || !fs.existsSync(path.join(root, 'web/build/server/index.js'))) {
    throw new Error('The app is not built: run `npm run build` first.');
  }
  console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; work folder ${work}`);
  checkEnvironmentFile();

  await onFreshPostgres(async (databaseUrl) => {
    const releases = { A: makeRelease('A'), B: makeRelease('B') };
    const ports: [number, number] = [await freePort(), await freePort()];
    const copies = new Copies({
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      HOST: '127.0.0.1',
      PUBLIC_URL: `https://${SITE_NAME}`,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
    });
    let nginx: Nginx | undefined;
    try {
      console.log('\nTwo copies of release A on one PostgreSQL database');
      const started = Date.now();
      copies.add('1', ports[0], releases.A);
      copies.add('2', ports[1], releases.A);
      await Promise.all(ports.map((p) => waitReady(p)));
      console.log(`  both ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const migrated = copies.list.map(
        (c) => fs.readFileSync(c.log, 'utf8').match(/"msg":"(database (?:migrated|up to date)[^"]*)"/g) ?? [],
      );
      check(
        migrated.flat().some((m) => m.includes('applied')),
        `the log says what the migrations did: ${migrated.flat().join(' | ')}`,
      );

      // The first system manager, with the guide's command (the built one, the password piped in).
      execFileSync(
        process.execPath,
        [
          path.join(releases.A, 'server/dist/admin-cli.js'),
          'create',
          '--email',
          MANAGER.email,
          '--first-name',
          'Ops',
          '--last-name',
          'Check',
          '--password-stdin',
        ],
        {
          cwd: releases.A,
          env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, DATA_DIR: path.join(work, 'data-admin') },
          input: `${MANAGER.password}\n`,
          stdio: ['pipe', 'pipe', 'inherit'],
        },
      );
      check(true, `npm run admin -- create made ${MANAGER.email}`);

      nginx = await startNginx(ports);
      await checkThroughNginx(nginx, ports[0], databaseUrl);

      const results: { name: string; tally: string; failed: number; seconds: number; assets?: string }[] = [];
      const upgrade = async (procedure: 'restart' | 'drain', to: 'A' | 'B', from: 'A' | 'B') => {
        console.log(`\nUpgrade under load, "${procedure}": release ${from} → ${to}`);
        const load = startLoad(nginx!.httpsPort);
        await sleep(SETTLE_SECONDS * 1000);
        const began = Date.now();
        let assets: string | undefined;
        if (procedure === 'restart') {
          // The guide's old steps: restart, wait until ready, restart the next.
          for (const copy of copies.list) {
            fs.rmSync(copy.link);
            fs.symlinkSync(releases[to], copy.link);
            await run('bash', ['-c', copies.restartCommand().replaceAll('%s', copy.name)]);
            await waitReady(copy.port);
          }
        } else {
          const env = {
            ...process.env,
            RIRA_NGINX_SITE: nginx!.site,
            RIRA_ADDRESS: '127.0.0.1:%s',
            RIRA_COPY_LINK: path.join(work, 'copy-%s'),
            RIRA_RESTART: copies.restartCommand(),
            RIRA_NGINX_RELOAD: nginx!.reloadCommand,
          };
          const script = path.join(root, 'scripts/rolling-upgrade.sh');
          // Each copy by its name; the address pattern is filled with the copy's port.
          for (const copy of copies.list) {
            await run('bash', [script, releases[to], copy.name], {
              ...env,
              RIRA_ADDRESS: `127.0.0.1:${copy.port}`,
              RIRA_COPY_LINK: copy.link,
            });
            if (copy === copies.list[0]) assets = await assetsOfBothReleases(nginx!.httpsPort, [from, to]);
          }
        }
        const seconds = (Date.now() - began) / 1000;
        await sleep(SETTLE_SECONDS * 1000);
        const tallies = await load.stop();
        const failed = tallies.GET.failed + tallies.POST.failed;
        console.log(`  ${describeTally(tallies)}; the procedure took ${seconds.toFixed(1)} s${assets ? `; mid-way, ${assets}` : ''}`);
        results.push({ name: procedure, tally: describeTally(tallies), failed, seconds, assets });
        return failed;
      };

      await upgrade('restart', 'B', 'A');
      const drainFailed = await upgrade('drain', 'A', 'B');
      check(drainFailed === 0, `scripts/rolling-upgrade.sh lost no request (${drainFailed} failed)`);
      const assets = results.find((r) => r.name === 'drain')?.assets ?? '';
      check(/^40 of 40/.test(assets), `mid-upgrade, files of either release are served: ${assets}`);

      console.log('\nA copy killed (SIGKILL) under load, started again 0.5 s later');
      const load = startLoad(nginx.httpsPort);
      await sleep(SETTLE_SECONDS * 1000);
      copies.list[1]!.child?.kill('SIGKILL');
      await sleep(1000);
      await waitReady(copies.list[1]!.port);
      await sleep(SETTLE_SECONDS * 1000);
      const crash = await load.stop();
      console.log(`  ${describeTally(crash)}`);
      results.push({ name: 'kill', tally: describeTally(crash), failed: crash.GET.failed + crash.POST.failed, seconds: 0 });

      console.log('\nSummary');
      console.log(`  ${nginx.version}, two copies, ${WORKERS} clients over HTTPS`);
      for (const r of results) console.log(`  ${r.name.padEnd(8)} ${r.tally}${r.seconds ? `; ${r.seconds.toFixed(1)} s` : ''}`);
    } finally {
      nginx?.stop();
      await copies.stopAll();
      agent.destroy();
    }
  });
}

main()
  .catch((err: unknown) => {
    console.error(err);
    failures.push(String(err));
  })
  .finally(() => {
    if (failures.length === 0) fs.rmSync(work, { recursive: true, force: true });
    else console.log(`\n${failures.length} check(s) failed; logs kept in ${work}`);
    process.exit(failures.length === 0 ? 0 : 1);
  });
