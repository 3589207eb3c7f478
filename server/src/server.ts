import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { seedDatabase } from './seed/index.ts';

/**
 * Start-up once the config is checked: open and migrate the database, seed what is missing,
 * listen; drain on SIGTERM/SIGINT. `web: false` leaves out the web app (the outage tests run
 * this in a child process, where no built web app can be assumed).
 */
export async function startServer(config: Config, options: { web?: boolean } = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config, web: options.web });
  await seedDatabase(app.db, { demo: config.SEED_DEMO, log: app.log, files: app.files, privateFiles: app.privateFiles, app });

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
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  return app;
}
