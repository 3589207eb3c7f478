import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileX2, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.tsx';

/**
 * The report address when there is no report to show: refused (not the person, or the person
 * while "user may see report" is off, or an assessor), nothing generated yet, or unknown.
 */
export function ReportStatePage({
  kind,
  message,
  backTo,
  action,
}: {
  kind: 'refused' | 'noReport' | 'notFound';
  message?: string;
  backTo?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const Icon = kind === 'refused' ? ShieldAlert : FileX2;
  return (
    <section
      aria-labelledby="report-state-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      data-state={kind}
    >
      <Icon aria-hidden className="size-14 text-primary-300" />
      <h1 id="report-state-title" className="text-2xl font-bold">
        {t(`report.states.${kind}.title`)}
      </h1>
      <p className="text-ink-muted">{message || t(`report.states.${kind}.body`)}</p>
      {kind === 'refused' ? <p className="text-sm text-ink-muted">{t('report.states.refused.hint')}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        {action}
        <Link to={backTo ?? '/admin/dashboard'} className={buttonClasses('secondary', 'md')}>
          {t('report.states.back')}
        </Link>
      </div>
    </section>
  );
}
