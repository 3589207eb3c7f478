import { useTranslation } from 'react-i18next';
import { formatCount } from './report-format.ts';
import type { ReportView } from './report-context.ts';
import { ReportSection } from './report-section.tsx';

export const CHANGE_PHASES = ['denial', 'resistance', 'exploration', 'commitment'] as const;

/** Fixed guidance on the four phases people go through after feedback (assessment-method.md §4). */
export function ChangeCycleGuide({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  return (
    <ReportSection id="report-change-cycle" title={t('report.changeCycle.title')} intro={t('report.changeCycle.intro')}>
      <ol className="change-phases">
        {CHANGE_PHASES.map((phase, i) => (
          <li key={phase}>
            <h3>
              <span aria-hidden>{formatCount(i + 1, view.lang)}</span>
              {t(`report.changeCycle.${phase}.title`)}
            </h3>
            <p>
              <span>{`${t('report.changeCycle.feels')}: `}</span>
              {t(`report.changeCycle.${phase}.feels`)}
            </p>
            <p>
              <span>{`${t('report.changeCycle.helps')}: `}</span>
              {t(`report.changeCycle.${phase}.helps`)}
            </p>
          </li>
        ))}
      </ol>
      <p className="report-note">{t('report.changeCycle.closing')}</p>
    </ReportSection>
  );
}
