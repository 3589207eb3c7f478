import { useTranslation } from 'react-i18next';
import type { CardAgreement, ReportCardRow } from '@rira/contracts/report-types';
import { Badge } from '../../components/ui/badge.tsx';
import { ScrollArea } from '../../components/ui/scroll-area.tsx';
import { bandTone, formatPercent, formatScore } from './report-format.ts';
import { localText } from '../../lib/local-text.tsx';
import type { ReportView } from './report-context.ts';
import { PileBar } from './pile-bar.tsx';
import { ReportSection } from './report-section.tsx';
import type { SeriesKey } from './report-series.ts';

/** The score of a card for one series. Only series from `view.series` are ever asked for. */
function cardScore(row: ReportCardRow, key: SeriesKey): number | null {
  if (key === 'self') return row.self;
  if (key === 'others') return row.others;
  return row.groups[key] ?? null;
}

/**
 * Every card, grouped by factor: self, each shown group, others, band, how the others placed it,
 * and their agreement. The columns come from `shownGroups` only, so a group too small to be
 * anonymous has no column even if a value slipped into a row.
 */
export function FullTable({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const { doc, lang, series } = view;
  const byFactor = new Map<string, ReportCardRow[]>();
  for (const row of doc.report.cards) {
    const list = byFactor.get(row.factorId) ?? [];
    list.push(row);
    byFactor.set(row.factorId, list);
  }
  const factorTitle = (id: string) => {
    const f = doc.factors.find((x) => x.id === id) ?? doc.report.summary.factors.find((x) => x.factorId === id);
    return f ? localText(f.title, f.titleEn, lang) : '';
  };
  const columnCount = series.length + 4;
  const hasManager = series.includes('manager');

  return (
    <ReportSection id="report-table" title={t('report.table.title')} intro={t('report.table.intro')}>
      <ScrollArea labelledBy="report-table-caption" className="-mx-2 print:mx-0" scrollerClassName="px-2 print:px-0">
        <table className="w-full min-w-[40rem] border-collapse text-sm print:min-w-0 print:text-xs" data-testid="full-table">
          <caption id="report-table-caption" className="sr-only">
            {t('report.table.caption')}
          </caption>
          <thead className="print:table-header-group">
            <tr className="border-b-2 border-line text-xs text-ink-muted">
              <th scope="col" className="py-2 pe-2 text-start font-medium">
                {t('report.table.competency')}
              </th>
              {series.map((key) => (
                <th key={key} scope="col" className="px-1.5 py-2 text-end font-medium" data-column={key}>
                  {t(`report.groups.${key}`)}
                  {key === 'manager' ? <span aria-hidden>*</span> : null}
                </th>
              ))}
              <th scope="col" className="px-1.5 py-2 text-center font-medium">
                {t('report.table.band')}
              </th>
              <th scope="col" className="px-1.5 py-2 text-center font-medium">
                {t('report.table.piles')}
              </th>
              <th scope="col" className="ps-1.5 py-2 text-end font-medium">
                {t('report.table.agreement')}
              </th>
            </tr>
          </thead>
          {[...byFactor.entries()].map(([factorId, rows]) => (
            <tbody key={factorId}>
              <tr className="bg-primary-50 print:[print-color-adjust:exact]">
                <th scope="colgroup" colSpan={columnCount} className="px-2 py-1.5 text-start text-xs font-bold text-primary-900">
                  {factorTitle(factorId)}
                </th>
              </tr>
              {rows.map((row) => (
                <tr key={row.cardId} className="border-b border-line/60 break-inside-avoid">
                  <th scope="row" className="py-1.5 pe-2 text-start font-medium">
                    {localText(row.title, row.titleEn, lang)}
                  </th>
                  {series.map((key) => (
                    <td key={key} className={`px-1.5 py-1.5 text-end tabular-nums ${key === 'others' ? 'font-semibold' : ''}`}>
                      {formatScore(cardScore(row, key), lang)}
                    </td>
                  ))}
                  <td className="px-1.5 py-1.5 text-center">
                    {row.band ? (
                      <Badge tone={bandTone(row.band)}>{t(`report.bands.${row.band}`)}</Badge>
                    ) : (
                      <span className="text-ink-muted">—</span>
                    )}
                  </td>
                  <td className="px-1.5 py-1.5">
                    <PileBar piles={row.piles} lang={lang} />
                  </td>
                  <td className="ps-1.5 py-1.5 text-end">
                    <AgreementValue agreement={row.agreement} lang={lang} />
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </ScrollArea>
      <ul className="flex flex-col gap-1 text-xs leading-6 text-ink-muted">
        {hasManager ? <li>* {t('report.cover.managerNotAnonymous')}</li> : null}
        <li>{t('report.table.pilesNote')}</li>
        <li>{t('report.table.dashNote')}</li>
      </ul>
    </ReportSection>
  );
}

/** A card's agreement as a percentage, marked when low; «not enough answers» below two raters. */
export function AgreementValue({ agreement, lang }: { agreement: CardAgreement; lang: 'fa' | 'en' }) {
  const { t } = useTranslation();
  if (agreement.status !== 'ok') return <span className="text-xs text-ink-muted">{t('report.notEnough.short')}</span>;
  return (
    <span className={`inline-flex items-center gap-1 tabular-nums ${agreement.low ? 'font-semibold text-danger' : ''}`}>
      {formatPercent(agreement.value, lang)}
      {agreement.low ? <span className="text-xs font-normal">({t('report.agreement.lowShort')})</span> : null}
    </span>
  );
}
