import { getTableName, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import { normalizeNameForSearch } from '@rira/contracts';

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
 * A person's name (`name`: a column or an expression such as first name, space, last name)
 * contains `term`, both read as `normalizeNameForSearch` reads them: Latin digits, and no spaces or
 * zero-width (non-)joiners, so نیک‌نام, نیک نام and نیکنام find one another and «بهرام نیکنام»
 * finds the first and last name together. `translate` drops the characters it has no replacement
 * for. A pattern that starts with `%` uses no B-tree index, so this is a scan of the rows the
 * other conditions leave (one company's people) either way, as the plain ILIKE was.
 */
export function nameContains(name: Column | SQL, term: string): SQL {
  return ilike(
    sql`translate(${name}, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩ \u200C\u200D', '01234567890123456789')`,
    containsPattern(normalizeNameForSearch(term)),
  );
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

/** The columns of a person's name, in Persian and in Latin letters (the users table's). */
export interface PersonNameColumns {
  firstName: Column;
  lastName: Column;
  firstNameEn: Column;
  lastNameEn: Column;
}

/**
 * A person's name contains `term`, in Persian (as `nameContains` reads it) or in Latin letters (case
 * aside): English screens show and search people by their English names.
 */
export function personNameContains(person: PersonNameColumns, term: string): SQL {
  return or(
    nameContains(sql`${person.firstName} || ' ' || ${person.lastName}`, term),
    ilike(sql`${person.firstNameEn} || ' ' || ${person.lastNameEn}`, containsPattern(term)),
  )!;
}
