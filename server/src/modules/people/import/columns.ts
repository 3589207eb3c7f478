import { normalizePersianText, USER_TYPES, type LanguageCode, type StructureKind, type UserType } from '@rira/contracts';
import { ROUND_LIST_KEYS } from '@rira/contracts/rounds';
import { t } from '../../../http/translate.ts';

/**
 * The columns of the people workbook, in order. Their headers, in both languages, are the message
 * catalogue's `workbooks.people.columns.<key>` (contracts/src/messages); a header is recognised in
 * either language.
 */
export const IMPORT_COLUMNS = [
  { key: 'firstName', width: 16 },
  { key: 'lastName', width: 20 },
  // Optional, both or neither: the name in Latin letters for English screens, mails and PDFs.
  { key: 'firstNameEn', width: 16 },
  { key: 'lastNameEn', width: 20 },
  { key: 'nationality', width: 14 },
  { key: 'nationalCode', width: 14, text: true },
  { key: 'passportNumber', width: 16, text: true },
  { key: 'mobile', width: 15, text: true },
  { key: 'email', width: 26 },
  { key: 'birthDate', width: 14, text: true },
  { key: 'personnelCode', width: 14, text: true },
  { key: 'userType', width: 14 },
  { key: 'department', width: 22, structure: 'department' },
  { key: 'position', width: 22, structure: 'position' },
  { key: 'jobTitle', width: 22, structure: 'jobTitle' },
  { key: 'managementLevel', width: 18, structure: 'managementLevel' },
  // Added after the others so that files filled in from an older sample keep their columns' places
  // (headers are matched by name anyway).
  { key: 'structure', width: 22, structure: 'structure' },
  // The person's manager by personnel code or national code (reporting lines, docs/decisions/036).
  { key: 'manager', width: 16, text: true },
] as const satisfies readonly {
  key: string;
  width: number;
  text?: boolean;
  structure?: StructureKind;
}[];

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type RawPersonRow = { row: number; values: Partial<Record<ImportColumnKey, string>> };

export function columnHeader(key: ImportColumnKey, lang: LanguageCode): string {
  return t(lang, `workbooks.people.columns.${key}`);
}

/** The columns a row of column names needs at least, as the refusal of a file without one names them. */
export const HEADER_ROW_COLUMNS = ['firstName', 'lastName', 'nationalCode', 'mobile'] as const satisfies readonly ImportColumnKey[];

/**
 * The columns that say who a row is, without the rest of the person: a list of people (a round's
 * people by an Excel list) names each by any of them.
 */
export const LIST_KEY_COLUMNS: readonly ImportColumnKey[] = ROUND_LIST_KEYS;

/**
 * A header as compared: normalised Persian letters, lower case, without the spaces, ZWNJs, hamza
 * above (شمارهٔ / شماره) and marks people add (`*` for required, `:`, `-`, `_`, dots, brackets), so
 * that «کدملی», «نام‌خانوادگی *» and "Email" name the sample's «کد ملی», «نام خانوادگی» and "E-mail".
 */
function headerKey(text: string): string {
  return normalizePersianText(text)
    .toLowerCase()
    .replace(/\s|\u200C|\u200D|\u0654|[*:.\-_()[\]]/g, '');
}

const COLUMN_BY_HEADER = new Map<string, ImportColumnKey>(
  IMPORT_COLUMNS.flatMap((c) =>
    [columnHeader(c.key, 'fa'), columnHeader(c.key, 'en'), c.key].map((name) => [headerKey(name), c.key] as const),
  ),
);

/** Which column a header cell names, in either language. */
export function columnForHeader(header: string): ImportColumnKey | null {
  return COLUMN_BY_HEADER.get(headerKey(header)) ?? null;
}

/** Each code's label in both languages, from the catalogue's `workbooks.people.<list>.<code>`. */
function labelsOf<T extends string>(list: 'nationality' | 'userType', codes: readonly T[]): Record<T, { fa: string; en: string }> {
  const key = (code: T) => `workbooks.people.${list}.${code}`;
  return Object.fromEntries(codes.map((code) => [code, { fa: t('fa', key(code)), en: t('en', key(code)) }])) as Record<
    T,
    { fa: string; en: string }
  >;
}

export const NATIONALITY_LABELS = labelsOf('nationality', ['iranian', 'foreign'] as const);

export const USER_TYPE_LABELS: Record<UserType, { fa: string; en: string }> = labelsOf('userType', USER_TYPES);

/** A label typed in either language (or the code itself) back to its code. */
export function parseLabel<T extends string>(value: string, labels: Record<T, { fa: string; en: string }>): T | null {
  const wanted = normalizePersianText(value).toLowerCase();
  for (const [code, label] of Object.entries(labels) as [T, { fa: string; en: string }][]) {
    if (code.toLowerCase() === wanted || normalizePersianText(label.fa) === wanted || label.en.toLowerCase() === wanted) return code;
  }
  return null;
}

export const USER_TYPE_CODES = USER_TYPES;
