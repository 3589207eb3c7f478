import { useEffect, useRef } from 'react';
import { CalendarClock, Clock, Hand, Keyboard, Layers, MousePointer2, Repeat2, Save, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PILES, type OpenSortSession } from '@rira/contracts/assessments';
import type { LanguageCode } from '@rira/contracts/language';
import { Button } from '../../components/ui/button.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDate } from '../../lib/format.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn } from '@rira/contracts/local-text';

/** Step 1: what the assessment is, how long it takes, and how the three piles work. */
export function SortWelcome({ session, lang, onStart }: { session: OpenSortSession; lang: LanguageCode; onStart: () => void }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const started = Object.keys(session.placements).length > 0;
  const target = textIn(session.targetName, session.targetNameEn, lang);
  const who = session.role === 'self' ? t('cardSort.welcome.you') : target;
  const n = (value: number) => localDigits(value, lang);

  return (
    <article aria-labelledby="sort-welcome-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <LocalText as="p" className="text-sm font-medium text-primary-800" fa={session.templateTitle} en={session.templateTitleEn} />
        <h1 id="sort-welcome-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none md:text-3xl">
          {session.role === 'self' ? t('cardSort.welcome.titleSelf') : t('cardSort.welcome.titleAssessor', { name: target })}
        </h1>
        <p className="text-lg text-ink-muted">
          {t(session.role === 'self' ? 'cardSort.welcome.introSelf' : 'cardSort.welcome.introAssessor', { name: target })}
        </p>
      </header>

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Fact icon={<Layers aria-hidden className="size-5" />} label={t('cardSort.welcome.cards')} value={n(session.cards.length)} />
        <Fact
          icon={<Clock aria-hidden className="size-5" />}
          label={t('cardSort.welcome.minutes')}
          value={t('cardSort.welcome.minutesValue', { value: n(session.estimatedMinutes) })}
        />
        {session.finishesOn ? (
          <Fact
            icon={<CalendarClock aria-hidden className="size-5" />}
            label={t('cardSort.welcome.deadline')}
            value={formatDate(session.finishesOn, lang)}
          />
        ) : null}
      </dl>

      <section aria-labelledby="sort-piles-title" className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 md:p-6">
        <h2 id="sort-piles-title" className="text-lg font-semibold">
          {t('cardSort.welcome.pilesTitle')}
        </h2>
        <p>{t('cardSort.welcome.pilesIntro', { count: session.cards.length, value: n(session.cards.length), who })}</p>
        <ul className="flex flex-col gap-2">
          {PILES.map((pile) => (
            <li key={pile} className="rounded-lg bg-page px-3 py-2">
              <span className="font-semibold">{t(`cardSort.piles.${pile}.name`)}</span>
              {' — '}
              {t(`cardSort.piles.${pile}.describe`, { who })}{' '}
              <span className="text-ink-muted">{t('cardSort.welcome.atMost', { value: n(session.pileMaxima[pile]) })}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-ink-muted">{t('cardSort.welcome.limitNote')}</p>
      </section>

      <section aria-labelledby="sort-how-title" className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 md:p-6">
        <h2 id="sort-how-title" className="text-lg font-semibold">
          {t('cardSort.welcome.howTitle')}
        </h2>
        <ul className="flex flex-col gap-3">
          <How icon={<MousePointer2 aria-hidden className="size-5" />} text={t('cardSort.welcome.howDrag')} />
          <How icon={<Hand aria-hidden className="size-5" />} text={t('cardSort.welcome.howTap')} />
          <How icon={<Keyboard aria-hidden className="size-5" />} text={t('cardSort.welcome.howKeyboard')} />
          <How icon={<Repeat2 aria-hidden className="size-5" />} text={t('cardSort.welcome.howFlip')} />
          <How icon={<Save aria-hidden className="size-5" />} text={t('cardSort.welcome.howRecord')} />
          <How icon={<Send aria-hidden className="size-5" />} text={t('cardSort.welcome.howRegister')} />
        </ul>
      </section>

      <div>
        <Button onClick={onStart}>{t(started ? 'cardSort.welcome.continue' : 'cardSort.welcome.start')}</Button>
      </div>
    </article>
  );
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3">
      <dt className="flex items-center gap-2 text-sm text-ink-muted">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-800">{icon}</span>
        {label}
      </dt>
      <dd className="ps-10 font-semibold">{value}</dd>
    </div>
  );
}

function How({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 text-primary-700">{icon}</span>
      <span>{text}</span>
    </li>
  );
}
