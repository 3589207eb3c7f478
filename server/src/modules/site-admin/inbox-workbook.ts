import ExcelJS from 'exceljs';
import type { LanguageCode } from '@rira/contracts';
import type { FormSubmissionItem, InboxKind, ProductDemoItem, ServiceDemoItem } from '@rira/contracts/site/admin-site';

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

const HEAD: Record<LanguageCode, Record<Column, string>> = {
  fa: {
    createdAt: 'تاریخ ارسال',
    seen: 'دیده‌شده',
    fullname: 'نام و نام خانوادگی',
    companyName: 'سازمان',
    position: 'سمت',
    phoneNumber: 'تلفن',
    email: 'ایمیل',
    offering: 'محصول / خدمت',
    teamSize: 'اندازهٔ سازمان',
    message: 'پیام',
    language: 'زبان فرم',
  },
  en: {
    createdAt: 'Sent on',
    seen: 'Seen',
    fullname: 'Full name',
    companyName: 'Organisation',
    position: 'Position',
    phoneNumber: 'Phone',
    email: 'E-mail',
    offering: 'Product / service',
    teamSize: 'Organisation size',
    message: 'Message',
    language: 'Form language',
  },
};

const SHEET: Record<InboxKind, Record<LanguageCode, string>> = {
  formSubmission: { fa: 'فرم‌های تماس', en: 'Contact submissions' },
  productDemo: { fa: 'درخواست دموی محصول', en: 'Product demo requests' },
  serviceDemo: { fa: 'درخواست دموی خدمت', en: 'Service demo requests' },
};

const YES_NO = { fa: ['بله', 'خیر'], en: ['Yes', 'No'] } as const;
const LANGUAGE_NAMES = { fa: { fa: 'فارسی', en: 'انگلیسی' }, en: { fa: 'Persian', en: 'English' } } as const;

type Rows =
  | { kind: 'formSubmission'; rows: FormSubmissionItem[] }
  | { kind: 'productDemo'; rows: ProductDemoItem[] }
  | { kind: 'serviceDemo'; rows: ServiceDemoItem[] };

/**
 * One inbox list as a workbook in the reader's language: a right-to-left sheet with Jalali
 * dates (Tehran time) in Persian, Gregorian ISO-like dates in English. `offeringName` turns a
 * product or service id into its name.
 */
export async function buildInboxWorkbook(data: Rows, lang: LanguageCode, offeringName: (id: string) => string): Promise<Buffer> {
  const h = HEAD[lang];
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(SHEET[data.kind][lang], { views: [{ rightToLeft: lang === 'fa', state: 'frozen', ySplit: 1 }] });
  const when = new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian-nu-latn' : 'en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const date = (iso: string) => when.format(new Date(iso));
  const seen = (value: boolean) => YES_NO[lang][value ? 0 : 1];

  const columns: Column[] =
    data.kind === 'formSubmission'
      ? ['createdAt', 'seen', 'fullname', 'position', 'phoneNumber', 'email', 'message', 'language']
      : ['createdAt', 'seen', 'offering', 'fullname', 'companyName', 'position', 'phoneNumber', 'email', 'teamSize', 'message', 'language'];
  sheet.addRow(columns.map((c) => h[c])).font = { bold: true };

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
        if (c === 'language') return LANGUAGE_NAMES[lang][row.language as LanguageCode];
        return (row[c] as string | null | undefined) ?? '';
      }),
    );
  }
  sheet.columns.forEach((column, i) => (column.width = columns[i] === 'message' ? 48 : 22));
  sheet.getColumn(columns.indexOf('message') + 1).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await book.xlsx.writeBuffer());
}
