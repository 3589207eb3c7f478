import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { LocalTitle } from '../../lib/language-marked-text.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useLang } from '../../lib/use-lang.ts';
import { CompanyLogo } from './companies-page.tsx';
import { CompanySmsSettings } from './company-settings-form.tsx';

/**
 * /admin/companySettings: a company admin's own company — how its invitations look (its name and
 * logo, which the platform keeps) and whether they also go by SMS (issue 23).
 */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const company = useCurrentUser().activeCompany;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader title={t('companySettings.pageTitle')} intro={t('companySettings.intro')} />
      {company ? (
        <section aria-labelledby="company-brand" className="rounded-xl border border-line bg-surface p-4 shadow-sm md:p-6">
          <h2 id="company-brand" className="text-lg font-semibold">
            {t('companySettings.brand.title')}
          </h2>
          <p className="mt-1 max-w-3xl text-ink-muted">{t('companySettings.brand.intro')}</p>
          <div className="mt-3 flex items-center gap-3">
            <CompanyLogo company={company} lang={lang} size="lg" />
            <LocalTitle as="p" item={company} className="min-w-0 text-lg font-semibold" />
          </div>
        </section>
      ) : null}
      <CompanySmsSettings />
    </div>
  );
}
