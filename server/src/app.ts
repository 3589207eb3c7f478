import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.ts';
import { openDatabase, SERVER_CONNECTION_NAMES, type Database, type DatabaseHandle, type DatabaseLog } from './db/client.ts';
import { describeMigrations, migrateAndReport } from './db/migration-report.ts';
import access from './http/access.ts';
import { COMPRESSION_OPTIONS } from './http/compression.ts';
import { installErrorHandler } from './http/error-handler.ts';
import requestsInFlight from './http/in-flight.ts';
import { requestLogSerializer } from './http/log-redaction.ts';
import { t } from './http/translate.ts';
import csrf from './plugins/csrf.ts';
import domainEvents from './plugins/domain-events.ts';
import language from './plugins/language.ts';
import mail from './plugins/mail.ts';
import metrics from './plugins/metrics.ts';
import housekeeping from './plugins/housekeeping.ts';
import jobs from './plugins/jobs.ts';
import openapi from './plugins/openapi.ts';
import readiness from './plugins/readiness.ts';
import publicContentChanges from './plugins/public-content-changes.ts';
import publicData from './plugins/public-data.ts';
import session from './plugins/session.ts';
import sms from './plugins/sms.ts';
import ssr from './plugins/ssr.ts';
import storage from './plugins/storage.ts';
import rateLimit from './plugins/rate-limit.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { languageRoutes } from './modules/language/language.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { companyRoutes } from './modules/companies/companies.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { assessmentRoutes } from './modules/assessments/assessments.routes.ts';
import { participationRoutes } from './modules/assessments/participation.routes.ts';
import { libraryRoutes } from './modules/library/library.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { roundRoutes } from './modules/rounds/rounds.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { structureRoutes } from './modules/structure/structure.routes.ts';
import { articleViewsPlugin } from './modules/magazine/article-views.ts';
import { magazineRoutes } from './modules/magazine/magazine.routes.ts';
import { siteContentRoutes } from './modules/site-content/site-content.routes.ts';
import { leadRoutes } from './modules/leads/leads.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
// content admin (issue 4): magazine, site lists and inbox, page editors
import { magazineAdminRoutes } from './modules/magazine-admin/magazine-admin.routes.ts';
import { siteAdminRoutes } from './modules/site-admin/site-admin.routes.ts';
import { pagesAdminRoutes } from './modules/pages-admin/pages-admin.routes.ts';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; when omitted the app opens one from the config and closes it on close. */
  database?: DatabaseHandle;
  /** Fastify logger options (tests pass a stream to read the log). */
  logger?: FastifyServerOptions['logger'];
  /** Serve the web app (SSR). Off in API tests. */
  web?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Logger options whose request lines keep no invitation or print token (http/log-redaction.ts). */
function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { ...logger, serializers: { req: requestLogSerializer as never, ...logger.serializers } };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: withRedactedRequests(options.logger ?? { level: config.LOG_LEVEL }),
    // The spec's paths come in several casings (/Blogs, Authentication/authorize…).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Keep a sane incoming id (from a proxy) or make one; it is on every log line.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = options.database ?? (await openDatabaseFromConfig(config, app.log));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!options.database) app.addHook('onClose', async () => database.close());

  installErrorHandler(app);

  // Compression before anything that sends bodies (static files and SSR).
  await app.register(compress, COMPRESSION_OPTIONS);
  // The page CSP carries a per-request nonce, so it is set by the SSR plugin, not here. HSTS comes
  // from here alone, and only when people reach the site over https (docs/deploy.md: nginx does not
  // add it, so it is sent once; decision 035).
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(cookie);
  await app.register(requestsInFlight);
  await app.register(readiness);
  // Before the session: a scrape is not a visitor, and every request's duration is measured.
  await app.register(metrics);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 5, fields: 20 } });
  await app.register(language);
  await app.register(session);
  // Before any route: each /api route gets its access guard (or the server does not start).
  await app.register(access);
  await app.register(csrf);
  await app.register(storage);
  await app.register(mail);
  await app.register(sms);
  await app.register(rateLimit);
  await app.register(openapi);
  // Before anything that queues or runs background work; started once the app is ready.
  await app.register(jobs);
  await app.register(housekeeping);
  await app.register(domainEvents);
  await app.register(articleViewsPlugin);
  await app.register(publicData);
  await app.register(publicContentChanges);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(languageRoutes);
      await api.register(notificationRoutes);
      await api.register(companyRoutes);
      await api.register(peopleRoutes);
      await api.register(structureRoutes);
      await api.register(dashboardRoutes);
      await api.register(libraryRoutes);
      await api.register(assessmentRoutes);
      await api.register(participationRoutes);
      await api.register(reportRoutes);
      await api.register(roundRoutes);
      await api.register(magazineRoutes);
      await api.register(siteContentRoutes);
      await api.register(leadRoutes);
      // content admin (issue 4)
      await api.register(magazineAdminRoutes);
      await api.register(siteAdminRoutes);
      await api.register(pagesAdminRoutes);
      await api.register(siteSettingsRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    reply.status(404).send({
      statusCode: 404,
      message: t('en', 'errors.pageNotFound', { path }),
      succeeded: false,
      errors: [],
    });
  });

  if (options.web !== false) await app.register(ssr);
  return app;
}

/**
 * `log` receives the PostgreSQL pool's lost connections (the app's logger, or the seed command's)
 * and, at info, what the migrations did ("applied N migrations" or "database up to date").
 */
export async function openDatabaseFromConfig(
  config: Config,
  log?: DatabaseLog & { info?(details: object, message: string): void },
): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, log, applicationName: SERVER_CONNECTION_NAMES.server }
      : { pgliteDir: `${config.dataDir}/pglite` },
  );
  try {
    const { message, details } = describeMigrations(await migrateAndReport(database));
    log?.info?.(details, message);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}
