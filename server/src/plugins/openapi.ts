import fp from 'fastify-plugin';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifySchema, type RouteOptions } from 'fastify';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@rira/contracts';
import { ACTIONS, membersOf, type Action } from '@rira/contracts/permissions';
import { isRateLimited } from './rate-limit.ts';
import { TAG_DESCRIPTIONS } from './openapi-tags.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart/form-data upload (with `consumes: ['multipart/form-data']`): one file part
     * `file` and these text fields. The OpenAPI document shows them; the route reads and checks
     * them itself (http/multipart.ts, http/contract-route.ts). Same shape as a contract route's `upload`.
     */
    upload?: { readonly fields?: z.ZodType };
  }
}

/** Where the document is served (JSON at `/api/docs/openapi.json`) with its reference page. */
export const DOCS_PREFIX = '/api/docs';

/** The name of the session cookie's security scheme. */
const SESSION = 'session';

/**
 * `/api/manager/applicationUser/GetAll` → `managerApplicationUserGetAll`: the call's path without
 * `/api` and its parameters, in camelCase. Paths are the API's published names, so the ids stay
 * stable; a route may still name its own (`schema.operationId`).
 */
export function operationIdFor(url: string): string {
  const words = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':') && !segment.startsWith('{'))
    .map((segment) => segment.replace(/[^A-Za-z0-9]/g, ''))
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w[0]!.toLowerCase() : w[0]!.toUpperCase()) + w.slice(1)).join('');
}

/** The error answers the document names, each a shared response with the one error envelope. */
const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    description: 'The request is malformed or a field is invalid: `errors` names each field with its code and message.',
  },
  401: { name: 'Unauthorized', description: 'No valid session: sign in first (the `rira_sid` cookie is missing or has expired).' },
  402: { name: 'LicenceExpired', description: 'The licence of the company in the session has expired.' },
  403: {
    name: 'Forbidden',
    description:
      'The caller’s role may not use this call; or a rule refuses this one action (`reason: "rule"`, the message says which); or a modifying call came from another site.',
  },
  404: { name: 'NotFound', description: 'What the call names does not exist, or is not the caller’s to see.' },
  409: {
    name: 'Conflict',
    description: 'The change conflicts with the current state: a duplicate, a row still in use, a state that does not allow it.',
  },
  413: { name: 'PayloadTooLarge', description: 'The body or the uploaded file is too large.' },
  415: {
    name: 'UnsupportedMediaType',
    description:
      'The body’s content type is not accepted (an upload must be multipart/form-data; a file must be of an accepted type, checked by its content).',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts from this address or for this account: try again after `Retry-After` seconds.',
  },
  503: { name: 'Unavailable', description: 'The database cannot be reached for now: try again after `Retry-After` seconds.' },
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;
const RETRY_AFTER: readonly ErrorStatus[] = [429, 503];

/** Marks, on a transformed operation, the error answers it lists (replaced by `$ref`s in transformObject). */
const ERRORS_MARK = 'x-rira-errors';

/** The sign-in calls the auth service throttles itself (auth.service.ts: password checks, one-time codes). */
const THROTTLED = new Set([
  'POST /api/Authentication/AuthorizeWithPassword',
  'POST /api/Authentication/RegisterPhoneNumber',
  'POST /api/Authentication/UpdateVerificationCode',
  'POST /api/Authentication/ForgotPassword',
]);

/** A POST that only reads, by its name (`GetAll`, `GetMine`, `SearchColleagues`…). */
const READ = /^(Get|Search)/i;

type JsonObject = { properties?: Record<string, unknown>; anyOf?: JsonObject[]; oneOf?: JsonObject[]; allOf?: JsonObject[] };

/** The last word of a call's path, its parameters aside: `/api/admin/Company/Get/:id` → `Get`. */
function operationName(url: string): string {
  return (
    url
      .split('/')
      .filter((segment) => segment && !segment.startsWith(':'))
      .at(-1) ?? ''
  );
}

/** Whether a JSON schema (a body, a query, upload fields) names a row: `id` or `…Id`. */
function namesARow(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as JsonObject;
  if (Object.keys(s.properties ?? {}).some((key) => key === 'id' || /Id$/.test(key))) return true;
  return [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].some(namesARow);
}

/**
 * The error answers an operation can give, from what the route declares: its access action (401,
 * 402, 403), its method (a modifying call: the cross-site check's 403, the body's 413/415, and for
 * a signed-in area's change, 409), an id it names (404), its rate limits (429). Every call may
 * answer 400 (a malformed request) and 503 (the database out of reach); anything else (500) is the
 * `default` answer, with the same envelope.
 */
function errorsOf(route: RouteOptions, url: string, method: string, action: Action | undefined, documented: FastifySchema): ErrorStatus[] {
  const errors = new Set<ErrorStatus>([400, 503]);
  const members = action ? membersOf(action) : 'anyone';
  const write = method !== 'GET';
  if (members !== 'anyone') {
    errors.add(401).add(403);
    const anyLicence = action && 'anyLicence' in ACTIONS[action] && ACTIONS[action].anyLicence === true;
    if (!anyLicence) errors.add(402);
  }
  if (write) {
    errors.add(403).add(413).add(415);
    if (members !== 'anyone' && members !== 'signedIn' && !READ.test(operationName(url))) errors.add(409);
  }
  if (/:\w/.test(url) || namesARow(documented.body) || namesARow(documented.querystring)) errors.add(404);
  if (isRateLimited(route) || THROTTLED.has(`${method} ${url}`)) errors.add(429);
  return [...errors].sort((a, b) => a - b);
}

/** `schema.upload` as a JSON body: the fields' schema (converted like any body) and the file part. */
function uploadBody(converted: FastifySchema): Record<string, unknown> {
  const fields = (converted.body ?? { type: 'object', properties: {} }) as { properties?: Record<string, unknown>; required?: string[] };
  return {
    ...fields,
    type: 'object',
    properties: {
      file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description: 'The file (one part).' },
      ...fields.properties,
    },
    required: ['file', ...(fields.required ?? [])],
  };
}

/**
 * Per route: the zod schemas become JSON schemas (fastify-type-provider-zod), and the operation
 * gets its operationId, its security (from its contract route's access, which `serve()` put in
 * `config.access`: public calls `[]`, the others the session cookie), its upload's multipart
 * fields, its download's content and the error answers it can give. Only `/api` operations are
 * documented: the pages (the SSR catch-all `/*`), files for search engines and the reference page
 * itself are not.
 */
const transform: SwaggerTransform = (document) => {
  const { url, route } = document;
  if (!url.startsWith('/api/') || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`)) return { schema: { hide: true }, url };
  const { upload, ...declared } = document.schema ?? {};
  if (declared.hide) return { schema: { hide: true }, url };
  const converted = jsonSchemaTransform({ ...document, schema: upload?.fields ? { ...declared, body: upload.fields } : declared });
  const schema: FastifySchema & Record<string, unknown> = { ...converted.schema };
  const method = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD')[0] ?? 'GET';
  const action = route.config?.access;

  schema.operationId ??= operationIdFor(url);
  schema.security = action && membersOf(action) !== 'anyone' ? [{ [SESSION]: [] }] : [];
  if (schema.consumes?.includes('multipart/form-data')) {
    schema.body = uploadBody(converted.schema);
    schema.consumes = ['multipart/form-data'];
  }
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  if (schema.produces?.length && !response[200]) {
    response[200] = {
      description: 'The file.',
      content: Object.fromEntries(schema.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    };
    schema.response = response;
  }
  schema[ERRORS_MARK] = errorsOf(route, url, method, action, schema);
  return { schema, url: converted.url };
};

type Operation = {
  operationId?: string;
  tags?: string[];
  responses?: Record<string, { description?: string; $ref?: string }>;
  [ERRORS_MARK]?: ErrorStatus[];
};

/** For the answers a route gives a schema but no description of its own. */
const ANSWER_DESCRIPTIONS: Record<string, string> = {
  200: 'Succeeded.',
  202: 'Accepted: the work goes on in the background (the answer says how to follow it).',
  503: 'The database does not answer.',
};

/**
 * The whole document: the shared error envelope and error answers (only those some operation
 * uses), the declared tags with their descriptions, and a check that no two operations share an
 * operationId (a client generator would name two calls alike).
 */
const transformObject: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) throw new Error('the API is documented as OpenAPI 3');
  const document = documentObject.openapiObject as {
    paths?: Record<string, Record<string, Operation>>;
    components?: Record<string, Record<string, unknown>>;
    tags?: { name: string; description?: string }[];
  };
  const used = new Set<ErrorStatus>();
  const tags = new Set<string>();
  const ids = new Map<string, string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const where = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId ?? '';
      const clash = ids.get(id.toLowerCase());
      if (clash) throw new Error(`OpenAPI: ${where} and ${clash} have the same operationId "${id}": give one its own schema.operationId`);
      ids.set(id.toLowerCase(), where);
      operation.tags?.forEach((tag) => tags.add(tag));
      const responses = (operation.responses ??= {});
      for (const [status, answer] of Object.entries(responses)) {
        if (answer.description === 'Default Response' && ANSWER_DESCRIPTIONS[status]) answer.description = ANSWER_DESCRIPTIONS[status];
      }
      for (const status of operation[ERRORS_MARK] ?? []) {
        if (responses[status]) continue;
        responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
        used.add(status);
      }
      responses.default = { $ref: '#/components/responses/Error' };
      delete operation[ERRORS_MARK];
    }
  }

  const envelope = { $ref: '#/components/schemas/ErrorEnvelope' };
  const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } } };
  const responses: Record<string, unknown> = {};
  for (const status of [...used].sort((a, b) => a - b)) {
    const { name, description } = ERROR_RESPONSES[status];
    responses[name] = {
      description,
      ...(RETRY_AFTER.includes(status) ? { headers: retryAfter } : {}),
      content: { 'application/json': { schema: envelope } },
    };
  }
  responses.Error = {
    description: 'Any other failure (500): the message says nothing of its cause (the server’s log has it).',
    content: { 'application/json': { schema: envelope } },
  };
  const components = document.components ?? {};
  return {
    ...document,
    tags: [
      ...Object.entries(TAG_DESCRIPTIONS)
        .filter(([name]) => tags.has(name))
        .map(([name, description]) => ({ name, description })),
      ...[...tags].filter((name) => !TAG_DESCRIPTIONS[name]).map((name) => ({ name })),
    ],
    components: {
      ...components,
      schemas: { ...components.schemas, ErrorEnvelope: errorEnvelopeJsonSchema() },
      responses: { ...components.responses, ...responses },
    },
  } as never;
};

/** The one error body, `{ succeeded: false, message, errors: [{ field, code, message }] }` (contracts/src/envelopes.ts). */
function errorEnvelopeJsonSchema(): Record<string, unknown> {
  const schema = errorEnvelopeSchema.extend({
    reason: z.literal('rule').optional().describe('A 403 that refuses this one action under a rule (the caller keeps their session).'),
  });
  // Input form: an error body may carry more (an import's `job` with its problems).
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' });
  return {
    ...json,
    description:
      'Every failure, in the caller’s language (`rira_lang` cookie or `?lang=`): a message to show and, for a 400, one entry per field.',
  };
}

/** The OpenAPI 3.1 document, generated from the routes' zod schemas, and a reference page at /api/docs. */
export default fp(async (app) => {
  const publicUrl = app.config.publicUrl;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RIRA API',
        version: '1.0.0',
        description:
          'JSON API of the RIRA website, admin panel and 360-degree assessment platform. Paths are matched case-insensitively. ' +
          'Credentials travel in the httpOnly session cookie `rira_sid`; a modifying call must come from the site itself (its `Origin`). ' +
          'Errors answer `{ succeeded: false, message, errors: [{ field, code, message }] }` in the caller’s language (`rira_lang` cookie or `?lang=`).',
        contact: { name: 'RIRA', url: `${publicUrl}/contact-us` },
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // The deployment's address when it is configured; otherwise relative to where the document is served.
      servers: [
        app.config.PUBLIC_URL
          ? { url: publicUrl, description: 'This deployment (PUBLIC_URL)' }
          : { url: '/', description: 'The server that serves this document' },
      ],
      components: {
        securitySchemes: {
          [SESSION]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'rira_sid',
            description: 'The session cookie set by the sign-in calls (httpOnly).',
          },
        },
      },
    },
    // The paths keep their `/api` even when PUBLIC_URL has a path of its own.
    stripBasePath: false,
    transform,
    transformObject,
  });
  // The reference page is loaded on its first request: its package holds the page's whole browser
  // bundle as one string and its OpenAPI tooling, about 23 MB of memory that most servers never
  // need (decision 018). It runs in a Fastify instance of its own, which these two routes ask.
  let reference: Promise<FastifyInstance> | undefined;
  const referenceApp = () =>
    (reference ??= (async () => {
      const { default: scalar } = await import('@scalar/fastify-api-reference');
      const inner = Fastify({ logger: false, routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } });
      await inner.register(scalar, {
        routePrefix: DOCS_PREFIX,
        // Served from this server, no external fonts or scripts.
        configuration: {
          withDefaultFonts: false,
          hideClientButton: true,
          telemetry: false,
          content: () => app.swagger(),
        } as never,
      });
      await inner.ready();
      return inner;
    })());
  app.addHook('onClose', async () => {
    await (await reference?.catch(() => undefined))?.close();
  });
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await referenceApp()).inject({ method: 'GET', url: request.url });
    for (const name of FORWARDED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  app.get(DOCS_PREFIX, { schema: { hide: true } }, forward);
  app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, forward);
});

/** What the reference page's own answers say that the browser needs. */
const FORWARDED_HEADERS = ['content-type', 'content-disposition', 'location'] as const;
