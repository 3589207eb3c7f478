import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/language';
import { ASSESSMENT_CLOSED_REASON } from '@rira/contracts/errors';
import { ApiError } from '../../lib/api-client.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn } from '@rira/contracts/local-text';
import { SortSealed } from './sort-sealed.tsx';
import { SortThanks } from './sort-thanks.tsx';
import { roundLine, type RoundOfAnswer } from './round-line.ts';
import type { SortSource } from './sort-source.ts';
import { SortWelcome } from './sort-welcome.tsx';
import { SortWorkspace } from './sort-workspace.tsx';

type Step = 'welcome' | 'sort' | 'thanks';

export interface SortFlowProps {
  source: SortSource;
  lang: LanguageCode;
  offset: 'admin' | 'public';
  /** What to show when the answer cannot be opened (dead link, not yours, not found). */
  renderError: (error: unknown) => ReactNode;
}

/**
 * The whole answer: welcome → card sort → Register → thanks. A registered answer is sealed: it
 * opens on a page that says when it was registered, never on a board (docs/decisions/030). After a
 * save conflict the person may load the saved answer again, which remounts the sorting page with it.
 */
export function SortFlow({ source, lang, offset, renderError }: SortFlowProps) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: source.key,
    queryFn: ({ signal }) => source.load(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const [step, setStep] = useState<Step>('welcome');
  const [generation, setGeneration] = useState(0);

  if (query.isPending) {
    return (
      <p role="status" className="py-16 text-center text-ink-muted">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) return <>{renderError(query.error)}</>;
  const session = query.data;

  if (step === 'thanks') return <SortThanks session={session} source={source} />;

  if (session.registered) return <SortSealed session={session} source={source} lang={lang} />;

  if (step === 'welcome') return <SortWelcome session={session} lang={lang} onStart={() => setStep('sort')} />;

  return (
    <div className="flex flex-col gap-2">
      <SortHeading session={session} lang={lang} />
      <SortWorkspace
        key={generation}
        session={session}
        source={source}
        lang={lang}
        offset={offset}
        onRegistered={() => {
          setStep('thanks');
          void query.refetch();
        }}
        onReload={async () => {
          await query.refetch();
          setGeneration((g) => g + 1);
        }}
      />
    </div>
  );
}

/** The sorting page's heading; it takes the focus when the page opens (from the welcome step, the page starts at its top). */
function SortHeading({
  session,
  lang,
}: {
  session: {
    role: 'self' | 'assessor';
    targetName: string;
    targetNameEn: string | null;
    templateTitle: string;
    templateTitleEn: string | null;
  } & RoundOfAnswer;
  lang: LanguageCode;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: false }), []);
  return (
    <header>
      {session.roundTitle ? <p className="text-sm text-ink-muted">{roundLine(session, lang, t)}</p> : null}
      <LocalText as="p" className="text-sm font-medium text-primary-800" fa={session.templateTitle} en={session.templateTitleEn} />
      <h1 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-bold focus:outline-none md:text-2xl">
        {session.role === 'self'
          ? t('cardSort.headingSelf')
          : t('cardSort.headingAssessor', { name: textIn(session.targetName, session.targetNameEn, lang) })}
      </h1>
    </header>
  );
}

/** The message of a failed load, for error views. */
export function loadErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The answer could not open because its assessment has closed (a 409 with that reason). */
export function isAssessmentClosed(error: unknown): boolean {
  return error instanceof ApiError && (error.body as { reason?: unknown } | null)?.reason === ASSESSMENT_CLOSED_REASON;
}
