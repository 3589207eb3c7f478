import ExcelJS from 'exceljs';
import { ROUND_LIST_KEYS } from '@rira/contracts/rounds';
import type { LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import { columnHeader, type ImportColumnKey } from '../people/import/columns.ts';

/** The sample's columns: the names (for whoever fills it in; not read), then the identifiers a row is read by. */
const COLUMNS: readonly ImportColumnKey[] = ['firstName', 'lastName', ...ROUND_LIST_KEYS];

const INSTRUCTION_LINES = ['title', 'rows', 'identifiers', 'names', 'allOrNothing'] as const;

/**
 * The sample Excel list of a round's people: the people workbook's column names (so the people
 * import's reader finds them, and the people workbook itself is a list too), the identifiers as
 * text (a national code keeps its leading zeros), and an instructions sheet; right to left in Persian.
 */
export async function buildPeopleListSample(lang: LanguageCode): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'RIRA';
  const rtl = lang === 'fa';
  const sheet = book.addWorksheet(t(lang, 'workbooks.roundList.sheet'), { views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((key) => ({ header: columnHeader(key, lang), key, width: key === 'email' ? 28 : 18 }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1D4ED8' } };
  for (const key of ROUND_LIST_KEYS) sheet.getColumn(key).numFmt = '@';

  const help = book.addWorksheet(t(lang, 'workbooks.roundList.instructionsSheet'), { views: [{ rightToLeft: rtl }] });
  help.getColumn(1).width = 110;
  INSTRUCTION_LINES.forEach((line, i) => {
    const cell = help.getCell(i + 1, 1);
    cell.value = t(lang, `workbooks.roundList.instructions.${line}`);
    cell.alignment = { wrapText: true, horizontal: rtl ? 'right' : 'left', readingOrder: rtl ? 'rtl' : 'ltr' };
    if (i === 0) cell.font = { bold: true, size: 14 };
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
