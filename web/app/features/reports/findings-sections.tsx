import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent, formatScore } from './report-format.ts';
import { BandBadge } from './band-badge.tsx';
import { textIn } from '@rira/contracts/local-text';
import type { ReportView } from './report-context.ts';
import { LabelledText, ReportSection, SectionNote } from './report-section.tsx';
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
              <li key={flag.cardId} className="red-flag">
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
                  <LabelledText label={t('report.texts.unskilled')}>{textIn(text.unskilled, text.unskilledEn, lang)}</LabelledText>
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
                    <BandBadge band="strength" t={t} />
                  </span>
                  <span className="text-sm text-ink-muted">
                    {t('report.overuse.share', { share: formatPercent(finding.share, lang), score: formatScore(row?.others, lang) })}
                  </span>
                </p>
                {text ? (
                  <LabelledText label={t('report.texts.overused')}>{textIn(text.overused, text.overusedEn, lang)}</LabelledText>
                ) : null}
                <div className="flex flex-col gap-1">
                  <p className="text-xs font-medium text-ink-muted">{t('report.overuse.compensators')}</p>
                  <ul className="flex flex-wrap gap-2">
                    {finding.compensators.map((c) => (
                      <li key={c.cardId} className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm">
                        {view.title(c.cardId)}
                        <BandBadge band={c.band} t={t} />
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
