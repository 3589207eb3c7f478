import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicSiteSettings } from '@rira/contracts/site/settings';
import { localDigits } from '../../lib/digits.ts';
import { cn } from '../../components/ui/cn.ts';

/**
 * The postal address, postal code, phone and e-mail of the site settings (in the page's language):
 * in the footer (dark) and on the contact page (light). What is not set is left out.
 */
export function ContactAddress({ settings, tone }: { settings: PublicSiteSettings; tone: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'fa';
  const link = tone === 'dark' ? 'hover:text-white hover:underline' : 'text-primary-800 hover:underline';
  const { address, postalCode, phone, telephone, email } = settings;
  return (
    <address className={cn('flex flex-col gap-3 not-italic', tone === 'dark' ? 'text-primary-100' : 'text-ink')}>
      {address || postalCode ? (
        <p className="flex gap-2">
          <MapPin aria-hidden className="mt-1 size-5 shrink-0" />
          <span>
            {address}
            {address && postalCode ? <br /> : null}
            {postalCode ? (
              <>
                {t('footer.postalCode')}: <span dir="ltr">{localDigits(postalCode, lang)}</span>
              </>
            ) : null}
          </span>
        </p>
      ) : null}
      {phone ? (
        <p className="flex items-center gap-2">
          <Phone aria-hidden className="size-5 shrink-0" />
          <span className="sr-only">{t('footer.phone')}: </span>
          {/* The number as written, dialled in E.164 (the schema accepts only numbers that have one). */}
          <a href={telephone ? `tel:${telephone}` : undefined} dir="ltr" className={cn('inline-flex min-h-10 items-center', link)}>
            {localDigits(phone, lang)}
          </a>
        </p>
      ) : null}
      {email ? (
        <p className="flex items-center gap-2">
          <Mail aria-hidden className="size-5 shrink-0" />
          <span className="sr-only">{t('footer.email')}: </span>
          <a href={`mailto:${email}`} dir="ltr" className={cn('inline-flex min-h-10 items-center', link)}>
            {email}
          </a>
        </p>
      ) : null}
    </address>
  );
}
