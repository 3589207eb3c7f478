import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import type { ArticleCard } from '@rira/contracts/site/magazine';
import { ArticleFeed } from './article-feed.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { enhanceMagazineFeed } from './feed-script.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function card(n: number): ArticleCard {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `article-${n}`,
    language: 'fa',
    title: `مقالهٔ ${n}`,
    summary: 'خلاصه',
    cover: null,
    category: { id: 'c', slug: 'assessment', title: 'ارزیابی و بازخورد' },
    publishDate: '2026-11-01T08:00:00.000Z',
    viewCount: 10,
    readingMinutes: 3,
  };
}

/** A page of the list as the loader gives it. */
const page = (index: number, items: ArticleCard[], total = 12) => ({
  data: items,
  pageIndex: index,
  totalItems: total,
  pageSize: 10,
  totalPages: Math.ceil(total / 10),
  succeeded: true as const,
  errors: [],
});

/** The HTML the server answers for another page of the list (what the script fetches). */
function pageHtml(index: number, items: ArticleCard[], moreHref: string | null, total = 30) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <ArticleFeed initial={page(index, items, total)} moreHref={moreHref} /> }]);
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={createI18n('fa')}>
      <Stub initialEntries={['/blogs']} />
    </I18nextProvider>,
  );
  return new Response(`<!doctype html><html><body><main>${markup}</main></body></html>`, {
    status: 200,
    headers: { 'Content-Type': 'text/html' },
  });
}

const feedState = () => document.querySelector('[data-feed-state]')?.getAttribute('data-feed-state');
const titles = () => screen.getAllByRole('article').map((a) => a.querySelector('h2, h3')?.textContent);
const visible = (text: string) => !screen.getByText(text).closest('[hidden]');

afterEach(() => vi.unstubAllGlobals());

describe('the magazine list and its "more" link', () => {
  it('links to the next page when there is one, and says the end on the last page', () => {
    const first = renderAt(() => <ArticleFeed initial={page(1, [card(1), card(2)])} moreHref="/blogs?tag=okr&page=2" />);
    expect(screen.getByRole('link', { name: 'مقاله‌های بیشتر' }).getAttribute('href')).toBe('/blogs?tag=okr&page=2');
    expect(feedState()).toBe('ok');
    expect(visible('همهٔ مقاله‌ها را دیدید.')).toBe(false);
    first.unmount();
    renderAt(() => <ArticleFeed initial={page(2, [card(11)])} moreHref={null} />);
    expect(screen.queryByRole('link', { name: 'مقاله‌های بیشتر' })).toBeNull();
    expect(visible('همهٔ مقاله‌ها را دیدید.')).toBe(true);
  });

  it('with the small script, appends the next pages in place, skipping articles already shown, then says the end', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(pageHtml(2, [card(2), card(3)], '/blogs?page=3'))
      .mockResolvedValueOnce(pageHtml(3, [card(4)], null));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(() => <ArticleFeed initial={page(1, [card(1), card(2)], 30)} moreHref="/blogs?page=2" />, { path: '/blogs' });
    enhanceMagazineFeed();
    fireEvent.click(screen.getByRole('link', { name: 'مقاله‌های بیشتر' }));
    await waitFor(() => expect(titles()).toEqual(['مقالهٔ 1', 'مقالهٔ 2', 'مقالهٔ 3']));
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/blogs\?page=2$/);
    expect(feedState()).toBe('ok');
    expect(screen.getByRole('link', { name: 'مقاله‌های بیشتر' }).getAttribute('href')).toBe('/blogs?page=3');

    fireEvent.click(screen.getByRole('link', { name: 'مقاله‌های بیشتر' }));
    await waitFor(() => expect(feedState()).toBe('empty'));
    expect(titles()).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'مقاله‌های بیشتر' })).toBeNull();
    expect(visible('همهٔ مقاله‌ها را دیدید.')).toBe(true);
  });

  it('shows the failure and a retry that loads the page', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('x', { status: 500 }))
      .mockResolvedValueOnce(pageHtml(2, [card(3)], null));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(() => <ArticleFeed initial={page(1, [card(1), card(2)])} moreHref="/blogs?page=2" />, { path: '/blogs' });
    expect(visible('تلاش دوباره')).toBe(false);
    enhanceMagazineFeed();
    fireEvent.click(screen.getByRole('link', { name: 'مقاله‌های بیشتر' }));
    await waitFor(() => expect(feedState()).toBe('error'));
    expect(visible('بارگذاری مقاله‌های بیشتر ممکن نشد.')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(feedState()).toBe('empty'));
    expect(titles()).toHaveLength(3);
  });

  it('after a failure offers only the retry, and the "more" link again once the retry has loaded a page with a next one', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(pageHtml(2, [card(3)], '/blogs?page=3'));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(() => <ArticleFeed initial={page(1, [card(1), card(2)], 30)} moreHref="/blogs?page=2" />, { path: '/blogs' });
    enhanceMagazineFeed();
    const more = screen.getByRole('link', { name: 'مقاله‌های بیشتر' });
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(feedState()).toBe('error'));
    expect(screen.queryByRole('link', { name: 'مقاله‌های بیشتر' })).toBeNull();
    const retry = screen.getByRole('button', { name: 'تلاش دوباره' });
    expect(document.activeElement).toBe(retry);

    fireEvent.click(retry);
    await waitFor(() => expect(feedState()).toBe('ok'));
    expect(titles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).toBeNull();
    const back = screen.getByRole('link', { name: 'مقاله‌های بیشتر' });
    expect(back.getAttribute('href')).toBe('/blogs?page=3');
    expect(document.activeElement).toBe(back);
    expect(String(fetchMock.mock.calls[1]![0])).toMatch(/\/blogs\?page=2$/);
  });
});
