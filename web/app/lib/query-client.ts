import { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY, onCurrentUserCleared } from './session.ts';

/**
 * TanStack Query for the panel, sign-in, the report and the invitation link (their layouts or
 * pages wrap them in `QueryProvider`, lib/query-provider.tsx); the public site's pages never
 * import this file. One client per browser tab; on the server every call gets a fresh one so
 * that no cached data can cross from one visitor's request to another's.
 */
let browserClient: QueryClient | undefined;

function create(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already toasted the error; retrying a 4xx only repeats it.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return create();
  if (!browserClient) {
    const client = create();
    onCurrentUserCleared(() => client.removeQueries({ queryKey: CURRENT_USER_KEY }));
    browserClient = client;
  }
  return browserClient;
}
