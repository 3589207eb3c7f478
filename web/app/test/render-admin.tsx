import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { CurrentUser, Role } from '@rira/contracts/auth';
import type { LanguageCode } from '@rira/contracts/language';
import { CURRENT_USER_KEY } from '../lib/session.ts';
import { renderAt, testQueryClient } from './render.tsx';

export const COMPANY_ID = '11111111-1111-4111-8111-111111111111';

export function testUser(role: Role = 'companyAdmin'): CurrentUser {
  const company =
    role === 'companyAdmin' || role === 'user'
      ? { id: COMPANY_ID, title: 'شرکت آزمون', titleEn: 'Test Co', logoFaUrl: null, logoEnUrl: null }
      : null;
  return {
    id: '22222222-2222-4222-8222-222222222222',
    firstName: 'مریم',
    lastName: 'احمدی',
    firstNameEn: 'Maryam',
    lastNameEn: 'Ahmadi',
    fullName: 'مریم احمدی',
    fullNameEn: 'Maryam Ahmadi',
    username: 'maryam',
    mobile: '09120000002',
    email: null,
    avatarUrl: null,
    language: 'fa',
    activeCompany: company,
    activeRole: role,
    memberships: [{ company, roles: [role] }],
    needsMembershipChoice: false,
    impersonatedBy: null,
    hasPassword: true,
  };
}

/**
 * Renders an admin screen as the admin layout would: a query client that already knows the
 * signed-in person, a data router at `path`, and i18next in `lang`.
 */
export function renderAdmin(ui: () => ReactElement, { path = '/', lang = 'fa' as LanguageCode, role = 'companyAdmin' as Role } = {}) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, testUser(role));
  return { ...renderAt(ui, { path, lang, queryClient }), queryClient };
}

export function listEnvelope<T>(data: T[], { pageIndex = 1, totalItems = data.length, pageSize = 10 } = {}) {
  return { data, pageIndex, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)), succeeded: true, errors: [] };
}

type Handler = (body: unknown, url: URL) => { status?: number; body: unknown };

/**
 * A fetch stand-in answering by path (after /api/); every call is recorded with its parsed
 * JSON body. Unknown paths answer 404.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Array<{ path: string; body: unknown; url: URL }> = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ path, body, url });
    const handler = routes[path];
    const answer = handler ? handler(body, url) : { status: 404, body: { succeeded: false, message: 'not found', errors: [] } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
