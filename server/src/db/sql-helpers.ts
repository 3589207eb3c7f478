import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column written as "table"."column" whatever the query. Drizzle leaves columns unqualified
 * in single-table selects, so inside a correlated subquery `${outer.id}` would silently bind to
 * the inner table's column of the same name.
 */
export function qualified(column: Column) {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * A text column (or expression) as search compares it: Persian and Arabic-Indic digits read as
 * Latin ones, like `normalizeForSearch` does to the search words.
 */
export function searchable(column: Column | SQL) {
  return sql`translate(${column}, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')`;
}

/**
 * The (I)LIKE pattern "contains `term`", with the `%`, `_` and `\` a person typed matching
 * themselves rather than acting as wildcards. Backslash is the default LIKE escape character of
 * PostgreSQL and PGlite alike (no ESCAPE clause needed; both are tested in
 * search-patterns.api.test.ts). Every search of a list builds its pattern here.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
