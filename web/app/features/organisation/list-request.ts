import type { ListEnvelope } from '@rira/contracts/envelopes';
import { apiPost, apiRequest } from '../../lib/api-client.ts';

/** A GetAll call (POST with the paging body); silent: reading is not worth a toast. */
export function postList<T>(path: string, body: object, signal?: AbortSignal): Promise<ListEnvelope<T>> {
  return apiRequest<ListEnvelope<T>>(path, { method: 'POST', body, successToast: false, signal });
}

/** A modifying POST whose toast is the server's own success message. */
export function postAction<T = null>(path: string, body: object, options: { loading?: boolean } = {}): Promise<T> {
  return apiPost<T>(path, body, { loading: options.loading ?? true });
}

/** Leaves out keys whose value is undefined, null or '' (optional filters). */
export function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}
