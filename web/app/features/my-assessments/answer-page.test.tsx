import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { AnswerPage } from './answer-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ASSESSOR_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001';

describe('the answer page', () => {
  it('shows the refusal, not a board, to a system manager acting as the person', async () => {
    const message = 'هنگام ورود به جای کسی، پاسخ‌های او نه خوانده می‌شود و نه ذخیره.';
    mockApi({
      [`user/Assessment/Get/${ASSESSOR_ID}`]: () => ({ status: 403, body: { succeeded: false, message, errors: [], reason: 'rule' } }),
    });
    renderAdmin(() => <AnswerPage assessorId={ASSESSOR_ID} />, { role: 'user' });
    expect(await screen.findByRole('heading', { level: 1, name: 'هنگام ورود به جای دیگری در دسترس نیست' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'شروع' })).toBeNull();
    // A rule refusal keeps the session: the page stays, nothing navigates to the sign-in page.
    expect(screen.getByRole('link', { name: 'بازگشت به ارزیابی‌های من' })).toBeTruthy();
  });
});
