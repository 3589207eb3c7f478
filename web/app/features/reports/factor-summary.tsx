import { useTranslation } from 'react-i18next';
import type { FactorScore } from '@rira/contracts/report-types';
import { formatScore } from './report-format.ts';
import { BandBadge } from './band-badge.tsx';
import { textIn } from '@rira/contracts/local-text';
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
            <table className="report-table factor-table">
              <caption className="sr-only">{t('report.factors.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('report.factors.factor')}</th>
                  {series.map((key) => (
                    <th key={key} scope="col">
                      {t(`report.groups.${key}`)}
                    </th>
                  ))}
                  <th scope="col">{t('report.table.band')}</th>
                </tr>
              </thead>
              <tbody>
                {factors.map((row) => (
                  <tr key={row.factorId}>
                    <th scope="row">{textIn(row.title, row.titleEn, lang)}</th>
                    {series.map((key) => (
                      <td key={key}>{formatScore(scoreOf(row, key)?.score, lang)}</td>
                    ))}
                    <td>{row.others ? <BandBadge band={row.others.band} t={t} /> : <span className="text-ink-muted">—</span>}</td>
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
