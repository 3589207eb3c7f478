import { useTranslation } from 'react-i18next';
import type { CardAgreement, ReportCardRow } from '@rira/contracts/report-types';
import { ScrollArea } from '../../components/ui/scroll-area.tsx';
import { formatPercent, formatScore } from './report-format.ts';
import { BandBadge } from './band-badge.tsx';
import { rowWords, type RowWords } from './row-words.ts';
import { textIn } from '@rira/contracts/local-text';
import type { ReportView } from './report-context.ts';
import { PileBar } from './pile-bar.tsx';
import { ReportSection } from './report-section.tsx';
import type { SeriesKey } from './report-series.ts';
import type { LanguageCode } from '@rira/contracts/language';

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
  const words = rowWords(t);
  const { doc, lang, series } = view;
  const byFactor = new Map<string, ReportCardRow[]>();
  for (const row of doc.report.cards) {
    const list = byFactor.get(row.factorId) ?? [];
    list.push(row);
    byFactor.set(row.factorId, list);
  }
  const factorTitle = (id: string) => {
    const f = doc.factors.find((x) => x.id === id) ?? doc.report.summary.factors.find((x) => x.factorId === id);
    return f ? textIn(f.title, f.titleEn, lang) : '';
  };
  const columnCount = series.length + 4;
  const hasManager = series.includes('manager');

  // Every cell's look is report.css's (.report-full-table, by column): 42 rows of classes were a third of the page.
  return (
    <ReportSection id="report-table" title={t('report.table.title')} intro={t('report.table.intro')}>
      <ScrollArea labelledBy="report-table-caption" className="-mx-2 print:mx-0" scrollerClassName="px-2 print:px-0">
        <table className="report-full-table" data-testid="full-table">
          <caption id="report-table-caption" className="sr-only">
            {t('report.table.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('report.table.competency')}</th>
              {series.map((key) => (
                <th key={key} scope="col" data-column={key}>
                  {t(`report.groups.${key}`)}
                  {key === 'manager' ? <span aria-hidden>*</span> : null}
                </th>
              ))}
              <th scope="col">{t('report.table.band')}</th>
              <th scope="col">{t('report.table.piles')}</th>
              <th scope="col">{t('report.table.agreement')}</th>
            </tr>
          </thead>
          {[...byFactor.entries()].map(([factorId, rows]) => (
            <tbody key={factorId}>
              <tr>
                <th scope="colgroup" colSpan={columnCount}>
                  {factorTitle(factorId)}
                </th>
              </tr>
              {rows.map((row) => (
                <tr key={row.cardId}>
                  <th scope="row">{textIn(row.title, row.titleEn, lang)}</th>
                  {series.map((key) => (
                    <td key={key}>{formatScore(cardScore(row, key), lang)}</td>
                  ))}
                  <td>{row.band ? <BandBadge band={row.band} t={t} /> : <span className="text-ink-muted">—</span>}</td>
                  <td>
                    <PileBar piles={row.piles} lang={lang} words={words} />
                  </td>
                  <td>
                    <AgreementValue agreement={row.agreement} lang={lang} words={words} />
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </ScrollArea>
      <ul className="report-footnotes">
        {hasManager ? <li>* {t('report.cover.managerNotAnonymous')}</li> : null}
        <li>{t('report.table.pilesNote')}</li>
        <li>{t('report.table.dashNote')}</li>
      </ul>
    </ReportSection>
  );
}

/** A card's agreement as a percentage, marked when low; «not enough answers» below two raters. */
export function AgreementValue({ agreement, lang, words }: { agreement: CardAgreement; lang: LanguageCode; words: RowWords }) {
  if (agreement.status !== 'ok') return <span className="text-xs text-ink-muted">{words.notEnough}</span>;
  if (!agreement.low) return formatPercent(agreement.value, lang);
  // Low agreement is what the reader should notice: <strong>, drawn by report.css.
  return (
    <strong>
      {formatPercent(agreement.value, lang)}
      <span>{words.low}</span>
    </strong>
  );
}
