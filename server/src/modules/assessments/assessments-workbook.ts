import ExcelJS from 'exceljs';
import type { AssessmentListItem, LanguageCode } from '@rira/contracts';

const HEADERS = {
  fa: ['ارزیابی‌شونده', 'قالب', 'وضعیت', 'تاریخ ثبت', 'شروع', 'پایان', 'آخرین تغییر', 'ارزیاب‌ها', 'دعوت‌شده', 'دعوت‌نشده', 'پاسخ‌داده'],
  en: ['Person', 'Template', 'Status', 'Created', 'Starts', 'Finishes', 'Last update', 'Assessors', 'Invited', 'Not invited', 'Finished'],
} as const;

const STATUS_LABELS: Record<string, { fa: string; en: string }> = {
  draft: { fa: 'پیش‌نویس', en: 'Draft' },
  new: { fa: 'جدید', en: 'New' },
  selfInProgress: { fa: 'خودارزیابی در جریان', en: 'Self-assessment in progress' },
  selfFinished: { fa: 'خودارزیابی انجام شد', en: 'Self-assessment finished' },
  needSetAssessor: { fa: 'نیازمند انتخاب ارزیاب', en: 'Needs assessors' },
  pendingConfirmation: { fa: 'در انتظار تأیید ارزیاب‌ها', en: 'Assessors pending confirmation' },
  waiting: { fa: 'در انتظار انتخاب ارزیاب توسط مدیر', en: 'Waiting for the admin to pick assessors' },
  collecting: { fa: 'در حال جمع‌آوری پاسخ‌ها', en: 'Collecting answers' },
  finished: { fa: 'پایان‌یافته', en: 'Finished' },
};

/** "Download base data": the company's assessments, one row each, in the screen's language. */
export async function buildAssessmentsWorkbook(items: AssessmentListItem[], lang: LanguageCode): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'fa' ? 'ارزیابی‌ها' : 'Assessments', { views: [{ rightToLeft: lang === 'fa', state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...HEADERS[lang]]).font = { bold: true };
  const day = new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' });
  const date = (iso: string | null) => (iso ? day.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso)) : '');
  for (const a of items) {
    sheet.addRow([
      a.targetUserName,
      (lang === 'en' && a.templateTitleEn) || a.templateTitle,
      STATUS_LABELS[a.status]?.[lang] ?? a.status,
      date(a.createdAt),
      date(a.startsOn),
      date(a.finishesOn),
      date(a.updatedAt),
      a.counts.assessors,
      a.counts.invited,
      a.counts.uninvited,
      a.counts.finished,
    ]);
  }
  sheet.columns.forEach((c) => (c.width = 18));
  return Buffer.from(await book.xlsx.writeBuffer());
}
