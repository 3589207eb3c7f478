import type { FormEvent } from 'react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate, useRevalidator } from 'react-router';
import type { LanguageCode } from '@rira/contracts/language';
import { buttonClasses } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { changeLanguage } from '../../lib/change-language.ts';
import { LANGUAGE_ACTION, routeSwitchTarget, switchTarget } from '../../lib/switch-target.ts';

export interface LanguageSwitchProps {
  className?: string;
  /** Called after the switch (the admin area refetches its server-translated data). */
  onChanged?: (lang: LanguageCode) => void;
  /** Icon plus short label on narrow headers. */
  compact?: boolean;
}

/**
 * fa ⇄ en. The label is the other language's own name, marked with its language.
 *
 * It is a small form: on a page without JavaScript (the static public pages) it posts to
 * /language, which stores the choice and redirects to the other language's address; on a
 * hydrated page the same submit switches in place (no reload). A route may name that address
 * itself (`handle.switchTarget`: an article's translation, docs/decisions/014).
 */
export function LanguageSwitch({ className, onChanged, compact }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const current: LanguageCode = i18n.language === 'en' ? 'en' : 'fa';
  const next: LanguageCode = current === 'fa' ? 'en' : 'fa';
  const routeTarget = routeSwitchTarget(useMatches(), next);
  const target = routeTarget ?? switchTarget(location.pathname, location.search, next);

  async function switchInPlace() {
    await changeLanguage(i18n, next);
    const params = new URLSearchParams(location.search);
    const publicPage = !/^\/admin(\/|$)/i.test(location.pathname);
    if (publicPage) {
      // Public pages have one address per language (English: ?lang=en, docs/decisions/003).
      await navigate(routeTarget ?? `${target}${location.hash}`);
    } else if (params.has('lang')) {
      // ?lang= outranks the cookie on the server: drop it so the new choice sticks.
      params.delete('lang');
      const search = params.toString();
      await navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    } else {
      await revalidator.revalidate();
    }
    onChanged?.(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void switchInPlace();
  }

  return (
    <form method="post" action={LANGUAGE_ACTION} onSubmit={onSubmit} className="contents">
      <input type="hidden" name="lang" value={next} />
      <input type="hidden" name="to" value={target} />
      <button type="submit" className={cn(buttonClasses('ghost', compact ? 'sm' : 'md'), className)} data-testid="language-switch">
        <Languages aria-hidden className="size-5" />
        <span className="sr-only">{t('language.switchLabel')} </span>
        <span lang={next} className={compact ? 'max-sm:sr-only' : undefined}>
          {t(`language.names.${next}`, { lng: next })}
        </span>
      </button>
    </form>
  );
}
