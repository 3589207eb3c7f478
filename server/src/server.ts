import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import sharp from 'sharp';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { seedDatabase } from './seed/index.ts';

/**
 * Start-up leaves garbage V8 would keep for good: a first start's initdb runs in a second PGlite
 * and an initdb WebAssembly instance (~300 MB of WebAssembly memory), and seeding grows the heap
 * by ~150 MB.
 * An idle server allocates nothing, so no collection ever comes to free them (the server
 * idled at 650–900 MB instead of ~400 MB). One full collection here, before listening, frees
 * them; the second one frees what the first one's finalizers released (the instances' memories).
 */
function collectStartupGarbage(): void {
  let gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
  gc();
}

/**
 * Migrates and seeds in a short-lived child process (`seed-cli`, beside this module in the source
 * tree and in the bundle), so that what only start-up needs never becomes this process's memory.
 * On PGlite a first start runs initdb in throwaway WebAssembly instances and the seeding grows the
 * heap: the process that did them peaked at 1.3 GB and idled at ~490 MB even after collecting
 * (WebAssembly memories and glibc arenas do not shrink). The child exits before this process opens
 * the database, so PGlite's single-writer data folder is never open twice.
 */
async function prepareDatabaseInChild(): Promise<void> {
  const seedCli = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './seed-cli.ts' : './seed-cli.js', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, seedCli], { stdio: 'inherit', env: process.env });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) throw new Error(`preparing the database failed (seed-cli exited with ${code ?? 'a signal'})`);
}

/**
 * Closes the server without failing a request under way: no new connection is taken, the requests
 * being answered finish (up to `drainMs`), the background jobs under way finish (up to
 * `JOB_STOP_SECONDS`, then they are handed back to be run by another server), then Fastify closes. Fastify refuses in-process calls
 * (`inject`) once it is closing, and a page being rendered makes such calls for its data: closing
 * at once turned a reader's page into a 500.
 */
export async function closeGracefully(app: FastifyInstance, drainMs = 10_000): Promise<void> {
  app.readiness.drain();
  if (app.server.listening) app.server.close();
  // The running jobs finish (or are handed back) while the requests drain.
  const [drained] = await Promise.all([app.requestsInFlight.drained(drainMs), app.jobs.stop()]);
  if (!drained) app.log.warn({ requests: app.requestsInFlight.size }, 'shutdown: requests still under way, closing anyway');
  await app.close();
}

/**
 * Start-up once the config is checked: open and migrate the database, seed what is missing,
 * listen; drain on SIGTERM/SIGINT. `web: false` leaves out the web app (the outage tests run
 * this in a child process, where no built web app can be assumed).
 */
export async function startServer(
  config: Config,
  options: {
    web?: boolean;
    /** Migrate and seed in a child process first (the production entry; decision 018). */
    prepareInChild?: boolean;
  } = {},
): Promise<FastifyInstance> {
  // libvips keeps up to 50 MB of recent operations by default; the server never re-reads an
  // image it has just made (each upload and seeded image is encoded once), so the cache only
  // held the seeding's images for good.
  sharp.cache(false);
  if (options.prepareInChild) await prepareDatabaseInChild();
  const app = await buildApp({ config, web: options.web });
  if (!options.prepareInChild) {
    await app.database.exclusively('seed', () =>
      seedDatabase(app.db, { demo: config.SEED_DEMO, log: app.log, files: app.files, privateFiles: app.privateFiles, app }),
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining connections');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    await closeGracefully(app);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  collectStartupGarbage();
  await app.listen({ host: config.HOST, port: config.PORT });
  return app;
}
