import type { LanguageCode } from '@rira/contracts';

/**
 * What the Fastify server hands every loader and the SSR entry. Under `react-router dev` the
 * context is empty, so readers must tolerate missing fields (see resolveLanguage).
 */
declare module 'react-router' {
  interface AppLoadContext {
    /** Decided by the server: ?lang= query, then the `rira_lang` cookie, default 'fa'. */
    lang: LanguageCode;
    /** Goes on every inline script: <Scripts>, <ScrollRestoration>, ServerRouter, renderToPipeableStream. */
    cspNonce: string;
    buildId: string;
    /** PUBLIC_URL (no trailing slash): the origin of canonical, hreflang and sharing links. */
    publicUrl: string;
    /**
     * Calls this server's own JSON API in-process with the visitor's cookies. `shared`: a public read,
     * the same for every anonymous visitor, which the server may answer from its public-data cache
     * (kept until content changes; server/src/plugins/public-data.ts). Its answer is frozen then.
     */
    api: <T = unknown>(
      path: string,
      init?: { method?: 'GET' | 'POST'; body?: unknown; shared?: boolean },
    ) => Promise<{ status: number; body: T }>;
    /**
     * Values a loader hands to this request's HTML render only, not to the browser (lib/render-only.tsx).
     * Present for a page request; absent for a client-side navigation's data request, which renders nothing.
     */
    renderOnly?: Map<string, unknown>;
  }
}

export const LANGUAGE_COOKIE = 'rira_lang';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return value === 'fa' || value === 'en';
}

/** 'fa' | 'en', also from the server's 'fa-IR' | 'en-US' spelling; anything else is unknown. */
function asLanguage(value: string | null | undefined): LanguageCode | undefined {
  if (value === 'en' || value === 'en-US') return 'en';
  if (value === 'fa' || value === 'fa-IR') return 'fa';
  return undefined;
}

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The page language: the server's decision when there is one, else the same rule the server
 * applies (?lang=, then cookie, then Persian) so the dev server behaves like production.
 */
export function resolveLanguage(
  request: { url: string; headers: { get(name: string): string | null } },
  context: Partial<{ lang: unknown }> | undefined,
): LanguageCode {
  if (context && isLanguageCode(context.lang)) return context.lang;
  return (
    asLanguage(new URL(request.url).searchParams.get('lang')) ??
    asLanguage(cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE)) ??
    'fa'
  );
}
