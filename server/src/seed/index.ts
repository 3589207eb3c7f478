import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../plugins/storage.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoAssessments } from './demo-assessments.ts';
import { seedDemoOrganisation } from './demo-organisation.ts';
import { seedCompetencyLibrary } from './competency-library.ts';
import { seedSiteContent } from './site-content.ts';

export interface SeedOptions {
  /** SEED_DEMO: demo companies, accounts and content. */
  demo: boolean;
  log: Pick<FastifyBaseLogger, 'info'>;
  files: FileStore;
  /** Files that are never served (article attachments, sent by e-mail on request). */
  privateFiles: FileStore;
  /** Seed the public site's content (default true; API tests that do not read it turn it off). */
  siteContent?: boolean;
  /**
   * The built app, whose services make the demo assessments (with `demo`): they go through the same
   * calls people make, so they need the app, not only the database. Without it they are left out
   * (API tests that assume no assessment exists).
   */
  app?: FastifyInstance;
}

/** Runs every seed step; each one only adds what is missing, so this is safe on every start. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  // Page documents are the site's own copy (always); articles, FAQs and logos come with demo content.
  if (options.siteContent !== false) {
    const site = await seedSiteContent(db, { demo: options.demo, files: options.files, privateFiles: options.privateFiles });
    options.log.info(site, 'seed: site content ready');
  }
  // The assessment library is product content, not demo data: every installation gets it.
  const library = await db.transaction((tx) => seedCompetencyLibrary(tx));
  options.log.info({ created: library.created }, 'seed: competency library ready');
  if (!options.demo) return;
  const accounts = await db.transaction((tx) => seedDemoAccounts(tx));
  options.log.info({ createdAccounts: accounts.created }, 'seed: demo accounts ready');
  const organisation = await db.transaction((tx) => seedDemoOrganisation(tx));
  options.log.info({ createdPeople: organisation.createdPeople }, 'seed: demo organisation ready');
  if (!options.app) return;
  const assessments = await seedDemoAssessments(options.app);
  options.log.info(assessments, 'seed: demo assessments ready');
}
