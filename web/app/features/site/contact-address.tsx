import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../lib/digits.ts';
import { cn } from '../../components/ui/cn.ts';
import { CONTACT_INFO } from '../../lib/contact-info.ts';

/** The postal address, postal code, landline and e-mail: in the footer (dark) and on the contact page (light). */
export function ContactAddress({ tone }: { tone: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'fa';
  const link = tone === 'dark' ? 'hover:text-white hover:underline' : 'text-primary-800 hover:underline';
  return (
    <address className={cn('flex flex-col gap-3 not-italic', tone === 'dark' ? 'text-primary-100' : 'text-ink')}>
      <p className="flex gap-2">
        <MapPin aria-hidden className="mt-1 size-5 shrink-0" />
        <span>
          {t('footer.address')}
          <br />
          {t('footer.postalCode')}: <span dir="ltr">{localDigits(CONTACT_INFO.postalCode, lang)}</span>
        </span>
      </p>
      <p className="flex items-center gap-2">
        <Phone aria-hidden className="size-5 shrink-0" />
        <span className="sr-only">{t('footer.phone')}: </span>
        <a href={CONTACT_INFO.phoneHref} dir="ltr" className={cn('inline-flex min-h-10 items-center', link)}>
          {localDigits(CONTACT_INFO.phone, lang)}
        </a>
      </p>
      <p className="flex items-center gap-2">
        <Mail aria-hidden className="size-5 shrink-0" />
        <span className="sr-only">{t('footer.email')}: </span>
        <a href={`mailto:${CONTACT_INFO.email}`} dir="ltr" className={cn('inline-flex min-h-10 items-center', link)}>
          {CONTACT_INFO.email}
        </a>
      </p>
    </address>
  );
}
