import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type FieldError } from '@rira/contracts';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { AppError } from './app-error.ts';
import { issueMessageKey, t } from './translate.ts';

const STATUS_TO_CODE: Record<number, ErrorCode> = {
  400: 'badRequest',
  401: 'unauthorized',
  402: 'licenceExpired',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  503: 'unavailable',
};

/** How long a caller is asked to wait when the database cannot be reached. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The one error handler: every failure leaves as `{ succeeded: false, message, errors }` with
 * a translated message. A 500 says nothing of its cause to the caller; the log has it. A
 * database that cannot be reached is a 503 with Retry-After, not a 500.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.lang ?? 'fa';

    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      const errors: FieldError[] = error.fieldErrors.map((f) => ({ ...f, message: t(lang, f.message, error.params) }));
      // Lists of reasons carry message keys; like every message, they leave translated.
      const extra = Object.fromEntries(
        Object.entries(error.extra).map(([k, v]) => [
          k,
          Array.isArray(v)
            ? v.map((item: unknown) => {
                if (!item || typeof item !== 'object' || !('messageKey' in item)) return item;
                const { messageKey, ...rest } = item as { messageKey: string };
                return { ...rest, message: t(lang, messageKey) };
              })
            : v,
        ]),
      );
      // A 403 with its own message refuses this one action under a rule (a shared account, one's
      // own assessment…): the caller keeps their session and the screen shows the message. A bare
      // 403 means the caller's role may not use the call at all.
      const rule = error.status === 403 && error.messageKey !== 'errors.forbidden' ? { reason: 'rule' } : {};
      return reply
        .status(error.status)
        .send({ ...extra, ...rule, succeeded: false, message: t(lang, error.messageKey, error.params), errors });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // One message per field (the first problem found), as a form shows it.
      const byField = new Map<string, FieldError>();
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const key = issueMessageKey({ code: issue.keyword, message: issue.message });
        if (!byField.has(field)) byField.set(field, { ...(field ? { field } : {}), code: key.split('.').pop()!, message: t(lang, key) });
      }
      const errors = [...byField.values()];
      return reply.status(400).send({ succeeded: false, message: t(lang, 'errors.validation'), errors });
    }

    if (isResponseSerializationError(error as never)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ succeeded: false, message: t(lang, 'errors.internal'), errors: [] });
    }

    if (isDatabaseUnavailable(error)) {
      // Down, restarting or failing over: nothing is wrong with the request, so the caller is
      // told to try again shortly rather than shown a failure. The pool reconnects on its own.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ succeeded: false, message: t(lang, 'errors.temporarilyUnavailable'), errors: [] });
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ succeeded: false, message: t(lang, 'errors.internal'), errors: [] });
    }
    // Fastify's own refusals (bad JSON, body too large, unknown content type, rate limit…).
    const code = STATUS_TO_CODE[status] ?? 'badRequest';
    return reply
      .status(ERROR_STATUS[code] === status ? status : 400)
      .send({ succeeded: false, message: t(lang, `errors.${code}`), errors: [] });
  });
}
