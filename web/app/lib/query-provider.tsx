import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from './query-client.ts';

/**
 * The query client for an area whose screens read through TanStack Query or modify through
 * `useAction`: the panel, sign-in, the report and the invitation link. Not in the root layout:
 * the public site's hydrated pages (magazine, forms) would then carry TanStack Query's code
 * without using it (docs/decisions/007).
 *
 * In the browser every area shares the tab's one client; on the server the state keeps the
 * client made for this render, so no cached data crosses from one request to another.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
