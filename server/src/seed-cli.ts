import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDatabase } from './seed/index.ts';

/**
 * `npm run seed`: migrate and add whatever demo data is missing. Safe to run again. The app is
 * built (without the web app, and without listening) because the demo assessments are made through
 * its services; it opens and migrates the database itself.
 */
const config = loadConfig();
const app = await buildApp({ config, web: false });
try {
  await app.database.exclusively('seed', () =>
    seedDatabase(app.db, { demo: config.SEED_DEMO, log: app.log, files: app.files, privateFiles: app.privateFiles, app }),
  );
  app.log.info('seed finished');
} finally {
  await app.close();
}
