import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Every setting the server reads from the environment, checked once at start-up. A wrong
 * value stops the server with a message naming the setting (see loadConfig).
 */
const booleanString = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` accepts beside addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which hops' `X-Forwarded-For` the server believes (Fastify's `trustProxy`): none (`false`), the
 * last N hops (a number: 1 for one nginx in front), or the hops whose own address is in a list of
 * addresses and CIDR ranges. `true` (every hop) is refused: the client writes the leftmost entry,
 * so with it any client chooses the address that sign-in limits, one-time codes and the audit log
 * see (issue 24).
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must not be true: trusting every hop lets any client choose its own address (sign-in limits, audit log). Set the number of proxies in front of the server (1 for one nginx) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/24)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'must be a number of proxies from 1 to 10, or their addresses' });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value.split(',').map((e) => e.trim());
    const wrong = entries.filter((e) => !isProxyAddress(e));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a number of proxies or a comma-separated list of their addresses or CIDR ranges; not an address: ${wrong.map((w) => JSON.stringify(w)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

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
    /** Behind a reverse proxy: how many proxies (`1`), or their addresses, whose X-Forwarded-For is believed. */
    TRUST_PROXY: trustProxySetting.default(false),
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
    /** Serves Prometheus metrics at /metrics to scrapes that send `Authorization: Bearer <token>`; unset, there are none. */
    METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** Seconds without a report PDF printed after which the printer's Chromium is closed (0: kept while the server runs). */
    PDF_BROWSER_IDLE_SECONDS: z.coerce.number().int().min(0).default(300),
    /**
     * Prints on one warm page before it is closed and a fresh one opened for the next: Chromium's
     * memory grows with every document a page has held (docs/decisions/038, the benches).
     */
    PDF_PRINTS_PER_PAGE: z.coerce.number().int().min(1).default(25),
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

/**
 * `TRUST_PROXY` as Fastify's `trustProxy`. Fastify 5 now refuses to trust anything for a bare hop
 * count (a client that reaches the server directly could send as many hops as it likes), so a
 * number becomes the rule itself: the connection's own peer and the next N-1 entries of
 * X-Forwarded-For are proxies, the entry after them the client. That holds only where nothing but
 * the proxies can connect (HOST=127.0.0.1 or a private address), as the guide says; a list of the
 * proxies' addresses holds even where others could.
 */
export function trustProxyOption(setting: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting === 0 ? false : (_address: string, hop: number) => hop < setting;
  return setting;
}

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
