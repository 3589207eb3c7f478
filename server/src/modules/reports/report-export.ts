import ExcelJS from 'exceljs';
import type { LanguageCode } from '@rira/contracts';
import type { Report } from '@rira/contracts/report-types';
import type { SnapshotInput } from './reports.service.ts';

const HEAD = {
  fa: { person: 'ارزیابی‌شونده', version: 'نسخهٔ گزارش', competency: 'شایستگی', factor: 'عامل', self: 'خود', manager: 'مدیر', peer: 'همکاران', subordinate: 'زیردستان', external: 'بیرونی', others: 'دیگران', band: 'وضعیت', findings: 'یافته‌ها' },
  en: { person: 'Person', version: 'Report version', competency: 'Competency', factor: 'Factor', self: 'Self', manager: 'Manager', peer: 'Peers', subordinate: 'Direct reports', external: 'External', others: 'Others', band: 'Band', findings: 'Findings' },
} as const;
const BANDS = { fa: { strength: 'نقطهٔ قوت', middle: 'میانه', need: 'نیاز به توسعه' }, en: { strength: 'Strength', middle: 'Middle', need: 'Development need' } } as const;
const FINDINGS = {
  fa: { redFlag: 'هشدار', overuse: 'زیاده‌روی', blindSpot: 'نقطهٔ کور', hiddenStrength: 'قوت پنهان' },
  en: { redFlag: 'Red flag', overuse: 'Overuse', blindSpot: 'Blind spot', hiddenStrength: 'Hidden strength' },
} as const;

const round = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 100) / 100);

/**
 * Every generated report of a company (latest version each): one row per person and competency.
 * Only what the engine output shows is written, so its anonymity rules hold here too: a group
 * too small to be shown has no column value of its own.
 */
export async function buildCompanyExport(rows: { person: string; version: number; input: SnapshotInput; report: Report }[], lang: LanguageCode): Promise<Buffer> {
  const h = HEAD[lang];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'fa' ? 'گزارش‌ها' : 'Reports', { views: [{ rightToLeft: lang === 'fa', state: 'frozen', ySplit: 1 }] });
  sheet.addRow([h.person, h.version, h.competency, h.factor, h.self, h.manager, h.peer, h.subordinate, h.external, h.others, h.band, h.findings]).font = { bold: true };
  for (const { person, version, input, report } of rows) {
    const factorTitle = new Map(input.factors.map((f) => [f.id, (lang === 'en' && f.titleEn) || f.title]));
    for (const card of report.cards) {
      const findings = (['redFlag', 'overuse', 'blindSpot', 'hiddenStrength'] as const).filter((k) => card[k]).map((k) => FINDINGS[lang][k]);
      sheet.addRow([
        person,
        version,
        (lang === 'en' && card.titleEn) || card.title,
        factorTitle.get(card.factorId) ?? '',
        round(card.self),
        round(card.groups.manager),
        round(card.groups.peer),
        round(card.groups.subordinate),
        round(card.groups.external),
        round(card.others),
        card.band ? BANDS[lang][card.band] : '',
        findings.join('، '),
      ]);
    }
  }
  sheet.columns.forEach((c, i) => (c.width = i < 4 ? 28 : 12));
  return Buffer.from(await book.xlsx.writeBuffer());
}
