import { useTranslation } from 'react-i18next';
import type { TopEntry } from '@rira/contracts/report-types';
import { Badge } from '../../components/ui/badge.tsx';
import { bandTone, formatCount, formatScore } from './report-format.ts';
import type { ReportView } from './report-context.ts';
import { ReportSection, SectionNote, SubHeading } from './report-section.tsx';

/** Top strengths and top needs by the others' score (method §4; ties resolved by the engine). */
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
        <table aria-labelledby={`${id}-title`} className="w-full text-sm">
          <thead>
            <tr className="border-b border-line text-xs text-ink-muted">
              <th scope="col" className="w-8 py-1.5 text-start font-medium">
                {t('report.summary.rank')}
              </th>
              <th scope="col" className="py-1.5 text-start font-medium">
                {t('report.table.competency')}
              </th>
              <th scope="col" className="py-1.5 text-end font-medium">
                {t('report.groups.others')}
              </th>
              <th scope="col" className="py-1.5 ps-3 text-end font-medium">
                {t('report.groups.self')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, i) => (
              <tr key={entry.cardId} className="border-b border-line/60">
                <td className="py-2 text-ink-muted tabular-nums">{formatCount(i + 1, lang)}</td>
                <th scope="row" className="py-2 text-start font-medium">
                  <span className="flex flex-wrap items-center gap-2">
                    {view.title(entry.cardId)}
                    <Badge tone={bandTone(entry.band)}>{t(`report.bands.${entry.band}`)}</Badge>
                  </span>
                </th>
                <td className="py-2 text-end font-semibold tabular-nums">{formatScore(entry.others, lang)}</td>
                <td className="py-2 ps-3 text-end tabular-nums text-ink-muted">{formatScore(entry.self, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
