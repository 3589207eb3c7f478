import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { bandTone, formatCount, formatPercent, formatScore } from './report-format.ts';
import { localText } from '../../lib/local-text.tsx';
import type { ReportView } from './report-context.ts';
import { ReportSection, SectionNote } from './report-section.tsx';
import { NotEnoughAnswers } from './report-summary.tsx';

/** Cards that at least `redFlagShare` of the other raters placed in "least describes". */
export function RedFlagsSection({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const { doc, lang } = view;
  const flags = doc.report.redFlags;
  return (
    <ReportSection
      id="report-red-flags"
      title={t('report.redFlags.title')}
      intro={t('report.redFlags.intro', { share: formatPercent(doc.report.settings.redFlagShare, lang) })}
    >
      {doc.report.status === 'notEnoughAnswers' ? (
        <NotEnoughAnswers view={view} />
      ) : flags.length === 0 ? (
        <SectionNote>{t('report.redFlags.none')}</SectionNote>
      ) : (
        <ul className="flex flex-col gap-3">
          {flags.map((flag) => {
            const text = view.competency(flag.cardId);
            return (
              <li
                key={flag.cardId}
                className="flex flex-col gap-1 rounded-lg border border-[#fecdca] bg-danger-soft p-4 break-inside-avoid print:[print-color-adjust:exact]"
              >
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{view.title(flag.cardId)}</span>
                  <span className="text-sm text-danger">
                    {t('report.redFlags.count', {
                      least: formatCount(flag.least, lang),
                      total: formatCount(flag.total, lang),
                      share: formatPercent(flag.share, lang),
                    })}
                  </span>
                </p>
                {text ? (
                  <p className="text-sm leading-7 text-ink-muted">
                    <span className="font-medium text-ink">{t('report.texts.unskilled')}: </span>
                    {localText(text.unskilled, text.unskilledEn, lang)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </ReportSection>
  );
}

/**
 * Strengths whose compensators are mostly needs (share above the overuse threshold): the strength
 * may be overused. Each shows the compensators involved with their bands.
 */
export function OveruseSection({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const { doc, lang } = view;
  const findings = doc.report.overuse;
  return (
    <ReportSection
      id="report-overuse"
      title={t('report.overuse.title')}
      intro={t('report.overuse.intro', { share: formatPercent(doc.report.settings.overuseShare, lang) })}
    >
      {doc.report.status === 'notEnoughAnswers' ? (
        <NotEnoughAnswers view={view} />
      ) : findings.length === 0 ? (
        <SectionNote>{t('report.overuse.none')}</SectionNote>
      ) : (
        <ul className="flex flex-col gap-4">
          {findings.map((finding) => {
            const row = view.card(finding.cardId);
            const text = view.competency(finding.cardId);
            return (
              <li key={finding.cardId} className="flex flex-col gap-2 rounded-lg border border-line p-4 break-inside-avoid">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-semibold">
                    {view.title(finding.cardId)}
                    <Badge tone="success">{t('report.bands.strength')}</Badge>
                  </span>
                  <span className="text-sm text-ink-muted">
                    {t('report.overuse.share', { share: formatPercent(finding.share, lang), score: formatScore(row?.others, lang) })}
                  </span>
                </p>
                {text ? (
                  <p className="text-sm leading-7 text-ink-muted">
                    <span className="font-medium text-ink">{t('report.texts.overused')}: </span>
                    {localText(text.overused, text.overusedEn, lang)}
                  </p>
                ) : null}
                <div className="flex flex-col gap-1">
                  <p className="text-xs font-medium text-ink-muted">{t('report.overuse.compensators')}</p>
                  <ul className="flex flex-wrap gap-2">
                    {finding.compensators.map((c) => (
                      <li key={c.cardId} className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm">
                        {view.title(c.cardId)}
                        <Badge tone={bandTone(c.band)}>{t(`report.bands.${c.band}`)}</Badge>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </ReportSection>
  );
}
