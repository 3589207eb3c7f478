import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useNavigate, useRouteLoaderData } from 'react-router';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { AppLoadingOverlay } from './components/ui/loading-overlay.tsx';
import { Logo } from './components/ui/logo.tsx';
import { ErrorPage } from './features/errors/error-page.tsx';
import { setApiNavigator } from './lib/api-client.ts';
import { currentBuildId, watchForNewBuild } from './lib/build-update.ts';
import { LazyToaster } from './components/ui/lazy-toaster.tsx';
import { notify } from './lib/toast.ts';
import { directionOf } from './lib/language.ts';
import { resolveLanguage } from './lib/load-context.ts';
import { ensureLanguage, translateIn } from './lib/i18n.ts';
import { usePageHydrates } from './lib/page-hydration.ts';

export const links: Route.LinksFunction = () => [
  // A precedence makes React put the stylesheet first in <head>, ahead of the scripts' modulepreloads,
  // so it is fetched first and nothing delays the first paint behind JavaScript.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = ({ data }) => {
  const lang = data?.lang ?? 'fa';
  return [{ title: translateIn(lang, 'brand.name') }, { name: 'description', content: translateIn(lang, 'meta.description') }];
};

/** Public pages must stay cacheable: nothing about the visitor is read here. */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    lang: resolveLanguage(request, context),
    cspNonce: context?.cspNonce ?? '',
    buildId: context?.buildId ?? currentBuildId(),
    /** The site's public origin, for canonical and sharing links (lib/seo.ts). */
    origin: context?.publicUrl || new URL(request.url).origin,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // Pages whose route says `handle.hydrate` false are plain HTML: no <Scripts>, no JavaScript at all.
  const hydrate = usePageHydrates();
  const { t, i18n } = useTranslation();
  // The i18n instance was made for this request (server) or from <html lang> (browser), so it
  // agrees with the loader at hydration, and it changes first when the visitor switches.
  const lang = i18n.language === 'en' ? 'en' : 'fa';
  const dir = directionOf(lang);
  const nonce = data?.cspNonce || undefined;

  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {/* Nothing leaves for other sites (as the server's no-referrer), but our own form posts keep their
            Origin header, which the server's and React Router's cross-site checks need (no-JS forms). */}
        <meta name="referrer" content="same-origin" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main-content"
          className="fixed start-2 top-2 z-[70] -translate-y-20 rounded-lg bg-primary-700 px-4 py-3 font-medium text-white transition-transform focus:translate-y-0"
        >
          {t('common.skipToContent')}
        </a>
        <Direction.Provider dir={dir}>{children}</Direction.Provider>
        <LazyToaster
          position="top-right"
          duration={3000}
          dir={dir}
          richColors
          closeButton
          containerAriaLabel={t('common.notifications')}
          style={{ fontFamily: 'var(--font-sans)' }}
          toastOptions={{ closeButtonAriaLabel: t('common.close') }}
        />
        <AppLoadingOverlay />
        {hydrate ? <ScrollRestoration nonce={nonce} /> : null}
        {hydrate ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

/** Lets the API client redirect (401 → '/', 402 → /licenseExpired) without a full reload. */
function useApiNavigation() {
  const navigate = useNavigate();
  useEffect(() => setApiNavigator((to) => void navigate(to)), [navigate]);
}

/** Hourly: offers a reload once a newer build is deployed. */
function useNewBuildNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    if (import.meta.env.DEV) return;
    return watchForNewBuild({
      onNewBuild: () =>
        void notify.info(t('update.available'), {
          id: 'new-build',
          duration: Number.POSITIVE_INFINITY,
          action: { label: t('update.reload'), onClick: () => window.location.reload() },
        }),
    });
  }, [t]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  useApiNavigation();
  useNewBuildNotice();

  // After a revalidation brings another language (switch in another tab, ?lang=), follow it.
  useEffect(() => {
    if (i18n.language !== loaderData.lang) void ensureLanguage(loaderData.lang).then(() => i18n.changeLanguage(loaderData.lang));
  }, [i18n, loaderData.lang]);

  return <Outlet />;
}

/** Fatal errors and unmatched paths outside the layouts: the 404 page's look (seed spec §2). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
  if (import.meta.env.DEV && status === 500) console.error(error);
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
          <a href="/" className="rounded-lg p-1">
            <Logo />
          </a>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <ErrorPage status={status} />
      </main>
    </>
  );
}
