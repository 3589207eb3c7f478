import ExcelJS from 'exceljs';
import { titleIn, type LanguageCode } from '@rira/contracts';
import type { Report } from '@rira/contracts/report-types';
import { t } from '../../http/translate.ts';
import type { SnapshotInput } from './report-snapshot.ts';

/** The columns, in order: their headings are the catalogue's `workbooks.reports.columns`. */
const COLUMNS = [
  'person',
  'version',
  'competency',
  'factor',
  'self',
  'manager',
  'peer',
  'subordinate',
  'external',
  'others',
  'band',
  'findings',
] as const;
const FINDINGS = ['redFlag', 'overuse', 'blindSpot', 'hiddenStrength'] as const;

const round = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 100) / 100);

/**
 * Every generated report of a company (latest version each): one row per person and competency.
 * Only what the engine output shows is written, so its anonymity rules hold here too: a group
 * too small to be shown has no column value of its own.
 */
export async function buildCompanyExport(
  rows: { person: string; version: number; input: SnapshotInput; report: Report }[],
  lang: LanguageCode,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t(lang, 'workbooks.reports.sheet'), {
    views: [{ rightToLeft: lang === 'fa', state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(COLUMNS.map((c) => t(lang, `workbooks.reports.columns.${c}`))).font = { bold: true };
  for (const { person, version, input, report } of rows) {
    const factorTitle = new Map(input.factors.map((f) => [f.id, titleIn(f, lang)]));
    for (const card of report.cards) {
      const findings = FINDINGS.filter((k) => card[k]).map((k) => t(lang, `workbooks.reports.findings.${k}`));
      sheet.addRow([
        person,
        version,
        titleIn(card, lang),
        factorTitle.get(card.factorId) ?? '',
        round(card.self),
        round(card.groups.manager),
        round(card.groups.peer),
        round(card.groups.subordinate),
        round(card.groups.external),
        round(card.others),
        card.band ? t(lang, `workbooks.reports.bands.${card.band}`) : '',
        findings.join(t(lang, 'workbooks.listSeparator')),
      ]);
    }
  }
  sheet.columns.forEach((c, i) => (c.width = i < 4 ? 28 : 12));
  return Buffer.from(await book.xlsx.writeBuffer());
}
