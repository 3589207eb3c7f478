import { describe, expect, it, vi } from 'vitest';
import { eachPage, fetchAllPages, FETCH_ALL_MAX_PAGES, FETCH_ALL_PAGE_SIZE, type PageOf } from './fetch-all.ts';

/** A list of `total` numbered rows, served `pageSize` at a time. */
function server(total: number, totalPagesOverride?: number) {
  return vi.fn(({ pageIndex, pageSize }: PageOf) => {
    const start = (pageIndex - 1) * pageSize;
    const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
    return Promise.resolve({ data, totalPages: totalPagesOverride ?? Math.ceil(total / pageSize) });
  });
}

describe('reading a whole list', () => {
  it('reads page after page of the largest size until the last page', async () => {
    const read = server(250);
    const rows = await fetchAllPages(read);
    expect(rows).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(read.mock.calls.map(([paging]) => paging)).toEqual([1, 2, 3].map((pageIndex) => ({ pageIndex, pageSize: FETCH_ALL_PAGE_SIZE })));
  });

  it('makes one call for an empty list', async () => {
    const read = server(0);
    expect(await fetchAllPages(read)).toEqual([]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('stops at the cap when the server never reaches its last page', async () => {
    const read = server(1_000_000, Number.MAX_SAFE_INTEGER);
    const rows = await fetchAllPages(read);
    expect(read).toHaveBeenCalledTimes(FETCH_ALL_MAX_PAGES);
    expect(rows).toHaveLength(FETCH_ALL_MAX_PAGES * FETCH_ALL_PAGE_SIZE);
  });

  it('reads no further pages once the caller has what it looks for', async () => {
    const read = server(1000);
    let found: number | undefined;
    for await (const rows of eachPage(read)) {
      found = rows.find((n) => n === 150);
      if (found !== undefined) break;
    }
    expect(found).toBe(150);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
