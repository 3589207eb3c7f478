import { loadConfig } from '../config.ts';
import { startServer } from '../server.ts';

/**
 * The server's own start-up (server.ts, as main.ts runs it) without the web app, for tests that
 * need the real process: run with `node --import tsx`, configured by the environment;
 * `--prepare-in-child` migrates and seeds in a child process first, as main.ts does.
 */
try {
  await startServer(loadConfig(), { web: false, prepareInChild: process.argv.includes('--prepare-in-child') });
} catch (err) {
  console.error(err);
  process.exit(1);
}
