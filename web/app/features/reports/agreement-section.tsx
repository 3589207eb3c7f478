import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent, formatScore } from './report-format.ts';
import type { ReportView } from './report-context.ts';
import { AgreementValue } from './full-table.tsx';
import { PileBar } from './pile-bar.tsx';
import { rowWords } from './row-words.ts';
import { ScrollArea } from '../../components/ui/scroll-area.tsx';
import { ReportSection, SectionNote, SubHeading } from './report-section.tsx';

/** How far the other raters agree: overall, and the cards where they disagree most (A < 50 %). */
export function AgreementSection({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const words = rowWords(t);
  const { doc, lang } = view;
  const agreement = doc.report.agreement;
  return (
    <ReportSection id="report-agreement" title={t('report.agreement.title')} intro={t('report.agreement.intro')}>
      {agreement.status !== 'ok' ? (
        <SectionNote tone="warning">{t('report.agreement.notEnough')}</SectionNote>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-x-8 gap-y-2">
            <p className="flex flex-col">
              <span className="text-xs text-ink-muted">{t('report.agreement.overall')}</span>
              <span className="text-4xl font-bold text-primary-800 tabular-nums" data-testid="overall-agreement">
                {formatPercent(agreement.value, lang)}
              </span>
            </p>
            <p className="text-sm text-ink-muted">
              {t('report.agreement.basis', { n: formatCount(agreement.cardCount, lang), count: agreement.cardCount })}
            </p>
          </div>
          <SubHeading id="low-agreement-title">{t('report.agreement.lowTitle')}</SubHeading>
          {agreement.lowCardIds.length === 0 ? (
            <SectionNote>{t('report.agreement.noLow')}</SectionNote>
          ) : (
            <>
              <p className="text-sm text-ink-muted">{t('report.agreement.lowIntro')}</p>
              <ScrollArea label={t('report.agreement.lowTitle')}>
                <table aria-labelledby="low-agreement-title" className="report-table low-agreement-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('report.table.competency')}</th>
                      <th scope="col">{t('report.groups.others')}</th>
                      <th scope="col">{t('report.table.piles')}</th>
                      <th scope="col">{t('report.table.agreement')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {agreement.lowCardIds.map((id) => {
                      const row = view.card(id);
                      if (!row) return null;
                      return (
                        <tr key={id}>
                          <th scope="row">{view.title(id)}</th>
                          <td>{formatScore(row.others, lang)}</td>
                          <td>
                            <PileBar piles={row.piles} lang={lang} words={words} />
                          </td>
                          <td>
                            <AgreementValue agreement={row.agreement} lang={lang} words={words} />
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </ScrollArea>
            </>
          )}
        </>
      )}
    </ReportSection>
  );
}
