import {
  fillPath,
  type ApiRoute,
  type RouteData,
  type RouteInput,
  type RouteResponse,
  type UploadFieldsOf,
} from '@rira/contracts/api/route';
import type { z } from 'zod';
import { apiRequest, apiUrl, type ApiRequestOptions } from './api-client.ts';

/**
 * The web's way to a call of the contract (contracts/src/api/*, docs/decisions/015): the route
 * names the method, the path and the shapes, so a call cannot name a path that does not exist or
 * misread what comes back. In development and in tests every answer is checked against the
 * route's response schema: a mismatch is logged (development) or thrown (tests), so a drift
 * between the server and the web shows where it happens, not as an `undefined` three screens on.
 */
export type CallOptions = Omit<ApiRequestOptions, 'method' | 'body' | 'formData' | 'query'>;

/** The input argument, optional when the route asks for nothing required. */
type InputArgs<R extends ApiRoute> =
  object extends RouteInput<R> ? [input?: RouteInput<R>, options?: CallOptions] : [input: RouteInput<R>, options?: CallOptions];

type Query = ApiRequestOptions['query'];

function addressOf(route: ApiRoute, input: { params?: unknown } | undefined): string {
  return fillPath(route.path, input?.params as Record<string, unknown> | undefined);
}

/** Checks an answer against its route's schema where mistakes are found (development, tests). */
export function checkAnswer(route: ApiRoute, body: unknown): void {
  if (!import.meta.env.DEV || !route.response) return;
  const result = route.response.safeParse(body);
  if (result.success) return;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
  const message = `${route.method} ${route.path}: the answer does not match the contract — ${problems}`;
  if (import.meta.env.MODE === 'test') throw new Error(message);
  console.error(message, body);
}

/** Calls a route and returns its whole answer (the envelope). */
export async function api<R extends ApiRoute>(route: R, ...[input, options]: InputArgs<R>): Promise<RouteResponse<R>> {
  const given = input as { params?: unknown; query?: Query; body?: unknown } | undefined;
  const body = await apiRequest<RouteResponse<R>>(addressOf(route, given), {
    ...options,
    method: route.method,
    query: given?.query,
    body: route.method === 'POST' ? (given?.body ?? {}) : undefined,
  });
  checkAnswer(route, body);
  return body;
}

/** Calls a route answering a single envelope and returns its `data`. */
export async function apiData<R extends ApiRoute>(route: R, ...args: InputArgs<R>): Promise<RouteData<R>> {
  const envelope = (await api(route, ...args)) as { data?: unknown } | null;
  return (envelope?.data ?? null) as RouteData<R>;
}

/** The address of a download route (a workbook, a PDF), for a link or `window.location`. */
export function apiHref<R extends ApiRoute>(route: R, ...[input]: InputArgs<R>): string {
  const given = input as { params?: unknown; query?: Query } | undefined;
  return apiUrl(addressOf(route, given), given?.query);
}

type FieldsOf<R extends ApiRoute> = UploadFieldsOf<R> extends z.ZodType ? z.input<UploadFieldsOf<R>> : never;

/** Sends an upload route's multipart form: the file and its text fields (empty ones left out). */
export async function apiUpload<R extends ApiRoute>(
  route: R,
  upload: { file: Blob; fields?: FieldsOf<R>; params?: Record<string, string> },
  options: CallOptions = {},
): Promise<RouteResponse<R>> {
  const formData = new FormData();
  for (const [name, value] of Object.entries((upload.fields ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') formData.append(name, String(value));
  }
  formData.append('file', upload.file);
  const body = await apiRequest<RouteResponse<R>>(addressOf(route, upload), { loading: true, ...options, method: 'POST', formData });
  checkAnswer(route, body);
  return body;
}
