import { useTranslation } from 'react-i18next';
import type { FactorScore } from '@rira/contracts/report-types';
import { Badge } from '../../components/ui/badge.tsx';
import { bandTone, formatScore } from './report-format.ts';
import { localText } from '../../lib/local-text.tsx';
import type { ReportView } from './report-context.ts';
import { FactorChart } from './factor-chart.tsx';
import { ScrollArea } from '../../components/ui/scroll-area.tsx';
import { ReportSection } from './report-section.tsx';
import { NotEnoughAnswers } from './report-summary.tsx';

/** Each factor per series (self, each shown group, others): the chart, then the same figures as a table. */
export function FactorSummary({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const { doc, lang, series } = view;
  const factors = doc.report.summary.factors;
  const scoreOf = (row: (typeof factors)[number], key: (typeof series)[number]): FactorScore | null =>
    key === 'self' ? row.self : key === 'others' ? row.others : (row.groups[key] ?? null);

  return (
    <ReportSection id="report-factors" title={t('report.factors.title')} intro={t('report.factors.intro')}>
      {doc.report.status === 'notEnoughAnswers' ? <NotEnoughAnswers view={view} /> : null}
      {factors.length > 0 ? (
        <>
          <figure className="flex flex-col gap-2 break-inside-avoid" aria-labelledby="factor-chart-caption">
            <figcaption id="factor-chart-caption" className="text-sm font-semibold">
              {t('report.factors.chartTitle')}
            </figcaption>
            <FactorChart factors={factors} series={series} lang={lang} labelledBy="factor-chart-caption" />
          </figure>
          <ScrollArea label={t('report.factors.tableCaption')} className="print:break-inside-avoid">
            <table className="w-full min-w-[32rem] text-sm print:min-w-0 print:text-xs">
              <caption className="sr-only">{t('report.factors.tableCaption')}</caption>
              <thead>
                <tr className="border-b border-line text-xs text-ink-muted">
                  <th scope="col" className="py-1.5 text-start font-medium">
                    {t('report.factors.factor')}
                  </th>
                  {series.map((key) => (
                    <th key={key} scope="col" className="px-2 py-1.5 text-end font-medium">
                      {t(`report.groups.${key}`)}
                    </th>
                  ))}
                  <th scope="col" className="py-1.5 ps-2 text-end font-medium">
                    {t('report.table.band')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {factors.map((row) => (
                  <tr key={row.factorId} className="border-b border-line/60 break-inside-avoid">
                    <th scope="row" className="py-2 text-start font-medium">
                      {localText(row.title, row.titleEn, lang)}
                    </th>
                    {series.map((key) => (
                      <td key={key} className={`px-2 py-2 text-end tabular-nums ${key === 'others' ? 'font-semibold' : ''}`}>
                        {formatScore(scoreOf(row, key)?.score, lang)}
                      </td>
                    ))}
                    <td className="py-2 ps-2 text-end">
                      {row.others ? (
                        <Badge tone={bandTone(row.others.band)}>{t(`report.bands.${row.others.band}`)}</Badge>
                      ) : (
                        <span className="text-ink-muted">—</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
          <p className="text-xs text-ink-muted">{t('report.factors.bandNote')}</p>
        </>
      ) : null}
    </ReportSection>
  );
}
