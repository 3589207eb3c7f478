import { useTranslation } from 'react-i18next';
import { formatCount } from './report-format.ts';
import type { ReportView } from './report-context.ts';
import { ReportSection } from './report-section.tsx';

export const CHANGE_PHASES = ['denial', 'resistance', 'exploration', 'commitment'] as const;

/** Fixed guidance on the four phases people go through after feedback (method §4). */
export function ChangeCycleGuide({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  return (
    <ReportSection id="report-change-cycle" title={t('report.changeCycle.title')} intro={t('report.changeCycle.intro')}>
      <ol className="grid gap-4 md:grid-cols-2 print:grid-cols-1">
        {CHANGE_PHASES.map((phase, i) => (
          <li key={phase} className="flex flex-col gap-2 rounded-xl border border-line p-4 break-inside-avoid">
            <h3 className="flex items-center gap-2 text-base font-bold text-primary-900">
              <span
                aria-hidden
                className="inline-flex size-7 items-center justify-center rounded-full bg-primary-700 text-sm text-white print:[print-color-adjust:exact]"
              >
                {formatCount(i + 1, view.lang)}
              </span>
              {t(`report.changeCycle.${phase}.title`)}
            </h3>
            <p className="text-sm leading-7">
              <span className="font-semibold">{t('report.changeCycle.feels')}: </span>
              {t(`report.changeCycle.${phase}.feels`)}
            </p>
            <p className="text-sm leading-7">
              <span className="font-semibold">{t('report.changeCycle.helps')}: </span>
              {t(`report.changeCycle.${phase}.helps`)}
            </p>
          </li>
        ))}
      </ol>
      <p className="text-sm leading-7 text-ink-muted">{t('report.changeCycle.closing')}</p>
    </ReportSection>
  );
}
