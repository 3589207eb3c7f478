import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDatabase } from './db/seed/index.ts';

/** Start-up: check the config, open and migrate the database, seed once, listen; drain on SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const app = await buildApp({ config });
  await seedDatabase(app.db, { demo: config.SEED_DEMO, log: app.log, files: app.files, privateFiles: app.privateFiles });

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
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
