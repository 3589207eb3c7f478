import { useTranslation } from 'react-i18next';
import type { ReportDocument, ReportKind } from '@rira/contracts';
import type { LanguageCode } from '@rira/contracts/language';
import { AgreementSection } from './agreement-section.tsx';
import { ChangeCycleGuide } from './change-cycle-guide.tsx';
import { DevelopmentSection } from './development-section.tsx';
import { FactorSummary } from './factor-summary.tsx';
import { OveruseSection, RedFlagsSection } from './findings-sections.tsx';
import { FullTable } from './full-table.tsx';
import { GapFindings } from './gap-findings.tsx';
import { reportView, type ReportView } from './report-context.ts';
import { outlineOf, type ReportOutline } from './report-outline.ts';
import { enhanceScrollAreas } from '../../components/ui/scroll-area.tsx';
import { KeptMarkup } from '../../lib/render-only.tsx';
import { ReportCover } from './report-cover.tsx';
import { SectionNote } from './report-section.tsx';
import { ReportSummary } from './report-summary.tsx';

/**
 * The report itself, the same on screen and in print. Short = cover, summary, factor summary,
 * blind spots and hidden strengths; complete = all of it, with the change-cycle guide and the
 * development guidance (assessment-method.md §4). `interactive` lets the assessed person choose what to develop.
 *
 * `doc` is null in the browser while it hydrates a page whose document stayed on the server
 * (docs/decisions/019): the report's markup is then kept as the server sent it (`KeptMarkup`),
 * and only the development choice, which `outline` carries, is rendered live.
 */
export function ReportDocumentView({
  doc,
  kind,
  lang,
  outline = doc ? outlineOf(doc, lang) : undefined,
  interactive = false,
  onDevelopmentSaved,
}: {
  kind: ReportKind;
  lang: LanguageCode;
  interactive?: boolean;
  onDevelopmentSaved?: () => void;
} & ({ doc: ReportDocument; outline?: ReportOutline } | { doc: ReportDocument | null; outline: ReportOutline })) {
  const { t } = useTranslation();
  const view = doc ? reportView(doc, lang) : null;
  const complete = kind === 'complete';
  return (
    <article className="report-document flex flex-col gap-10 print:block" data-kind={kind} aria-label={t('report.cover.title')}>
      <KeptMarkup className="contents" enhance={enhanceScrollAreas}>
        {view ? <ReportSections view={view} kind={kind} /> : null}
      </KeptMarkup>
      {complete && outline ? (
        <DevelopmentSection view={view} outline={outline} lang={lang} interactive={interactive} onSaved={onDevelopmentSaved} />
      ) : null}
    </article>
  );
}

/** Every section but the development guidance: what the reader only reads. */
function ReportSections({ view, kind }: { view: ReportView; kind: ReportKind }) {
  const { t } = useTranslation();
  const complete = kind === 'complete';
  return (
    <>
      <ReportCover view={view} kind={kind} />
      {view.doc.partial ? (
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
    </>
  );
}
