import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../lib/api-client.ts';
import { onCurrentUserCleared } from '../../lib/session.ts';
import { jsonResponse } from '../../test/render.tsx';
import { invitationSource } from './invitation-sort-source.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(to: string) => void>();
const userCleared = vi.fn();
let restore: Array<() => void> = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  restore = [setApiNavigator(navigate), onCurrentUserCleared(userCleared)];
});
afterEach(() => {
  for (const undo of restore) undo();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('an invitation link’s answer', () => {
  it('saves its draft by the token, and a refusal does not sign anybody out or leave the page (the assessor has no account)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { succeeded: false, message: 'این پیوند دیگر فعال نیست.', errors: [] }));
    const source = invitationSource('a-token');
    await expect(source.record({ placements: {} as never, version: 3, keepalive: false })).rejects.toMatchObject({ status: 403 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/user/Invitation/');
    expect(JSON.parse(String(init?.body))).toMatchObject({ token: 'a-token', version: 3 });
    expect(userCleared).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
