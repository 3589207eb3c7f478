import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import type { LanguageCode } from '@rira/contracts/language';
import { createI18n, setActiveI18n } from '../lib/i18n.ts';

/** A query client of the test's own (no retries, nothing re-read by age), so no test sees another's cache. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/**
 * Renders `ui` at `path` inside a data router and an i18next provider of the given language.
 * A screen that reads or modifies through TanStack Query (`useAction`) is given `queryClient`,
 * as its route's `QueryProvider` gives it in the app (lib/query-provider.tsx).
 */
export function renderAt(
  ui: () => ReactElement,
  { path = '/', lang = 'fa' as LanguageCode, queryClient }: { path?: string; lang?: LanguageCode; queryClient?: QueryClient } = {},
) {
  const i18n = createI18n(lang);
  setActiveI18n(i18n);
  const Stub = createRoutesStub([{ path: '*', Component: ui }]);
  const page = (
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>
  );
  const result = render(queryClient ? <QueryClientProvider client={queryClient}>{page}</QueryClientProvider> : page);
  return { ...result, i18n };
}

/** A JSON Response like the API's. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
