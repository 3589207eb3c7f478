import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/ui/logo.tsx';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { LocalTitle } from '../../lib/language-marked-text.tsx';
import { SortFlow, isAssessmentClosed, loadErrorMessage } from '../card-sort/sort-flow.tsx';
import type { SortSource } from '../card-sort/sort-source.ts';
import { invitationSource } from './invitation-sort-source.ts';
import { LanguageSwitch } from '../../components/language/language-switch.tsx';
import { useLang } from '../../lib/use-lang.ts';

/**
 * /invitation/{token}: an assessor answers through the personal link of their invitation, with
 * no account (people outside the organisation) or without signing in. The link opens that one
 * answer only; a closed assessment or a revoked link says so kindly.
 */
export function InvitationPage({ token }: { token: string }) {
  const lang = useLang();
  const [source] = useState(() => invitationSource(token));
  return (
    <QueryProvider>
      <InvitationShell brand={<CompanyBrand source={source} />}>
        <SortFlow source={source} lang={lang} offset="public" renderError={(error) => <DeadLink error={error} />} />
      </InvitationShell>
    </QueryProvider>
  );
}

/**
 * A link that cannot be an invitation at all (cut short when copied from the mail, mistyped): the
 * same kind words as an expired one, and whom to ask — not the site's generic "page not found".
 */
export function DeadInvitationPage() {
  return (
    <InvitationShell>
      <DeadLink error={null} />
    </InvitationShell>
  );
}

/**
 * Whose assessment it is: the client company's logo (in the page's language when it has one) and
 * name, above the answer (issue 23) — the invitation came from them, not from a platform the
 * invitee may never have heard of. Read from the answer's own session, once it has loaded.
 */
function CompanyBrand({ source }: { source: SortSource }) {
  const lang = useLang();
  const { data } = useQuery({
    queryKey: source.key,
    queryFn: ({ signal }) => source.load(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (!data?.company.title) return null;
  const { company } = data;
  const logo = lang === 'en' ? (company.logoEnUrl ?? company.logoFaUrl) : (company.logoFaUrl ?? company.logoEnUrl);
  return (
    <div className="mb-4 flex items-center gap-3">
      {logo ? <img src={logo} alt="" className="h-12 w-auto max-w-40 shrink-0 object-contain" /> : null}
      <LocalTitle as="p" item={company} className="min-w-0 text-lg font-semibold text-ink" />
    </div>
  );
}

function InvitationShell({ children, brand }: { children: ReactNode; brand?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 lg:px-8">
          <span className="rounded-lg p-1">
            <Logo />
          </span>
          <LanguageSwitch compact />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none lg:px-8">
        {brand}
        {children}
      </main>
      <footer className="border-t border-line bg-surface px-4 py-4 text-center text-sm text-ink-muted">{t('invitation.footer')}</footer>
    </div>
  );
}

function DeadLink({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // A good link to a closed assessment: nothing to ask anyone for, only that answers are over.
  const closed = isAssessmentClosed(error);
  const Icon = closed ? CalendarX2 : LinkIcon;
  return (
    <section aria-labelledby="dead-link-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Icon aria-hidden className="size-14 text-primary-300" />
      <h1 id="dead-link-title" className="text-2xl font-bold">
        {closed ? t('invitation.closedTitle') : t('invitation.deadTitle')}
      </h1>
      <p className="text-lg text-ink-muted">{loadErrorMessage(error, t('invitation.deadBody'))}</p>
      <p className="text-ink-muted">{closed ? t('invitation.closedHint') : t('invitation.deadHint')}</p>
    </section>
  );
}
