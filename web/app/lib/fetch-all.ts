import type { PAGE_SIZES } from '@rira/contracts/envelopes';

/** The largest of PAGE_SIZES, the biggest page the API serves: a whole list is read in as few calls as it allows. */
export const FETCH_ALL_PAGE_SIZE = 100 satisfies (typeof PAGE_SIZES)[number];

/**
 * The most pages one fetch-all reads: 50 pages of 100 = 5,000 rows. What the panel reads whole —
 * the companies, one company's departments or positions, a library kind, the tags, a person's
 * assessments — is tens to a few hundred rows; a list ten times larger is no longer a picker or a
 * drag-to-reorder list, and the cap keeps a server that never reaches `totalPages` from making the
 * screen call it forever. Rows past the cap are left out.
 */
export const FETCH_ALL_MAX_PAGES = 50;

/** One page's paging, as every GetAll body takes it. */
export interface PageOf {
  pageIndex: number;
  pageSize: typeof FETCH_ALL_PAGE_SIZE;
}

/** What `readPage` answers: a list envelope (or anything with its rows and page count). */
export interface PagedRows<T> {
  data: T[];
  totalPages: number;
}

/**
 * The pages of a list, one after the other, 100 rows each, up to `FETCH_ALL_MAX_PAGES`. A caller
 * looking for one row stops iterating once it has it (the remaining pages are not read):
 *
 *   for await (const rows of eachPage((paging) => participantApi.mine(tab, paging.pageIndex, paging.pageSize, signal))) { … }
 */
export async function* eachPage<T>(readPage: (paging: PageOf) => Promise<PagedRows<T>>): AsyncGenerator<T[], void, undefined> {
  for (let pageIndex = 1; pageIndex <= FETCH_ALL_MAX_PAGES; pageIndex += 1) {
    const page = await readPage({ pageIndex, pageSize: FETCH_ALL_PAGE_SIZE });
    yield page.data;
    if (pageIndex >= page.totalPages) return;
  }
}

/**
 * Every row of a list, read page by page (pickers, live counts, a reorderable list that must see
 * every item). `readPage` makes one call with the given paging and the caller's filters:
 *
 *   fetchAllPages((paging) => companiesApi.list({ ...paging, sort: 'title', direction: 'asc' }, signal))
 */
export async function fetchAllPages<T>(readPage: (paging: PageOf) => Promise<PagedRows<T>>): Promise<T[]> {
  const rows: T[] = [];
  for await (const page of eachPage(readPage)) rows.push(...page);
  return rows;
}
