import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the statements a piece of work sends to the database (issue 13: a request runs a fixed
 * number of queries, whatever the page size). Every test database reports its statements to
 * `recordQuery` (test-database.ts, through `openDatabase`'s `onQuery`); each is added to the
 * `countQueries` call whose async context sent it. `app.inject()` runs the request in the
 * caller's context, so two requests counted side by side, the seeding or another test file's
 * work never mix into one count.
 */
const current = new AsyncLocalStorage<string[]>();

/** The test databases' `onQuery`: adds the statement to the count running in this context, if any. */
export function recordQuery(text: string): void {
  current.getStore()?.push(text);
}

export interface QueryCount<T> {
  result: T;
  /** How many statements were sent while `fn` ran (a transaction's begin and commit included). */
  count: number;
  /** Their text, in order, for a failure's message. */
  queries: string[];
}

/** Runs `fn` and counts the statements it sent before it settled (work it leaves running is not waited for). */
export async function countQueries<T>(fn: () => Promise<T>): Promise<QueryCount<T>> {
  const queries: string[] = [];
  // Awaited inside the context: a Drizzle query and `app.inject()`'s answer are lazy thenables that
  // start only when awaited, which outside `run` would be outside the count.
  const result = await current.run(queries, async () => await fn());
  return { result, count: queries.length, queries: [...queries] };
}
