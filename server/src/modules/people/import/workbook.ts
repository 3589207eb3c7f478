import ExcelJS from 'exceljs';
import type { LanguageCode } from '@rira/contracts';
import { AppError } from '../../../http/app-error.ts';
import { t } from '../../../http/translate.ts';
import {
  columnForHeader,
  columnHeader,
  HEADER_ROW_COLUMNS,
  IMPORT_COLUMNS,
  LIST_KEY_COLUMNS,
  NATIONALITY_LABELS,
  USER_TYPE_LABELS,
  type ImportColumnKey,
  type RawPersonRow,
} from './columns.ts';

const LISTS_SHEET = 'lists';
/** Rows of the sample that carry drop-down validations. */
const VALIDATED_ROWS = 2000;
/** How far down a sheet the row of column names may be: HR files put a title, a date or blank rows above it. */
const HEADER_SEARCH_ROWS = 10;

export interface SampleLists {
  department: string[];
  position: string[];
  jobTitle: string[];
  managementLevel: string[];
  structure: string[];
}

/** The instructions sheet's lines, in order: `workbooks.people.instructions.<line>` in the catalogue. */
const INSTRUCTION_LINES = [
  'title',
  'rows',
  'required',
  'englishNames',
  'mobile',
  'birthDate',
  'lists',
  'manager',
  'allOrNothing',
  'passwords',
] as const;

/** The "download sample" workbook: headers in the screen's language, drop-downs of the company's real lists, instructions. */
export async function buildSampleWorkbook(lang: LanguageCode, lists: SampleLists): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'RIRA';
  const rtl = lang === 'fa';
  const sheet = book.addWorksheet(t(lang, 'workbooks.people.sheet'), { views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: columnHeader(c.key, lang), key: c.key, width: c.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1D4ED8' } };

  // Lists live on a hidden sheet: inline lists are limited to 255 characters.
  const listsSheet = book.addWorksheet(LISTS_SHEET, { state: 'veryHidden' });
  const listColumns: [string, string[]][] = [
    ['nationality', Object.values(NATIONALITY_LABELS).map((l) => l[lang])],
    ['userType', Object.values(USER_TYPE_LABELS).map((l) => l[lang])],
    ['department', lists.department],
    ['position', lists.position],
    ['jobTitle', lists.jobTitle],
    ['managementLevel', lists.managementLevel],
    ['structure', lists.structure],
  ];
  const ranges = new Map<string, string>();
  listColumns.forEach(([key, values], index) => {
    const letter = String.fromCharCode(65 + index);
    values.forEach((v, row) => (listsSheet.getCell(`${letter}${row + 1}`).value = v));
    if (values.length) ranges.set(key, `${LISTS_SHEET}!$${letter}$1:$${letter}$${values.length}`);
  });

  IMPORT_COLUMNS.forEach((column, index) => {
    const excelColumn = sheet.getColumn(index + 1);
    if ('text' in column && column.text) excelColumn.numFmt = '@';
    const range = ranges.get(column.key);
    if (!range) return;
    for (let row = 2; row <= VALIDATED_ROWS; row++) {
      sheet.getCell(row, index + 1).dataValidation = { type: 'list', allowBlank: true, formulae: [range], showErrorMessage: true };
    }
  });

  const help = book.addWorksheet(t(lang, 'workbooks.people.instructionsSheet'), { views: [{ rightToLeft: rtl }] });
  help.getColumn(1).width = 110;
  INSTRUCTION_LINES.forEach((line, i) => {
    const cell = help.getCell(i + 1, 1);
    cell.value = t(lang, `workbooks.people.instructions.${line}`);
    cell.alignment = { wrapText: true, horizontal: rtl ? 'right' : 'left', readingOrder: rtl ? 'rtl' : 'ltr' };
    if (i === 0) cell.font = { bold: true, size: 14 };
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

function cellText(value: ExcelJS.CellValue): string | Date {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

export interface ReadWorkbook {
  rows: RawPersonRow[];
  /** Columns present in the file, by key. */
  columns: ImportColumnKey[];
  dates: Map<number, Date>;
}

/** The sheet people are read from: the first visible one (a hidden lists sheet may come first). */
function peopleSheet(book: ExcelJS.Workbook): ExcelJS.Worksheet | undefined {
  return book.worksheets.find((s) => s.state === 'visible') ?? book.worksheets[0];
}

/**
 * What a row of column names must name: a people workbook (the import) the first name and at least
 * one other known column; a list of people (a round's people) at least one column that identifies a
 * person (LIST_KEY_COLUMNS).
 */
export type WorkbookHeader = 'people' | 'list';

const IS_HEADER_ROW: Record<WorkbookHeader, (named: Set<ImportColumnKey>) => boolean> = {
  people: (named) => named.has('firstName') && named.size >= 2,
  list: (named) => LIST_KEY_COLUMNS.some((key) => named.has(key)),
};

/**
 * The row of column names and what each of its columns holds: the first of the sheet's first
 * HEADER_SEARCH_ROWS rows that names the columns `header` needs (in either language). A title
 * merged across the columns, a date or blank rows above it are skipped; the cells of a merged
 * title all read as the title, which names no column.
 */
function findHeaderRow(
  sheet: ExcelJS.Worksheet,
  header: WorkbookHeader = 'people',
): { row: number; columns: Map<number, ImportColumnKey> } | null {
  for (let r = 1; r <= Math.min(HEADER_SEARCH_ROWS, sheet.rowCount); r++) {
    const columns = new Map<number, ImportColumnKey>();
    sheet.getRow(r).eachCell((cell, col) => {
      const key = columnForHeader(String(cellText(cell.value)));
      if (key) columns.set(col, key);
    });
    if (IS_HEADER_ROW[header](new Set(columns.values()))) return { row: r, columns };
  }
  return null;
}

/**
 * "«a»، «b» و «c»" or "“a”, “b” and “c”" (a list: "… or …"): the columns a header row needs, for
 * the message.
 */
function headerColumnsList(lang: LanguageCode, header: WorkbookHeader): string {
  const keys = header === 'people' ? HEADER_ROW_COLUMNS : LIST_KEY_COLUMNS;
  const names = keys.map((key) => t(lang, 'workbooks.people.quoted', { name: columnHeader(key, lang) }));
  const last = t(lang, header === 'people' ? 'workbooks.people.and' : 'workbooks.people.or');
  return `${names.slice(0, -1).join(t(lang, 'workbooks.listSeparator'))}${last}${names.at(-1)}`;
}

const NO_HEADER_ROW: Record<WorkbookHeader, string> = { people: 'errors.importNoHeaderRow', list: 'errors.roundListNoHeaderRow' };

/**
 * Reads the first visible sheet of an uploaded workbook: the people below its row of column names
 * (findHeaderRow, with what `header` needs), whose headers may be in either language. `lang` is
 * the language of the refusal when no row names the columns. Row numbers are the sheet's own, as
 * the person sees them.
 */
export async function readPeopleWorkbook(
  bytes: Buffer,
  maxRows: number,
  lang: LanguageCode,
  header: WorkbookHeader = 'people',
): Promise<ReadWorkbook> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('unsupportedMediaType', { messageKey: 'errors.badExcel' });
  }
  const sheet = peopleSheet(book);
  if (!sheet) throw new AppError('validation', { messageKey: 'errors.badExcel' });
  const found = findHeaderRow(sheet, header);
  if (!found) {
    throw new AppError('validation', {
      messageKey: NO_HEADER_ROW[header],
      params: { rows: HEADER_SEARCH_ROWS, columns: headerColumnsList(lang, header) },
    });
  }
  const byIndex = found.columns;
  const rows: RawPersonRow[] = [];
  const dates = new Map<number, Date>();
  for (let r = found.row + 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values: RawPersonRow['values'] = {};
    let any = false;
    for (const [col, key] of byIndex) {
      const value = cellText(row.getCell(col).value);
      if (value instanceof Date) {
        dates.set(r, value);
        values[key] = value.toISOString().slice(0, 10);
        any = true;
      } else if (value.trim() !== '') {
        values[key] = value.trim();
        any = true;
      }
    }
    if (!any) continue;
    rows.push({ row: r, values });
    if (rows.length > maxRows) break;
  }
  return { rows, columns: [...new Set(byIndex.values())], dates };
}

/** The uploaded workbook again, with a "Problems" column that says what is wrong in each row. */
export async function buildErrorWorkbook(
  bytes: Buffer,
  lang: LanguageCode,
  problems: { row: number; column: string; message: string }[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = peopleSheet(book)!;
  const column = sheet.actualColumnCount + 1;
  // Beside the column names, wherever the upload has them (it was read, so they were found).
  const head = sheet.getCell(findHeaderRow(sheet)?.row ?? 1, column);
  head.value = t(lang, 'workbooks.people.problems');
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFB91C1C' } };
  sheet.getColumn(column).width = 60;
  const byRow = new Map<number, string[]>();
  for (const p of problems) byRow.set(p.row, [...(byRow.get(p.row) ?? []), `${p.column}: ${p.message}`]);
  for (const [row, messages] of byRow) {
    const cell = sheet.getCell(row, column);
    cell.value = messages.join('\n');
    cell.alignment = { wrapText: true, vertical: 'top' };
    cell.font = { color: { argb: 'FFB91C1C' } };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
