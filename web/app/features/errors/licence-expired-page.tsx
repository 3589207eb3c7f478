import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.tsx';
import { localDigits } from '../../lib/digits.ts';
import { CONTACT_INFO } from '../../lib/contact-info.ts';

/** Where a 402 lands (spec §8): the licence has expired, contact support. */
export function LicenceExpiredPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'fa';
  return (
    <section aria-labelledby="licence-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <ShieldAlert aria-hidden className="size-16 text-primary-700" />
      <h1 id="licence-title" className="text-2xl font-bold md:text-3xl">
        {t('licence.title')}
      </h1>
      <p className="text-lg text-ink-muted">{t('licence.body')}</p>
      <p className="text-ink-muted">
        {t('licence.support')}{' '}
        <a href={CONTACT_INFO.phoneHref} dir="ltr" className="font-medium text-primary-700 underline">
          {localDigits(CONTACT_INFO.phone, lang)}
        </a>{' '}
        ·{' '}
        <a href={`mailto:${CONTACT_INFO.email}`} dir="ltr" className="font-medium text-primary-700 underline">
          {CONTACT_INFO.email}
        </a>
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/contact-us" className={buttonClasses('primary')}>
          {t('licence.contact')}
        </Link>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('errorPage.backHome')}
        </Link>
      </div>
    </section>
  );
}
