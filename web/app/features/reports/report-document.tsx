import { useTranslation } from 'react-i18next';
import type { ReportDocument, ReportKind } from '@rira/contracts';
import type { LanguageCode } from '@rira/contracts/auth';
import { AgreementSection } from './agreement-section.tsx';
import { ChangeCycleGuide } from './change-cycle-guide.tsx';
import { DevelopmentSection } from './development-section.tsx';
import { FactorSummary } from './factor-summary.tsx';
import { OveruseSection, RedFlagsSection } from './findings-sections.tsx';
import { FullTable } from './full-table.tsx';
import { GapFindings } from './gap-findings.tsx';
import { reportView } from './report-context.ts';
import { ReportCover } from './report-cover.tsx';
import { SectionNote } from './report-section.tsx';
import { ReportSummary } from './report-summary.tsx';

/**
 * The report itself, the same on screen and in print. Short = cover, summary, factor summary,
 * blind spots and hidden strengths; complete = all of it, with the change-cycle guide and the
 * development guidance (method §4). `interactive` lets the assessed person choose what to develop.
 */
export function ReportDocumentView({
  doc,
  kind,
  lang,
  interactive = false,
  onDevelopmentSaved,
}: {
  doc: ReportDocument;
  kind: ReportKind;
  lang: LanguageCode;
  interactive?: boolean;
  onDevelopmentSaved?: () => void;
}) {
  const { t } = useTranslation();
  const view = reportView(doc, lang);
  const complete = kind === 'complete';
  return (
    <article className="report-document flex flex-col gap-10 print:block" data-kind={kind} aria-label={t('report.cover.title')}>
      <ReportCover view={view} kind={kind} />
      {doc.partial ? (
        <div className="print:mt-6">
          <SectionNote tone="warning">{t('report.partial')}</SectionNote>
        </div>
      ) : null}
      <ReportSummary view={view} />
      <FactorSummary view={view} />
      {complete ? <FullTable view={view} /> : null}
      {complete ? <AgreementSection view={view} /> : null}
      {complete ? <RedFlagsSection view={view} /> : null}
      {complete ? <OveruseSection view={view} /> : null}
      <GapFindings view={view} />
      {complete ? <ChangeCycleGuide view={view} /> : null}
      {complete ? <DevelopmentSection view={view} interactive={interactive} onSaved={onDevelopmentSaved} /> : null}
    </article>
  );
}
