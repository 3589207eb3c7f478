import type { ApiRoute } from './route.ts';

/**
 * What the content admin's tables share (magazine-admin.ts, site-admin.ts, pages-admin.ts): who
 * may call them, the content type of their Excel exports, and their flat form for the index.
 */

/** The content admin's callers, for the API documentation (the rule itself is each route's `access`: `content.manage`). */
export const CONTENT_ADMIN_CALLERS = 'System manager or content manager (others 403, anonymous 401).';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A module's tables (`{ faq: { list, … }, … }`) as one flat table (`faq.list`, …), for the contract's index. */
export function flatRoutes(tables: Record<string, Record<string, ApiRoute>>): Record<string, ApiRoute> {
  return Object.fromEntries(
    Object.entries(tables).flatMap(([table, routes]) => Object.entries(routes).map(([name, route]) => [`${table}.${name}`, route])),
  );
}
