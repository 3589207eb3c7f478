import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { ApiRoute, BodyOf, ParamsOf, QueryOf, ResponseOf, UploadFieldsOf } from '@rira/contracts/api/route';
import { AppError } from './app-error.ts';
import { readMultipart, type MultipartUpload } from './multipart.ts';
import { issueMessageKey } from './translate.ts';

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a contract route's handler gets: params, query and body as its schemas parsed them. */
export type ContractRequest<R extends ApiRoute> = FastifyRequest<{
  Params: OutputOf<ParamsOf<R>>;
  Querystring: OutputOf<QueryOf<R>>;
  Body: OutputOf<BodyOf<R>>;
}>;

/**
 * What a handler gives back: the route's answer (its envelope, serialised through the response
 * schema) or, for downloads, uploads that may answer 202 and the like, the reply it has sent.
 */
export type ContractResult<R extends ApiRoute> = ResponseOf<R> extends z.ZodType ? z.input<ResponseOf<R>> | FastifyReply : FastifyReply;

export type ContractHandler<R extends ApiRoute> = (request: ContractRequest<R>, reply: FastifyReply) => Promise<ContractResult<R>>;

/** Route options that are the server's business, not the contract's (limits, hooks). */
export type ServerRouteOptions = Pick<RouteOptions, 'bodyLimit' | 'onRequest' | 'preHandler' | 'config'>;

/** The Fastify schema of a contract route: validation and the OpenAPI document from the same zod schemas. */
export function schemaOf(route: ApiRoute): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = { tags: [...route.tags], summary: route.summary };
  if (route.description) schema.description = route.description;
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  if (route.response) schema.response = route.queued ? { 200: route.response, 202: route.response } : { 200: route.response };
  if (route.upload) {
    schema.consumes = ['multipart/form-data'];
    // The OpenAPI document shows the form's fields (plugins/openapi.ts).
    schema.upload = route.upload;
  }
  if (route.download) schema.produces = [route.download];
  return schema;
}

/**
 * Registers one call of the contract (contracts/src/api/*) on this server: method, path, who may
 * call it (`config.access`, from which http/access.ts adds the guard) and schemas come from the
 * route table, the handler from the module. Routes registered this way and the web's `api()`
 * cannot disagree on a path or a shape.
 */
export function serve<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: ContractHandler<R>,
  options: ServerRouteOptions = {},
): void {
  app.route({
    ...options,
    method: route.method,
    url: route.path,
    config: { ...options.config, access: route.access },
    schema: schemaOf(route),
    handler: handler as unknown as RouteOptions['handler'],
  });
}

/**
 * Reads an upload route's multipart form: the file and the text fields checked against the
 * route's `upload.fields` schema. Every problem (a field, the missing file) comes back at once as
 * a 400; nothing is read past `maxFileBytes` (413).
 */
export async function readUpload<R extends ApiRoute>(
  request: FastifyRequest,
  route: R,
  maxFileBytes: number,
): Promise<{ fields: OutputOf<UploadFieldsOf<R>>; file: NonNullable<MultipartUpload['file']> }> {
  if (!route.upload?.fields) throw new Error(`${route.path} is not an upload`);
  const { fields, file } = await readMultipart(request, maxFileBytes);
  const parsed = route.upload.fields.safeParse(fields);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), code: 'invalid', message: issueMessageKey(issue) }));
  // An empty file part (a form sent without choosing a file) is as missing as no part at all.
  if (!file || file.bytes.length === 0) problems.push({ field: 'file', code: 'required', message: 'validation.required' });
  if (problems.length || !parsed.success || !file || file.bytes.length === 0) throw new AppError('validation', { fieldErrors: problems });
  return { fields: parsed.data as OutputOf<UploadFieldsOf<R>>, file };
}
