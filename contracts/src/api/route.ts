import type { z } from 'zod';
import type { Action } from '../permissions.ts';

/**
 * One call of the JSON API as both sides know it (docs/decisions/015): its method, its path under
 * `/api` (Fastify's `:name` parameters), who may call it, and the zod schemas of what goes in and
 * what comes back. The server registers its route from it (`server/src/http/contract-route.ts`),
 * so the guard, the OpenAPI document and the validation come from the same route; the web calls
 * it through `api(route, input)` (`web/app/lib/api.ts`), typed end to end and checked against
 * `response` in development and tests, and may gate a screen on `mayCall(caller, route)`.
 */
export interface ApiRoute<
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
  Fields extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: Method;
  readonly path: Path;
  /**
   * Who may call it: an action of permissions.ts. The server's guard answers 401/402/403 from it
   * before the body is read (server/src/http/access.ts), and refuses to register an /api route
   * without one.
   */
  readonly access: Action;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** More for the OpenAPI document, when one line is not enough. */
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /**
   * A multipart form instead of a JSON body: one file part named `file` and these text fields
   * (the server checks them with this schema after reading the parts).
   */
  readonly upload?: { readonly fields: Fields };
  /** The answer is a file of this content type (an Excel workbook, a PDF), not JSON. */
  readonly download?: string;
  /** The work may go to the background: the same answer comes with 202 (a large import). */
  readonly queued?: true;
  /** The 200 answer: an envelope from envelopes.ts (absent for a download). */
  readonly response: Response;
}

/** A route, kept with its literal types (so `api()` and the server's handler know its shapes). */
export function defineRoute<
  const Method extends 'GET' | 'POST',
  const Path extends string,
  Response extends z.ZodType | undefined,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Fields extends z.ZodType | undefined = undefined,
>(route: ApiRoute<Method, Path, Params, Query, Body, Response, Fields>): ApiRoute<Method, Path, Params, Query, Body, Response, Fields> {
  return route;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** `{ key: T }`, or `{ key?: T }` when T asks for nothing (every field optional), or nothing at all. */
type Part<Key extends string, S> = S extends z.ZodType
  ? object extends InputOf<S>
    ? { [K in Key]?: InputOf<S> }
    : { [K in Key]: InputOf<S> }
  : { [K in Key]?: never };

/* The schemas of a route, read from its type parameters (its properties are optional, so reading them would add `undefined`). */
export type ParamsOf<R> = R extends ApiRoute<infer _M, infer _P, infer S> ? S : never;
export type QueryOf<R> = R extends ApiRoute<infer _M, infer _P, infer _A, infer S> ? S : never;
export type BodyOf<R> = R extends ApiRoute<infer _M, infer _P, infer _A, infer _Q, infer S> ? S : never;
export type ResponseOf<R> = R extends ApiRoute<infer _M, infer _P, infer _A, infer _Q, infer _B, infer S> ? S : never;
export type UploadFieldsOf<R> = R extends ApiRoute<infer _M, infer _P, infer _A, infer _Q, infer _B, infer _R, infer S> ? S : never;

/** What a caller sends: the path's parameters, the query and the JSON body, each only when the route has it. */
export type RouteInput<R extends ApiRoute> = Part<'params', ParamsOf<R>> & Part<'query', QueryOf<R>> & Part<'body', BodyOf<R>>;

/** What the route answers with on success (the whole envelope). */
export type RouteResponse<R extends ApiRoute> = ResponseOf<R> extends z.ZodType ? z.output<ResponseOf<R>> : never;

/** The `data` of a route's single envelope. */
export type RouteData<R extends ApiRoute> = RouteResponse<R> extends { data: infer D } ? D : never;

/** `/x/Get/:id` with `{ id: 'a b' }` → `/x/Get/a%20b`; a missing parameter is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: the parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}
