import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.tsx';
import { localDigits } from '../../lib/digits.ts';

export interface ErrorPageProps {
  status: 404 | 500;
  /** The missing address, for the 404 page's small print. */
  path?: string;
}

/** The 404 page of seed spec §2; fatal errors use the same page with their own wording. */
export function ErrorPage({ status, path }: ErrorPageProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'fa';
  const kind = status === 404 ? 'notFound' : 'fatal';
  return (
    <section aria-labelledby="error-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p aria-hidden className="text-7xl font-extrabold text-primary-200">
        {localDigits(status, lang)}
      </p>
      <h1 id="error-title" className="text-2xl font-bold text-ink md:text-3xl">
        {t(`errorPage.${kind}.title`)}
      </h1>
      <p className="text-lg text-ink-muted">{t(`errorPage.${kind}.body`)}</p>
      {path ? <p className="text-sm text-ink-muted">{t('errors.pageNotFound', { path: `\u2068${path}\u2069` })}</p> : null}
      <Link to="/" reloadDocument={status === 500} className={buttonClasses('primary', 'md', 'mt-4')}>
        {t('errorPage.backHome')}
      </Link>
    </section>
  );
}
