// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { QueryProvider } from './query-provider.tsx';

describe('query provider on the server', () => {
  it('gives each render (each request) a client of its own, so no cached data crosses from one visitor to another', () => {
    const clients: QueryClient[] = [];
    function Visitor({ name }: { name?: string }) {
      const client = useQueryClient();
      clients.push(client);
      if (name) client.setQueryData(['who'], name);
      return <p>{client.getQueryData<string>(['who']) ?? 'nobody'}</p>;
    }

    expect(
      renderToString(
        <QueryProvider>
          <Visitor name="first visitor" />
        </QueryProvider>,
      ),
    ).toContain('first visitor');
    expect(
      renderToString(
        <QueryProvider>
          <Visitor />
        </QueryProvider>,
      ),
    ).toContain('nobody');
    expect(clients).toHaveLength(2);
    expect(clients[0]).not.toBe(clients[1]);
  });
});
