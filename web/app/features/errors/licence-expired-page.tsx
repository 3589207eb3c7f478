import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.tsx';
import { localDigits } from '../../lib/digits.ts';

interface ContactFacts {
  phone: string | null;
  /** The phone in E.164, for the link. */
  telephone: string | null;
  email: string | null;
}

/** Where a 402 lands (seed spec §8): the licence has expired, contact support (the site settings' phone and e-mail). */
export function LicenceExpiredPage({ contacts: { phone, telephone, email } }: { contacts: ContactFacts }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'fa';
  const contacts = [
    phone ? (
      <a key="phone" href={telephone ? `tel:${telephone}` : undefined} dir="ltr" className="font-medium text-primary-700 underline">
        {localDigits(phone, lang)}
      </a>
    ) : null,
    email ? (
      <a key="email" href={`mailto:${email}`} dir="ltr" className="font-medium text-primary-700 underline">
        {email}
      </a>
    ) : null,
  ].filter(Boolean);
  return (
    <section aria-labelledby="licence-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <ShieldAlert aria-hidden className="size-16 text-primary-700" />
      <h1 id="licence-title" className="text-2xl font-bold md:text-3xl">
        {t('licence.title')}
      </h1>
      <p className="text-lg text-ink-muted">{t('licence.body')}</p>
      {contacts.length ? (
        <p className="text-ink-muted">
          {t('licence.support')} {contacts.flatMap((link, i) => (i ? [' · ', link] : [link]))}
        </p>
      ) : null}
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
