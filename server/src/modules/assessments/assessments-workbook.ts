import ExcelJS from 'exceljs';
import { TEHRAN_TIME_ZONE, textIn, type AssessmentListItem, type Assessor, type LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';

/** The columns, in order: their headings are the catalogue's `workbooks.assessments.columns`. */
const COLUMNS = [
  'person',
  'template',
  'status',
  'createdAt',
  'startsOn',
  'finishesOn',
  'updatedAt',
  'assessors',
  'invited',
  'uninvited',
  'finished',
] as const;

/** The second sheet's columns: one row per assessor of each assessment (`workbooks.assessors.columns`). */
const ASSESSOR_COLUMNS = ['person', 'assessor', 'position', 'type', 'weight', 'confirmation', 'progress'] as const;

/**
 * "Download base data": the company's assessments, one row each, and their assessors (with each
 * colleague's position), in the screen's language.
 */
export async function buildAssessmentsWorkbook(
  items: AssessmentListItem[],
  assessorsByAssessment: Map<string, Assessor[]>,
  lang: LanguageCode,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t(lang, 'workbooks.assessments.sheet'), {
    views: [{ rightToLeft: lang === 'fa', state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(COLUMNS.map((c) => t(lang, `workbooks.assessments.columns.${c}`))).font = { bold: true };
  const day = new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-CA', {
    timeZone: TEHRAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const date = (iso: string | null) => (iso ? day.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso)) : '');
  const status = (code: string) => {
    const label = t(lang, `workbooks.assessments.status.${code}`);
    // An unknown key comes back as itself: a status the catalogue does not name is written as its code.
    return label.startsWith('workbooks.') ? code : label;
  };
  for (const a of items) {
    sheet.addRow([
      a.targetUserName,
      textIn(a.templateTitle, a.templateTitleEn, lang),
      status(a.status),
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

  const people = book.addWorksheet(t(lang, 'workbooks.assessors.sheet'), {
    views: [{ rightToLeft: lang === 'fa', state: 'frozen', ySplit: 1 }],
  });
  people.addRow(ASSESSOR_COLUMNS.map((c) => t(lang, `workbooks.assessors.columns.${c}`))).font = { bold: true };
  for (const a of items) {
    for (const assessor of assessorsByAssessment.get(a.id) ?? []) {
      people.addRow([
        a.targetUserName,
        lang === 'en' ? (assessor.nameEn ?? assessor.name) : assessor.name,
        assessor.isExternal
          ? t(lang, 'workbooks.assessors.external')
          : textIn(assessor.positionTitle ?? '', assessor.positionTitleEn, lang),
        textIn(assessor.assessorTypeTitle ?? '', assessor.assessorTypeTitleEn, lang),
        assessor.weight,
        t(lang, `workbooks.assessors.confirmation.${assessor.confirmation}`),
        t(lang, `workbooks.assessors.progress.${assessor.progress}`),
      ]);
    }
  }
  people.columns.forEach((c) => (c.width = 20));
  return Buffer.from(await book.xlsx.writeBuffer());
}
