import path from 'node:path';
import pino from 'pino';
import { loadConfig } from './config.ts';
import { openDatabaseFromConfig } from './app.ts';
import { seedDatabase } from './db/seed/index.ts';
import { LocalFileStore } from './plugins/storage.ts';

/** `npm run seed`: migrate and add whatever demo data is missing. Safe to run again. */
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabaseFromConfig(config, log);
try {
  await seedDatabase(database.db, {
    demo: config.SEED_DEMO,
    log,
    files: new LocalFileStore(path.join(config.dataDir, 'uploads')),
    privateFiles: new LocalFileStore(path.join(config.dataDir, 'private')),
  });
  log.info('seed finished');
} finally {
  await database.close();
}
