import { useTranslation } from 'react-i18next';
import type { TopEntry } from '@rira/contracts/report-types';
import { formatCount, formatScore } from './report-format.ts';
import { BandBadge } from './band-badge.tsx';
import type { ReportView } from './report-context.ts';
import { ReportSection, SectionNote, SubHeading } from './report-section.tsx';

/** Top strengths and top needs by the others' score (assessment-method.md §4; ties resolved by the engine). */
export function ReportSummary({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const { summary, status } = view.doc.report;
  return (
    <ReportSection id="report-summary" title={t('report.summary.title')} intro={t('report.summary.intro')}>
      {status === 'notEnoughAnswers' ? (
        <NotEnoughAnswers view={view} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
          <TopList
            id="top-strengths"
            title={t('report.summary.topStrengths')}
            entries={summary.topStrengths}
            empty={t('report.summary.noStrengths')}
            view={view}
          />
          <TopList
            id="top-needs"
            title={t('report.summary.topNeeds')}
            entries={summary.topNeeds}
            empty={t('report.summary.noNeeds')}
            view={view}
          />
        </div>
      )}
    </ReportSection>
  );
}

/** Why there is nothing to score yet, in the engine's own words. */
export function NotEnoughAnswers({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const reason = view.doc.report.notEnoughAnswersReason ?? 'noOthersAnswers';
  return (
    <SectionNote tone="warning">
      {t(`report.notEnough.${reason}`, { n: formatCount(view.doc.report.settings.minGroupSize, view.lang) })}
    </SectionNote>
  );
}

function TopList({ id, title, entries, empty, view }: { id: string; title: string; entries: TopEntry[]; empty: string; view: ReportView }) {
  const { t } = useTranslation();
  const { lang } = view;
  return (
    <div className="flex flex-col gap-2 break-inside-avoid">
      <SubHeading id={`${id}-title`}>{title}</SubHeading>
      {entries.length === 0 ? (
        <SectionNote>{empty}</SectionNote>
      ) : (
        <table aria-labelledby={`${id}-title`} className="report-table top-table">
          <thead>
            <tr>
              <th scope="col">{t('report.summary.rank')}</th>
              <th scope="col">{t('report.table.competency')}</th>
              <th scope="col">{t('report.groups.others')}</th>
              <th scope="col">{t('report.groups.self')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, i) => (
              <tr key={entry.cardId}>
                <td>{formatCount(i + 1, lang)}</td>
                <th scope="row">
                  <span>
                    {view.title(entry.cardId)}
                    <BandBadge band={entry.band} t={t} />
                  </span>
                </th>
                <td>{formatScore(entry.others, lang)}</td>
                <td>{formatScore(entry.self, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
