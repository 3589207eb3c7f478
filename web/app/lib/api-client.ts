import type { FieldError } from '@rira/contracts/envelopes';
import { getActiveI18n, translate } from './i18n.ts';
import { notify } from './toast.ts';
import { loadingStore } from './loading-store.ts';
import { clearCurrentUser, signingOut } from './session.ts';

/**
 * The browser's only way to the JSON API, carrying the seed spec's §8 error catalogue:
 * - 401/403: forget the current user, stop loading, toast «دسترسی غیرمجاز», and go to '/' (401: no
 *   session) or to the panel's start (403: signed in, but not in a role that may do this, e.g. a role
 *   taken away meanwhile; the panel's guard asks again and offers the company and role chooser).
 *   A 403 with `reason: 'rule'` refuses one action under a rule and is shown like any other error;
 * - 402: forget the user, stop loading, go to /licenseExpired, toast the licence message;
 * - 502/503/504 from the proxy (no message of the server's): the server was briefly away, try again
 *   (for a POST: it may not have been saved);
 * - anything else: stop loading, toast the server's own (already translated) message;
 * - every successful POST: a success toast with the server's message (opt out per call).
 * Every failure is also thrown as an ApiError so forms can put field errors on their fields.
 */
export const API_BASE = '/api/';

/** Where a signed-in person refused by role goes: the panel's guard decides what they see there. */
const PANEL_START = '/admin/dashboard';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly body: unknown;

  constructor(status: number, message: string, errors: FieldError[] = [], body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** Field errors keyed by the request's field name (e.g. 'Username'); first message wins. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const error of this.errors) {
      if (error.field && !(error.field in out)) out[error.field] = error.message;
    }
    return out;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data instead of `body` (file uploads). */
  formData?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  /**
   * Success toast after a POST: true (default) uses the server's message or «ذخیره شد»,
   * a string replaces it, false keeps the call silent (background calls such as CheckIn).
   */
  successToast?: boolean | string;
  /** Error toast for errors other than 401/402/403; default true. Forms showing inline errors may turn it off. */
  errorToast?: boolean;
  /**
   * The 401/403/402 handling (clear user, navigate, toast); default true. Off for sign-in calls,
   * where 401 means "wrong password", and for the admin guard's own GetCurrentUser.
   */
  handleAuthErrors?: boolean;
  /** Shows the full-screen loading overlay while the call runs. */
  loading?: boolean;
  signal?: AbortSignal;
}

type Navigate = (to: string) => void;

let navigate: Navigate = (to) => {
  if (typeof window !== 'undefined') window.location.assign(to);
};

/** The root route registers React Router's navigate so redirects stay client-side. */
export function setApiNavigator(next: Navigate): () => void {
  const previous = navigate;
  navigate = next;
  return () => {
    navigate = previous;
  };
}

/**
 * An API address with its query. Every call names the page's language (`lang=`, unless the caller
 * names one): the server answers in it, whatever an older cookie says, and signing in keeps it
 * as the person's language (docs/decisions/014).
 */
export function apiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const url = API_BASE + path.replace(/^\/+/, '').replace(/^api\//i, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (!params.has('lang')) params.set('lang', getActiveI18n().language === 'en' ? 'en' : 'fa');
  return `${url}?${params.toString()}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

function errorsOf(body: unknown): FieldError[] {
  if (body && typeof body === 'object' && 'errors' in body) {
    const errors = (body as { errors: unknown }).errors;
    if (Array.isArray(errors)) {
      return errors.filter((e): e is FieldError => !!e && typeof e === 'object' && typeof (e as FieldError).message === 'string');
    }
  }
  return [];
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Sends one request and returns the parsed JSON body (the whole envelope). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body !== undefined || options.formData ? 'POST' : 'GET');
  const handleAuthErrors = options.handleAuthErrors ?? true;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  if (options.loading) loadingStore.start();
  try {
    let response: Response;
    try {
      response = await fetch(apiUrl(path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      const message = translate('http.network');
      if (options.errorToast !== false) await notify.error(message, { id: 'network-error' });
      throw new ApiError(0, message);
    }

    const parsed = await readBody(response);

    if (response.ok) {
      if (method === 'POST' && options.successToast !== false) {
        const text = typeof options.successToast === 'string' ? options.successToast : (messageOf(parsed) ?? translate('success.saved'));
        await notify.success(text);
      }
      return parsed as T;
    }

    const status = response.status;
    const serverMessage = messageOf(parsed);
    const errors = errorsOf(parsed);

    // A 403 for a rule (`reason: 'rule'`: e.g. an account shared with another company) refuses one
    // action, not the session: it is shown like any other refusal.
    const ruleRefusal = status === 403 && (parsed as { reason?: unknown } | null)?.reason === 'rule';
    // Signing out on purpose: a query that fires after the session ended fails quietly.
    if (status === 401 && signingOut()) throw new ApiError(status, translate('errors.unauthorized'), errors, parsed);
    if (handleAuthErrors && (status === 401 || (status === 403 && !ruleRefusal))) {
      const message = translate('errors.unauthorized');
      clearCurrentUser();
      loadingStore.reset();
      navigate(status === 401 ? '/' : PANEL_START);
      await notify.error(message, { id: 'unauthorized' });
      throw new ApiError(status, message, errors, parsed);
    }
    if (handleAuthErrors && status === 402) {
      const message = translate('errors.licenceExpired');
      clearCurrentUser();
      loadingStore.reset();
      navigate('/licenseExpired');
      await notify.error(message, { id: 'licence-expired' });
      throw new ApiError(status, message, errors, parsed);
    }

    // A 502/503/504 without the server's own message comes from the proxy: the copy that had the
    // request stopped (an upgrade, a crash) before it answered. nginx retries a GET on another copy
    // but never a POST that reached one, so a change may or may not have been made: say so, and
    // that trying again in a moment will reach a copy that is up (docs/deploy.md, "Upgrading").
    const unavailable = !serverMessage && (status === 502 || status === 503 || status === 504);
    const message =
      serverMessage ?? translate(unavailable ? (method === 'POST' ? 'http.unavailableSave' : 'http.unavailable') : 'http.generic');
    if (options.errorToast !== false) await notify.error(message);
    throw new ApiError(status, message, errors, parsed);
  } finally {
    if (options.loading) loadingStore.stop();
  }
}
