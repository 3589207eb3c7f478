import type { Database } from './client.ts';

/**
 * Drizzle builds a query's SQL text anew each time it runs, and for a select of whole rows over a
 * few joined tables that costs more than the round trip to the database (about 0.5 ms for the
 * session lookup, measured in docs/decisions/016). A query that runs on most requests is built
 * once per database instead: its values are `sql.placeholder(…)`s, filled in at each execution.
 * On PostgreSQL the statement is also prepared under its name on each connection, so the server
 * parses and plans it once per connection; PGlite gets the same text each time.
 *
 * `name` must stand for one SQL text: PostgreSQL refuses a second text under a name a
 * connection has already prepared. A query whose shape varies (a list's optional filters) puts
 * the shape into the name.
 */
const built = new WeakMap<Database, Map<string, unknown>>();

export function preparedQuery<Q>(db: Database, name: string, build: (db: Database, name: string) => Q): Q {
  let queries = built.get(db);
  if (!queries) built.set(db, (queries = new Map()));
  let query = queries.get(name) as Q | undefined;
  if (query === undefined) {
    query = build(db, name);
    queries.set(name, query);
  }
  return query;
}
