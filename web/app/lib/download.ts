import { translate } from './i18n.ts';
import { loadingStore } from './loading-store.ts';

/**
 * The one way the panel saves a file the API makes (a workbook, a PDF) when a plain
 * `<a href={apiHref(route, input)} download>` will not do — because the screen must know whether it
 * worked (a 503 "cannot print now" opens the print view instead) or say that it arrived: the file is
 * fetched with the session's cookie under the loading overlay and saved under the server's
 * file name. A refusal comes back with the server's own message; the caller shows it.
 */
export type DownloadResult = { ok: true } | { ok: false; status: number; message: string };

/** Saves a response body as a file (an object URL clicked through a temporary link). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The name in `Content-Disposition`: the UTF-8 `filename*` when there is one (a Persian name stays
 * Persian), else the plain `filename` (quoted or not), else the fallback.
 */
export function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      /* a malformed encoding: the plain name below */
    }
  }
  const match = /filename="?([^";]+)"?/.exec(header);
  return match?.[1] ?? fallback;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    /* not JSON */
  }
  return translate('http.generic');
}

/** GETs `url` (from `apiHref`) with the session cookie and saves what comes back. */
export async function downloadFile(url: string, fallbackName: string, options: { says?: string } = {}): Promise<DownloadResult> {
  loadingStore.start(options.says);
  try {
    let response: Response;
    try {
      response = await fetch(url, { credentials: 'include' });
    } catch {
      return { ok: false, status: 0, message: translate('http.network') };
    }
    if (!response.ok) return { ok: false, status: response.status, message: await errorMessage(response) };
    saveBlob(await response.blob(), filenameOf(response, fallbackName));
    return { ok: true };
  } finally {
    loadingStore.stop();
  }
}
