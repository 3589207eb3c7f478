import ExcelJS from 'exceljs';
import { textIn, type LanguageCode } from '@rira/contracts';
import { RATER_GROUPS } from '@rira/contracts/assessments';
import type { RoundDashboard } from '@rira/contracts/rounds';
import { t } from '../../http/translate.ts';

/** The fixed columns, in order: their headings are the catalogue's `workbooks.round.columns`. */
const COLUMNS = ['person', 'department', 'status', 'selfDone', 'nominationsWaiting'] as const;

/** The groups counted per person (the person's own sort is `selfDone`). */
const GROUPS = RATER_GROUPS.filter((g) => g !== 'self');

/**
 * A round's status as a workbook (issue 26): one row per person of the dashboard (never the
 * viewer's own assessment, which the dashboard leaves out), with their state, whether their own
 * sort is done, the nominations waiting, and per rater group the answered and invited; in the
 * caller's language, right to left in Persian.
 */
export async function buildRoundWorkbook(dashboard: RoundDashboard, lang: LanguageCode): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t(lang, 'workbooks.round.sheet'), {
    views: [{ rightToLeft: lang === 'fa', state: 'frozen', ySplit: 1 }],
  });
  const groupName = (g: (typeof GROUPS)[number]) => t(lang, `workbooks.reports.columns.${g}`);
  sheet.addRow([
    ...COLUMNS.map((c) => t(lang, `workbooks.round.columns.${c}`)),
    ...GROUPS.flatMap((g) => [
      t(lang, 'workbooks.round.groupAnswered', { group: groupName(g) }),
      t(lang, 'workbooks.round.groupInvited', { group: groupName(g) }),
    ]),
  ]).font = { bold: true };
  for (const p of dashboard.people) {
    const byGroup = new Map(p.groups.map((g) => [g.group, g]));
    sheet.addRow([
      lang === 'en' ? (p.nameEn ?? p.name) : p.name,
      p.departmentTitle ? textIn(p.departmentTitle, p.departmentTitleEn, lang) : '',
      t(lang, `workbooks.assessments.status.${p.status}`),
      t(lang, p.selfDone ? 'workbooks.yes' : 'workbooks.no'),
      p.nominationsWaiting,
      ...GROUPS.flatMap((g) => [byGroup.get(g)?.answered ?? 0, byGroup.get(g)?.invited ?? 0]),
    ]);
  }
  sheet.columns.forEach((c) => (c.width = 20));
  return Buffer.from(await book.xlsx.writeBuffer());
}
