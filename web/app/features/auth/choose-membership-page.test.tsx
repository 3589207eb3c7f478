import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { useLocation } from 'react-router';
import type { CurrentUser } from '@rira/contracts/auth';
import { COMPANY_ID, testUser } from '../../test/render-admin.tsx';
import { jsonResponse, renderAt, testQueryClient } from '../../test/render.tsx';
import { ChooseMembershipPage } from './choose-membership-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

/** A person with two roles in one company and platform management besides. */
function chooser(): CurrentUser {
  const user = testUser('companyAdmin');
  return {
    ...user,
    activeCompany: null,
    activeRole: null,
    needsMembershipChoice: true,
    memberships: [
      { company: user.memberships[0]!.company, roles: ['companyAdmin', 'user'] },
      { company: null, roles: ['systemManager'] },
    ],
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(returnTo: string | null) {
  renderAt(
    () => (
      <>
        <ChooseMembershipPage user={chooser()} returnTo={returnTo} />
        <Where />
      </>
    ),
    { path: '/login/choose', queryClient: testQueryClient() },
  );
}

const card = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('choosing a company and role after sign-in', () => {
  it('sends the choice, keeps every card disabled while it is made, then goes where the person was going', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/admin/users?page=2');

    fireEvent.click(card(/شرکت آزمون/));
    fireEvent.click(card(/^کاربر/));
    await waitFor(() => expect(card(/^مدیر سازمان/).disabled).toBe(true));
    expect(card(/^کاربر/).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/Authentication/SelectMembership');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ CompanyId: COMPANY_ID, Role: 'user' });

    answer(jsonResponse(200, { data: { ...testUser('user'), needsMembershipChoice: false }, succeeded: true, message: 'ok' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/users?page=2'));
  });

  it('chooses a membership with one role at once, and offers the cards again after a refusal', async () => {
    const refusal = 'این عضویت دیگر فعال نیست.';
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(409, { succeeded: false, message: refusal, errors: [] }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(null);

    fireEvent.click(card(/مدیریت پلتفرم/));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ CompanyId: null, Role: 'systemManager' });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    await waitFor(() => expect(card(/مدیریت پلتفرم/).disabled).toBe(false));
    expect(card(/شرکت آزمون/).disabled).toBe(false);
  });
});
