import { normalizePersianText, USER_TYPES, type LanguageCode, type StructureKind, type UserType } from '@rira/contracts';

/** The columns of the people workbook, in order, with their headers in both languages. */
export const IMPORT_COLUMNS = [
  { key: 'firstName', fa: 'نام', en: 'First name', width: 16 },
  { key: 'lastName', fa: 'نام خانوادگی', en: 'Last name', width: 20 },
  // Optional, both or neither: the name in Latin letters for English screens, mails and PDFs.
  { key: 'firstNameEn', fa: 'نام (انگلیسی)', en: 'First name (English)', width: 16 },
  { key: 'lastNameEn', fa: 'نام خانوادگی (انگلیسی)', en: 'Last name (English)', width: 20 },
  { key: 'nationality', fa: 'ملیت', en: 'Nationality', width: 14 },
  { key: 'nationalCode', fa: 'کد ملی', en: 'National code', width: 14, text: true },
  { key: 'passportNumber', fa: 'شمارهٔ گذرنامه', en: 'Passport number', width: 16, text: true },
  { key: 'mobile', fa: 'موبایل', en: 'Mobile', width: 15, text: true },
  { key: 'email', fa: 'ایمیل', en: 'E-mail', width: 26 },
  { key: 'birthDate', fa: 'تاریخ تولد', en: 'Birth date', width: 14, text: true },
  { key: 'personnelCode', fa: 'کد پرسنلی', en: 'Personnel code', width: 14, text: true },
  { key: 'userType', fa: 'نوع کاربر', en: 'User type', width: 14 },
  { key: 'department', fa: 'واحد سازمانی', en: 'Department', width: 22, structure: 'department' },
  { key: 'position', fa: 'پست سازمانی', en: 'Position', width: 22, structure: 'position' },
  { key: 'jobTitle', fa: 'عنوان شغلی', en: 'Job title', width: 22, structure: 'jobTitle' },
  { key: 'managementLevel', fa: 'سطح مدیریت', en: 'Management level', width: 18, structure: 'managementLevel' },
] as const satisfies readonly {
  key: string;
  fa: string;
  en: string;
  width: number;
  text?: boolean;
  structure?: StructureKind;
}[];

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type RawPersonRow = { row: number; values: Partial<Record<ImportColumnKey, string>> };

export function columnHeader(key: ImportColumnKey, lang: LanguageCode): string {
  return IMPORT_COLUMNS.find((c) => c.key === key)![lang];
}

/** The columns a row of column names needs at least, as the refusal of a file without one names them. */
export const HEADER_ROW_COLUMNS = ['firstName', 'lastName', 'nationalCode', 'mobile'] as const satisfies readonly ImportColumnKey[];

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
  IMPORT_COLUMNS.flatMap((c) => [c.fa, c.en, c.key].map((name) => [headerKey(name), c.key] as const)),
);

/** Which column a header cell names, in either language. */
export function columnForHeader(header: string): ImportColumnKey | null {
  return COLUMN_BY_HEADER.get(headerKey(header)) ?? null;
}

export const NATIONALITY_LABELS = {
  iranian: { fa: 'ایرانی', en: 'Iranian' },
  foreign: { fa: 'غیرایرانی', en: 'Foreign' },
} as const;

export const USER_TYPE_LABELS: Record<UserType, { fa: string; en: string }> = {
  employee: { fa: 'کارمند', en: 'Employee' },
  manager: { fa: 'مدیر', en: 'Manager' },
  contractor: { fa: 'پیمانکار', en: 'Contractor' },
  intern: { fa: 'کارآموز', en: 'Intern' },
};

/** A label typed in either language (or the code itself) back to its code. */
export function parseLabel<T extends string>(value: string, labels: Record<T, { fa: string; en: string }>): T | null {
  const wanted = normalizePersianText(value).toLowerCase();
  for (const [code, label] of Object.entries(labels) as [T, { fa: string; en: string }][]) {
    if (code.toLowerCase() === wanted || normalizePersianText(label.fa) === wanted || label.en.toLowerCase() === wanted) return code;
  }
  return null;
}

export const USER_TYPE_CODES = USER_TYPES;
