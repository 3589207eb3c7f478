import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SealedSortSession } from '@rira/contracts/assessments';
import type { LanguageCode } from '@rira/contracts/language';
import { buttonClasses } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import type { SortSource } from './sort-source.ts';

/**
 * A registered answer, opened again: it is sealed (docs/decisions/030), so the page says when it
 * was registered and why it cannot be shown — the session carries no placements to show.
 */
export function SortSealed({ session, source, lang }: { session: SealedSortSession; source: SortSource; lang: LanguageCode }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <article aria-labelledby="sort-sealed-title" className="mx-auto flex max-w-2xl flex-col items-center gap-5 py-8 text-center">
      <LockKeyhole aria-hidden className="size-14 text-primary-600" />
      <LocalText as="p" className="text-sm font-medium text-primary-800" fa={session.templateTitle} en={session.templateTitleEn} />
      <h1 id="sort-sealed-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none md:text-3xl">
        {t('cardSort.sealed.title')}
      </h1>
      <p className="text-lg">{t('cardSort.sealed.when', { when: formatDateTime(session.registeredAt, lang) })}</p>
      <p className="text-ink-muted">{t('cardSort.sealed.body')}</p>
      {source.context === 'participant' ? (
        <Link to="/admin/my-assessments" className={buttonClasses('secondary', 'md')}>
          {t('cardSort.thanks.back')}
        </Link>
      ) : (
        <p className="text-ink-muted">{t('cardSort.thanks.closePage')}</p>
      )}
    </article>
  );
}
