import { loadConfig } from '../config.ts';
import { startServer } from '../server.ts';

/**
 * The server's own start-up (server.ts, as main.ts runs it) without the web app, for tests that
 * need the real process: run with `node --import tsx`, configured by the environment.
 */
try {
  await startServer(loadConfig(), { web: false });
} catch (err) {
  console.error(err);
  process.exit(1);
}
