import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientLoader, shouldRevalidate } from './admin-dashboard.tsx';
import { getQueryClient } from '../../lib/query-client.ts';
import { clearCurrentUser, CURRENT_USER_KEY } from '../../lib/session.ts';
import { jsonResponse } from '../../test/render.tsx';
import { testUser } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const user = testUser();

const assign = vi.fn();
const originalLocation = window.location;

function run(url: string) {
  return clientLoader({ request: new Request(url), params: {} } as unknown as Parameters<typeof clientLoader>[0]);
}

beforeEach(() => {
  getQueryClient().clear();
  Object.defineProperty(window, 'location', { value: { ...originalLocation, assign }, configurable: true });
});

afterEach(() => {
  Object.defineProperty(window, 'location', { value: originalLocation, configurable: true });
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('admin guard', () => {
  it('lets a signed-in person in and caches who they are', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: user, succeeded: true, message: null }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await run('http://x/admin/profile')).toEqual({ user });
    expect(await run('http://x/admin/dashboard')).toEqual({ user });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/Authentication/GetCurrentUser?lang=fa');
  });

  it('sends a signed-out visitor to the login page by a full load, remembering where they were', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(401, { succeeded: false, message: 'x', errors: [] })));
    void run('http://x/admin/profile?tab=2');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login?returnTo=%2Fadmin%2Fprofile%3Ftab%3D2'));
  });

  it('asks for a company and role first when there is a choice to make', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse(200, { data: { ...user, needsMembershipChoice: true }, succeeded: true, message: null })),
    );
    const thrown = await run('http://x/admin/dashboard').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login/choose?returnTo=%2Fadmin%2Fdashboard');
  });

  it('asks the server again once the user was forgotten (a 403: a role taken away), and sends a person without a role to the chooser', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(200, { data: user, succeeded: true, message: null }))
      .mockResolvedValueOnce(
        jsonResponse(200, {
          data: { ...user, activeRole: null, activeCompany: null, needsMembershipChoice: true },
          succeeded: true,
          message: null,
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    expect(await run('http://x/admin/users')).toEqual({ user });
    const revalidate = (defaultShouldRevalidate: boolean) =>
      shouldRevalidate({ defaultShouldRevalidate } as Parameters<typeof shouldRevalidate>[0]);
    expect(revalidate(false)).toBe(false);

    clearCurrentUser();
    // The open panel rebuilds the query from what its layout read (useCurrentUser's initialData).
    getQueryClient().setQueryData(CURRENT_USER_KEY, user);
    expect(revalidate(false)).toBe(true);
    const thrown = await run('http://x/admin/dashboard').catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((thrown as Response).headers.get('Location')).toBe('/login/choose?returnTo=%2Fadmin%2Fdashboard');
    expect(revalidate(false)).toBe(false);
  });
});
