import ExcelJS from 'exceljs';
import { TEHRAN_TIME_ZONE, type LanguageCode } from '@rira/contracts';
import type { FormSubmissionItem, ProductDemoItem, ServiceDemoItem } from '@rira/contracts/site/admin-site';
import { t } from '../../http/translate.ts';

type Column =
  | 'createdAt'
  | 'seen'
  | 'fullname'
  | 'companyName'
  | 'position'
  | 'phoneNumber'
  | 'email'
  | 'offering'
  | 'teamSize'
  | 'message'
  | 'language';

type Rows =
  | { kind: 'formSubmission'; rows: FormSubmissionItem[] }
  | { kind: 'productDemo'; rows: ProductDemoItem[] }
  | { kind: 'serviceDemo'; rows: ServiceDemoItem[] };

/**
 * One inbox list as a workbook in the reader's language (headings: the catalogue's
 * `workbooks.inbox`): a right-to-left sheet with Jalali
 * dates (Tehran time) in Persian, Gregorian ISO-like dates in English. `offeringName` turns a
 * product or service id into its name.
 */
export async function buildInboxWorkbook(data: Rows, lang: LanguageCode, offeringName: (id: string) => string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(t(lang, `workbooks.inbox.sheet.${data.kind}`), {
    views: [{ rightToLeft: lang === 'fa', state: 'frozen', ySplit: 1 }],
  });
  const when = new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian-nu-latn' : 'en-CA', {
    timeZone: TEHRAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const date = (iso: string) => when.format(new Date(iso));
  const seen = (value: boolean) => t(lang, value ? 'workbooks.yes' : 'workbooks.no');

  const columns: Column[] =
    data.kind === 'formSubmission'
      ? ['createdAt', 'seen', 'fullname', 'position', 'phoneNumber', 'email', 'message', 'language']
      : ['createdAt', 'seen', 'offering', 'fullname', 'companyName', 'position', 'phoneNumber', 'email', 'teamSize', 'message', 'language'];
  sheet.addRow(columns.map((c) => t(lang, `workbooks.inbox.columns.${c}`))).font = { bold: true };

  const rows: Record<string, unknown>[] =
    data.kind === 'formSubmission'
      ? data.rows
      : data.kind === 'productDemo'
        ? data.rows.map((r) => ({ ...r, offering: offeringName(r.product) }))
        : data.rows.map((r) => ({ ...r, offering: offeringName(r.service) }));
  for (const row of rows) {
    sheet.addRow(
      columns.map((c) => {
        if (c === 'createdAt') return date(row.createdAt as string);
        if (c === 'seen') return seen(row.isSeen as boolean);
        if (c === 'language') return t(lang, `workbooks.language.${row.language as LanguageCode}`);
        return (row[c] as string | null | undefined) ?? '';
      }),
    );
  }
  sheet.columns.forEach((column, i) => (column.width = columns[i] === 'message' ? 48 : 22));
  sheet.getColumn(columns.indexOf('message') + 1).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await book.xlsx.writeBuffer());
}
