import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent, formatScore } from './report-format.ts';
import type { ReportView } from './report-context.ts';
import { AgreementValue } from './full-table.tsx';
import { PileBar } from './pile-bar.tsx';
import { ScrollArea } from '../../components/ui/scroll-area.tsx';
import { ReportSection, SectionNote, SubHeading } from './report-section.tsx';

/** How far the other raters agree: overall, and the cards where they disagree most (A < 50 %). */
export function AgreementSection({ view }: { view: ReportView }) {
  const { t } = useTranslation();
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
                <table aria-labelledby="low-agreement-title" className="w-full min-w-[28rem] text-sm print:min-w-0 print:text-xs">
                  <thead>
                    <tr className="border-b border-line text-xs text-ink-muted">
                      <th scope="col" className="py-1.5 text-start font-medium">
                        {t('report.table.competency')}
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-end font-medium">
                        {t('report.groups.others')}
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-center font-medium">
                        {t('report.table.piles')}
                      </th>
                      <th scope="col" className="py-1.5 text-end font-medium">
                        {t('report.table.agreement')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {agreement.lowCardIds.map((id) => {
                      const row = view.card(id);
                      if (!row) return null;
                      return (
                        <tr key={id} className="border-b border-line/60 break-inside-avoid">
                          <th scope="row" className="py-2 text-start font-medium">
                            {view.title(id)}
                          </th>
                          <td className="px-2 py-2 text-end tabular-nums">{formatScore(row.others, lang)}</td>
                          <td className="w-32 px-2 py-2">
                            <PileBar piles={row.piles} lang={lang} />
                          </td>
                          <td className="py-2 text-end">
                            <AgreementValue agreement={row.agreement} lang={lang} />
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
