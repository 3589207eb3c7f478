import ExcelJS from 'exceljs';
import { TEHRAN_TIME_ZONE, type LanguageCode, type SurveyQuestion } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import type { SurveyResponseRow } from './pages-admin.repo.ts';
import { answerText, type StoredQuestion } from './survey-answers.ts';

/**
 * The survey's responses as a workbook: the respondent's details, then one column per question
 * (the current survey's questions in the caller's language, then any question only older
 * responses have). Dates are Jalali in Persian, Gregorian in English, Tehran time.
 */
export async function buildSurveyWorkbook(
  rows: SurveyResponseRow[],
  current: readonly SurveyQuestion[],
  lang: LanguageCode,
): Promise<Buffer> {
  const columns: { id: string; label: string }[] = current.map((q) => ({ id: q.id, label: q.label }));
  for (const row of rows) {
    for (const q of (row.questions as StoredQuestion[] | null) ?? []) {
      if (!columns.some((c) => c.id === q.id)) columns.push({ id: q.id, label: q.label });
    }
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t(lang, 'pagesAdmin.exportSheet'), {
    views: [{ rightToLeft: lang === 'fa', state: 'frozen', ySplit: 1 }],
  });
  const fixed = ['exportDate', 'exportLanguage', 'exportName', 'exportCompany', 'exportEmail', 'exportPhone', 'exportSeen'].map((k) =>
    t(lang, `pagesAdmin.${k}`),
  );
  sheet.addRow([...fixed, ...columns.map((c) => c.label)]).font = { bold: true };
  const when = new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB', {
    timeZone: TEHRAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  for (const row of rows) {
    const questions = (row.questions as StoredQuestion[] | null) ?? [];
    const answers = (row.answers as Record<string, unknown> | null) ?? {};
    sheet.addRow([
      when.format(row.createdAt),
      t(lang, row.language === 'fa' ? 'pagesAdmin.languageFa' : 'pagesAdmin.languageEn'),
      row.fullname ?? '',
      row.companyName ?? '',
      row.email ?? '',
      row.phoneNumber ?? '',
      t(lang, row.isSeen ? 'pagesAdmin.yes' : 'pagesAdmin.no'),
      ...columns.map((c) =>
        answerText(
          questions.find((q) => q.id === c.id),
          answers[c.id],
        ),
      ),
    ]);
  }
  sheet.columns.forEach((c, i) => (c.width = i < fixed.length ? 18 : 30));
  return Buffer.from(await book.xlsx.writeBuffer());
}
