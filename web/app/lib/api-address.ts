import { fillPath, type ApiRoute, type RouteInput, type RouteResponse } from '@rira/contracts/api/route';
import type { LanguageCode } from '@rira/contracts/language';
import { apiRequest } from './api-client.ts';
import type { CallOptions } from './api.ts';

/**
 * A call of the contract as a hydrating public page's browser code knows it: the route's method
 * and path, typed by the route table through a type-only import
 * (`RouteAddress<typeof magazineContract.list>`), so the compiler checks the address against the
 * table while the table's zod schemas stay out of the page's bundle (docs/decisions/015; the
 * panel, which loads its schemas anyway, calls `api()` with the route itself). What such a call
 * does not get is the answer's check against the schema in development: its component test
 * checks its stand-in answer against the route instead.
 */
export interface RouteAddress<R extends ApiRoute> {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Never set: it carries the route's type to `apiAt()`. */
  readonly route?: R;
}

/** The input argument, optional when the route asks for nothing required (as `api()`'s). */
type InputArgs<R extends ApiRoute> =
  object extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: AddressCallOptions]
    : [input: RouteInput<R>, options?: AddressCallOptions];

export interface AddressCallOptions extends CallOptions {
  /** The page's language, named on the call (`?lang=`), so the answer and its errors speak it. */
  lang?: LanguageCode;
}

/** Calls a route by its address and returns its whole answer (the envelope), typed by the table. */
export async function apiAt<R extends ApiRoute>(address: RouteAddress<R>, ...[input, options]: InputArgs<R>): Promise<RouteResponse<R>> {
  const given = input as
    { params?: Record<string, unknown>; query?: Record<string, string | number | boolean | undefined | null>; body?: unknown } | undefined;
  const { lang, ...rest } = options ?? {};
  return apiRequest<RouteResponse<R>>(fillPath(address.path, given?.params), {
    ...rest,
    method: address.method,
    query: lang ? { ...given?.query, lang } : given?.query,
    body: address.method === 'POST' ? (given?.body ?? {}) : undefined,
  });
}
