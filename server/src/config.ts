import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Every setting the server reads from the environment, checked once at start-up. A wrong
 * value stops the server with a message naming the setting (see loadConfig).
 */
const booleanString = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The address people reach the site at; used in e-mails, canonical links and cookie security. */
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** PostgreSQL instead of the embedded PGlite, e.g. postgres://user@host:5432/rira. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    SEED_DEMO: booleanString.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Secure cookies; defaults to on when PUBLIC_URL is https. */
    COOKIE_SECURE: booleanString.optional(),
    /** Where the built web app lives (react-router build output). */
    WEB_BUILD_DIR: z.string().optional(),
    SMS_PROVIDER: z.enum(['console', 'kavenegar', 'smsir']).default('console'),
    KAVENEGAR_API_KEY: z.string().optional(),
    KAVENEGAR_SENDER: z.string().optional(),
    SMSIR_API_KEY: z.string().optional(),
    SMSIR_TEMPLATE_ID: z.coerce.number().int().optional(),
    /** The SMS.ir line that sends texts other than one-time codes (invitations, reminders, notices). */
    SMSIR_LINE_NUMBER: z.coerce.number().int().positive().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().default('RIRA <no-reply@rira.local>'),
    /** Set to `1`/`true` only behind a proxy that sets X-Forwarded-For. */
    TRUST_PROXY: booleanString.default(false),
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
    /** Serves Prometheus metrics at /metrics to scrapes that send `Authorization: Bearer <token>`; unset, there are none. */
    METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** Seconds without a report PDF printed after which the printer's Chromium is closed (0: kept while the server runs). */
    PDF_BROWSER_IDLE_SECONDS: z.coerce.number().int().min(0).default(300),
    /** Start the printer's Chromium when someone opens a report, so their first PDF does not wait for it to start. */
    PDF_WARM_ON_OPEN: booleanString.default(true),
    /** Heap (MB) and time (ms) of the worker thread that reads one uploaded workbook; past either, the upload is refused (413). */
    WORKBOOK_WORKER_MEMORY_MB: z.coerce.number().int().min(8).default(512),
    WORKBOOK_WORKER_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
    /** A `Server-Timing` header on rendered pages (data, render, hash), for benches; off: it tells visitors how long the server worked. */
    SERVER_TIMING: booleanString.default(false),
    /** Where uploaded files live: `local` (DATA_DIR/uploads and DATA_DIR/private) or `s3` (one S3-compatible bucket, docs/decisions/024). */
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens' })
      .optional(),
    /** The S3 API's address for a service other than AWS, e.g. https://s3.ir-thr-at1.arvanstorage.ir. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; ArvanCloud and MinIO need it. */
    S3_FORCE_PATH_STYLE: booleanString.default(false),
    /** Seconds between an idle worker's looks for a new job (docs/decisions/025). */
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /**
     * A running job's lease: its worker renews it every half of this; a job not renewed for this
     * long (its server died) is handed to another server at the next supervision.
     */
    JOB_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
    /** Seconds between the looks for jobs whose lease ran out (any one server does each look). */
    JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Seconds a shutdown waits for running jobs to finish before handing them back. */
    JOB_STOP_SECONDS: z.coerce.number().int().min(1).max(600).default(8),
    /** How often assessments past their finish date are looked for and closed (once per period across all servers). */
    ASSESSMENT_CLOSE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  })
  .superRefine((c, ctx) => {
    if (c.SMS_PROVIDER === 'kavenegar' && !c.KAVENEGAR_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['KAVENEGAR_API_KEY'], message: 'is required when SMS_PROVIDER=kavenegar' });
    }
    if (c.SMS_PROVIDER === 'smsir' && (!c.SMSIR_API_KEY || !c.SMSIR_TEMPLATE_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.SMSIR_API_KEY ? 'SMSIR_TEMPLATE_ID' : 'SMSIR_API_KEY'],
        message: 'is required when SMS_PROVIDER=smsir',
      });
    }
    if (c.STORAGE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
      }
    }
  });

export type RawConfig = z.infer<typeof configSchema>;
export type Config = RawConfig & {
  publicUrl: string;
  cookieSecure: boolean;
  dataDir: string;
  webBuildDir: string;
  webSourceDir: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    publicUrl,
    cookieSecure: c.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    dataDir: path.resolve(c.DATA_DIR),
    webSourceDir: fileURLToPath(new URL('../../web', import.meta.url)),
    // This module sits two folders below the repository root both as source (server/src)
    // and bundled (server/dist), so the default web build folder resolves the same way.
    webBuildDir: c.WEB_BUILD_DIR ? path.resolve(c.WEB_BUILD_DIR) : fileURLToPath(new URL('../../web/build', import.meta.url)),
  };
}
