import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/ui/logo.tsx';
import type { PublicSiteSettings, SocialNetwork } from '@rira/contracts/site/settings';
import { EitaaIcon, InstagramIcon, LinkedInIcon, TelegramIcon, WhatsAppIcon } from '../../components/ui/social-icons.tsx';
import { formatYear } from '../../lib/format.ts';
import { PRODUCTS, SERVICES } from './catalogue.ts';
import { ContactAddress } from './contact-address.tsx';
import { LocalLink } from '../../components/language/local-link.tsx';

const SOCIAL_ICONS: Record<SocialNetwork, (props: { className?: string }) => ReactNode> = {
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  telegram: TelegramIcon,
  whatsapp: WhatsAppIcon,
  eitaa: EitaaIcon,
};

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-bold text-white">
        {title}
      </h2>
      <ul className="flex flex-col">{children}</ul>
    </nav>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <LocalLink to={to} className="inline-flex min-h-10 items-center text-primary-100 hover:text-white hover:underline">
        {children}
      </LocalLink>
    </li>
  );
}

/** The public footer (seed spec §2): company, products, services, and the site settings' address and social links. */
export function SiteFooter({ settings }: { settings: PublicSiteSettings }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'fa';
  const year = formatYear(new Date(), lang);

  return (
    <footer className="mt-16 bg-primary-900 text-primary-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 md:grid-cols-4 lg:px-6">
        <FooterColumn id="footer-company" title={t('footer.company')}>
          <FooterLink to="/about-us">{t('nav.about')}</FooterLink>
          <FooterLink to="/contact-us">{t('nav.contact')}</FooterLink>
          <FooterLink to="/blogs">{t('nav.magazine')}</FooterLink>
        </FooterColumn>

        <FooterColumn id="footer-products" title={t('footer.products')}>
          {PRODUCTS.map((item) => (
            <FooterLink key={item.id} to={item.path}>
              {t(item.nameKey)}
            </FooterLink>
          ))}
        </FooterColumn>

        <FooterColumn id="footer-services" title={t('footer.services')}>
          {SERVICES.map((item) => (
            <FooterLink key={item.id} to={item.path}>
              {t(item.nameKey)}
            </FooterLink>
          ))}
        </FooterColumn>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-base font-bold text-white">
            {t('footer.contact')}
          </h2>
          <ContactAddress settings={settings} tone="dark" />
          {settings.social.length ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('footer.social')}>
              {settings.social.map((link) => {
                const Icon = SOCIAL_ICONS[link.network];
                return (
                  <li key={link.network}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`footer.socialNames.${link.network}`)}
                      className="inline-flex size-11 items-center justify-center rounded-lg text-primary-100 hover:bg-primary-800 hover:text-white"
                    >
                      <Icon className="size-6" />
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </section>
      </div>
      <div className="border-t border-primary-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-primary-100 lg:px-6">
          <Logo className="[&>span:last-child]:text-white" />
          <p>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
