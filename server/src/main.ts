import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';

/**
 * Start-up: check the config, migrate and seed in a short-lived child process, then open the
 * database and listen; drain on SIGTERM.
 */
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
  await startServer(config, { prepareInChild: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
