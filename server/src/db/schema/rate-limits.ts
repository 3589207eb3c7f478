import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters (e.g. `form:contact:<ip>`), kept in the database so that every
 * copy of the server counts together. Rows whose window has long passed are deleted lazily.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStartedAt)],
);
