import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import type { SortSession } from '@rira/contracts/assessments';
import { mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { SortFlow } from './sort-flow.tsx';
import { participantSource } from '../my-assessments/participant-sort-source.ts';
import { ASSESSOR_ID, sealedTestSession, testSession } from './test-session.ts';
import type { LanguageCode } from '@rira/contracts/language';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  // Unmount first: leaving the sort page saves, and that must still reach the stubbed API.
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(toast.error).mockClear();
});

const GET = `user/Assessment/Get/${ASSESSOR_ID}`;
const ok = <T,>(data: T) => ({ body: { data, succeeded: true, message: null } });

function renderFlow(session: SortSession, routes: Parameters<typeof mockApi>[0] = {}, lang: LanguageCode = 'fa') {
  const api = mockApi({ [GET]: () => ok(session), ...routes });
  const utils = renderAdmin(
    () => <SortFlow source={participantSource(ASSESSOR_ID)} lang={lang} offset="admin" renderError={() => <p>error</p>} />,
    { role: 'user', lang },
  );
  return { api, ...utils };
}

// `hidden`: a dialog hides the page from the accessibility tree, and the page is still checked under it.
const card = (title: string) => screen.getByRole('article', { name: title, hidden: true });
const pile = (name: string) => screen.getByRole('region', { name, hidden: true });
const press = (element: HTMLElement, code: string, key = code) => fireEvent.keyDown(element, { code, key });

async function start() {
  fireEvent.click(await screen.findByRole('button', { name: 'شروع' }));
  await screen.findByRole('article', { name: 'شایستگی ۱'.replace('۱', '1') });
}

describe('card sort', () => {
  it('opens on the welcome step with the minutes, the piles and their maxima', async () => {
    renderFlow(testSession());
    expect(await screen.findByRole('heading', { name: 'به خودارزیابی خوش آمدید' })).toBeTruthy();
    expect(screen.getByText('۲۰ دقیقه')).toBeTruthy();
    expect(screen.getAllByText('(حداکثر ۲ کارت)')).toHaveLength(3);
  });

  it('places cards with the keyboard, moves them between piles with the arrows and announces each move', async () => {
    renderFlow(testSession());
    await start();
    const first = card('شایستگی 1');
    first.focus();
    press(first, 'Digit1', '1');
    await waitFor(() => expect(within(pile('بیشترین توصیف')).getByRole('article', { name: 'شایستگی 1' })).toBeTruthy());
    expect(screen.getByText('«شایستگی 1» در «بیشترین توصیف» قرار گرفت؛ ۱ از ۲.')).toBeTruthy();
    // Focus goes to the next card still to sort.
    await waitFor(() => expect(document.activeElement).toBe(card('شایستگی 2')));
    expect(within(pile('بیشترین توصیف')).getByText('۱ از ۲')).toBeTruthy();

    // In Persian (right to left) the left arrow moves forward: best → mostly.
    const moved = card('شایستگی 1');
    moved.focus();
    press(moved, 'ArrowLeft');
    await waitFor(() => expect(within(pile('توصیف نسبی')).getByRole('article', { name: 'شایستگی 1' })).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(card('شایستگی 1')));
    press(card('شایستگی 1'), 'Digit0', '0');
    await waitFor(() => expect(within(pile('کارت‌های مرتب‌نشده')).getByRole('article', { name: 'شایستگی 1' })).toBeTruthy());
    expect(screen.getByText('«شایستگی 1» به کارت‌های مرتب‌نشده برگشت.')).toBeTruthy();
  });

  it('places by tapping a card and then a pile button on it', async () => {
    renderFlow(testSession());
    await start();
    fireEvent.click(within(card('شایستگی 3')).getByRole('heading'));
    const group = within(card('شایستگی 3')).getByRole('group', { name: 'انتخاب دسته برای «شایستگی 3»' });
    fireEvent.click(within(group).getByRole('button', { name: 'گذاشتن در «کمترین توصیف» (۰ از ۲)' }));
    await waitFor(() => expect(within(pile('کمترین توصیف')).getByRole('article', { name: 'شایستگی 3' })).toBeTruthy());
  });

  it('refuses a card for a full pile with the limit message beside the pile and as a toast', async () => {
    renderFlow(testSession());
    await start();
    press(card('شایستگی 1'), 'Digit1', '1');
    press(card('شایستگی 2'), 'Digit1', '1');
    await waitFor(() => expect(within(pile('بیشترین توصیف')).getByText('۲ از ۲ (پر)')).toBeTruthy());
    press(card('شایستگی 3'), 'Digit1', '1');
    const message = 'تعداد شایستگی‌های این دسته از حد مجاز بیشتر شده است.';
    await waitFor(() => expect(within(pile('بیشترین توصیف')).getByText(message)).toBeTruthy());
    expect(toast.error).toHaveBeenCalledWith(message, { id: 'pile-full' });
    expect(within(pile('کارت‌های مرتب‌نشده')).getByRole('article', { name: 'شایستگی 3' })).toBeTruthy();
  });

  it('undoes several steps with the button and with Ctrl+Z', async () => {
    renderFlow(testSession());
    await start();
    press(card('شایستگی 1'), 'Digit1', '1');
    press(card('شایستگی 2'), 'Digit3', '3');
    await waitFor(() => expect(within(pile('کمترین توصیف')).queryByRole('article', { name: 'شایستگی 2' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'واگرد' }));
    await waitFor(() => expect(within(pile('کارت‌های مرتب‌نشده')).getByRole('article', { name: 'شایستگی 2' })).toBeTruthy());
    fireEvent.keyDown(card('شایستگی 4'), { code: 'KeyZ', key: 'z', ctrlKey: true });
    await waitFor(() => expect(within(pile('کارت‌های مرتب‌نشده')).getByRole('article', { name: 'شایستگی 1' })).toBeTruthy());
    expect((screen.getByRole('button', { name: 'واگرد' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps Register disabled until every card is placed, then registers after a confirmation', async () => {
    const { api } = renderFlow(testSession(), {
      'user/Assessment/Record': (body) => ok({ version: (body as { version: number }).version + 1, progress: 'inProgress' }),
      'user/Assessment/Register': () => ok({ version: 9, progress: 'finished' }),
    });
    await start();
    const register = () => screen.getAllByRole('button', { name: 'ثبت نهایی' })[0] as HTMLButtonElement;
    expect(register().disabled).toBe(true);
    expect(screen.getByText(/برای ثبت نهایی، ۶ کارت دیگر/)).toBeTruthy();
    const keys = ['Digit1', 'Digit1', 'Digit2', 'Digit2', 'Digit3'];
    keys.forEach((code, i) => press(card(`شایستگی ${i + 1}`), code));
    await waitFor(() => expect(screen.getByText('۵ از ۶ کارت چیده شد')).toBeTruthy());
    expect(register().disabled).toBe(true);
    press(card('شایستگی 6'), 'Digit3');
    await waitFor(() => expect(register().disabled).toBe(false));
    fireEvent.click(register());
    const dialog = await screen.findByRole('dialog', { name: 'ثبت نهایی پاسخ؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ثبت نهایی' }));
    expect(await screen.findByRole('heading', { name: 'سپاس‌گزاریم' })).toBeTruthy();
    const body = api.callsTo('user/Assessment/Register')[0]!.body as { placements: Record<string, string>; assessorId: string };
    expect(body.assessorId).toBe(ASSESSOR_ID);
    expect(Object.values(body.placements).sort()).toEqual(['best', 'best', 'least', 'least', 'mostly', 'mostly']);
  });

  it('autosaves as Record about two seconds after the last change, with the version', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderFlow(testSession({ version: 3 }), {
      'user/Assessment/Record': (body) => ok({ version: (body as { version: number }).version + 1, progress: 'inProgress' }),
    });
    await start();
    press(card('شایستگی 1'), 'Digit1');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    press(card('شایستگی 2'), 'Digit2');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(api.callsTo('user/Assessment/Record')).toHaveLength(0);
    expect(screen.getByText('تغییرات ذخیره‌نشده')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(700));
    await waitFor(() => expect(api.callsTo('user/Assessment/Record')).toHaveLength(1));
    const body = api.callsTo('user/Assessment/Record')[0]!.body as { version: number; placements: Record<string, string> };
    expect(body.version).toBe(3);
    expect(Object.keys(body.placements)).toHaveLength(2);
    await waitFor(() => expect(screen.getByText(/ذخیره شد، /)).toBeTruthy());
  });

  it('on a 409 keeps the placements on the screen and offers to reload; reloading shows the saved answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let stored = testSession({ version: 1 });
    const { api } = renderFlow(stored, {
      [GET]: () => ok(stored),
      'user/Assessment/Record': () => ({
        status: 409,
        body: { succeeded: false, message: 'این پاسخ در جای دیگری تغییر کرده است.', errors: [] },
      }),
    });
    await start();
    press(card('شایستگی 1'), 'Digit1');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    const dialog = await screen.findByRole('dialog', { name: 'این پاسخ جای دیگری تغییر کرده است' });
    // Nothing was dropped: the card is still where the person put it.
    expect(within(pile('بیشترین توصیف')).getByRole('article', { name: 'شایستگی 1', hidden: true })).toBeTruthy();
    expect(within(dialog).getByText('این پاسخ در جای دیگری تغییر کرده است.')).toBeTruthy();
    // No more saves while the person decides.
    press(card('شایستگی 2'), 'Digit2');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.callsTo('user/Assessment/Record')).toHaveLength(1);

    const firstId = stored.cards[4]!.id;
    stored = { ...stored, version: 2, placements: { [firstId]: 'least' } };
    fireEvent.click(within(dialog).getByRole('button', { name: /بارگذاری نسخهٔ ذخیره‌شده/ }));
    await waitFor(() => expect(within(pile('کمترین توصیف')).getByRole('article', { name: 'شایستگی 5' })).toBeTruthy());
    expect(within(pile('بیشترین توصیف')).queryByRole('article', { name: 'شایستگی 1' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a registered answer on a sealed page: when it was registered, and no board', async () => {
    renderFlow(sealedTestSession(), {}, 'en');
    expect(await screen.findByRole('heading', { name: 'Your answer is registered' })).toBeTruthy();
    // 06:35 UTC is 10:05 in Tehran.
    expect(screen.getByText(/^Your answer was registered on 29 November 2026.*10:05\.$/)).toBeTruthy();
    expect(screen.getByText(/cannot be shown again, to anyone/)).toBeTruthy();
    expect(screen.queryByRole('article', { name: /Competency/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my assessments' })).toBeTruthy();
  });

  it('says the sealed answer’s date in the Persian calendar, Tehran time, in Persian', async () => {
    renderFlow(sealedTestSession());
    expect(await screen.findByRole('heading', { name: 'پاسخ شما ثبت شده است' })).toBeTruthy();
    expect(screen.getByText(/^پاسخ شما در ۸ آذر ۱۴۰۵.*۱۰:۰۵ به‌طور نهایی ثبت شد\.$/)).toBeTruthy();
  });
});
