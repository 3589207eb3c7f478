import { useTranslation } from 'react-i18next';
import type { GapFinding } from '@rira/contracts/report-types';
import { formatDifference, formatScore } from './report-format.ts';
import type { ReportView } from './report-context.ts';
import { ReportSection, SectionNote } from './report-section.tsx';
import { NotEnoughAnswers } from './report-summary.tsx';

/**
 * Blind spots (the person rates themself at least `gap` above the others) and hidden strengths
 * (the others rate the person at least `gap` above their own view), largest difference first.
 */
export function GapFindings({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const { doc, lang } = view;
  const { blindSpots, hiddenStrengths } = doc.report.summary;
  const gap = formatScore(doc.report.settings.gap, lang);
  const notEnough = doc.report.status === 'notEnoughAnswers';
  return (
    <>
      <ReportSection id="report-blind-spots" title={t('report.gaps.blindTitle')} intro={t('report.gaps.blindIntro', { gap })}>
        {notEnough ? (
          <NotEnoughAnswers view={view} />
        ) : (
          <GapTable id="blind-spots" findings={blindSpots} empty={t('report.gaps.noBlind')} view={view} kind="blind" />
        )}
      </ReportSection>
      <ReportSection id="report-hidden-strengths" title={t('report.gaps.hiddenTitle')} intro={t('report.gaps.hiddenIntro', { gap })}>
        {notEnough ? (
          <NotEnoughAnswers view={view} />
        ) : (
          <GapTable id="hidden-strengths" findings={hiddenStrengths} empty={t('report.gaps.noHidden')} view={view} kind="hidden" />
        )}
      </ReportSection>
    </>
  );
}

function GapTable({
  id,
  findings,
  empty,
  view,
  kind,
}: {
  id: string;
  findings: GapFinding[];
  empty: string;
  view: ReportView;
  kind: 'blind' | 'hidden';
}) {
  const { t } = useTranslation();
  const { lang } = view;
  if (findings.length === 0) return <SectionNote>{empty}</SectionNote>;
  const sorted = [...findings].sort((a, b) => b.difference - a.difference);
  return (
    // `blind-spots` or `hidden-strengths` (not `hidden`: that is Tailwind's display: none).
    <table className={`report-table gap-table ${id}`} data-testid={id}>
      <caption className="sr-only">{t(kind === 'blind' ? 'report.gaps.blindTitle' : 'report.gaps.hiddenTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('report.table.competency')}</th>
          <th scope="col">{t('report.groups.self')}</th>
          <th scope="col">{t('report.groups.others')}</th>
          <th scope="col">{t('report.gaps.difference')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((f) => (
          <tr key={f.cardId}>
            <th scope="row">{view.title(f.cardId)}</th>
            <td>{formatScore(f.self, lang)}</td>
            <td>{formatScore(f.others, lang)}</td>
            <td>{formatDifference(kind === 'blind' ? f.self - f.others : f.others - f.self, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
