import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { magazineContract } from '@rira/contracts/api/magazine';
import type { ArticleCard } from '@rira/contracts/site/magazine';
import { ArticleFeed } from './article-feed.tsx';
import { jsonResponse, renderAt } from '../../test/render.tsx';

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

/** A page as the route answers it (the browser does not check answers against the route: lib/api-address.ts). */
const page = (index: number, items: ArticleCard[], total = 12) =>
  magazineContract.list.response.parse({
    data: items,
    pageIndex: index,
    totalItems: total,
    totalPages: Math.ceil(total / 10),
    succeeded: true,
    errors: [],
  });

/** An IntersectionObserver that reports the sentinel visible at once, as scrolling to the end would. */
class VisibleAtOnce {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', VisibleAtOnce));
afterEach(() => vi.unstubAllGlobals());

const feedState = () => document.querySelector('[data-feed-state]')?.getAttribute('data-feed-state');

describe('the magazine feed (infinite scroll)', () => {
  it('loads the next page when the end comes into view, then says there is no more', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, page(2, [card(11), card(12)])));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(() => (
      <ArticleFeed
        initial={page(
          1,
          Array.from({ length: 10 }, (_, i) => card(i + 1)),
        )}
        query={{ tag: 'okr' }}
      />
    ));
    await waitFor(() => expect(feedState()).toBe('empty'));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('همهٔ مقاله‌ها را دیدید.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/user/article/GetAll?lang=fa');
    expect(JSON.parse(String(init?.body))).toEqual({ tag: 'okr', pageIndex: 2, pageSize: 10 });
  });

  it('shows the error state with a retry that picks up where it failed', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(500, { succeeded: false, message: 'x', errors: [] }))
      .mockResolvedValueOnce(jsonResponse(200, page(2, [card(11), card(12)])));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(() => (
      <ArticleFeed
        initial={page(
          1,
          Array.from({ length: 10 }, (_, i) => card(i + 1)),
        )}
        query={{}}
      />
    ));
    await waitFor(() => expect(feedState()).toBe('error'));
    expect(screen.getByText('بارگذاری مقاله‌های بیشتر ممکن نشد.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(feedState()).toBe('empty'));
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('says so when nothing matches', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderAt(() => <ArticleFeed initial={page(1, [], 0)} query={{ search: 'هیچ' }} />);
    expect(await screen.findByText('مقاله‌ای پیدا نشد')).toBeTruthy();
    expect(feedState()).toBe('empty');
  });
});
