import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { leadsContract } from '@rira/contracts/api/leads';
import { apiAt, type RouteAddress } from './api-address.ts';
import { jsonResponse } from '../test/render.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const CONTACT: RouteAddress<typeof leadsContract.contact> = { method: 'POST', path: '/FormSubmission/Submit' };

describe('apiAt(): a route called by its address (hydrating public pages)', () => {
  it('sends the body to the address, in the language named, and gives back the answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: 'id', succeeded: true, message: 'sent' }));
    const body = { fullname: 'Sam', phoneNumber: '09121234567', position: 'HR', email: 'sam@example.com' };
    const answer = await apiAt(CONTACT, { body }, { lang: 'en', successToast: false });
    expect(answer.message).toBe('sent');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/FormSubmission/Submit?lang=en');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });
});
