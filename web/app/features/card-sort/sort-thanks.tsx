import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { participantCritiqueSchema, type SortSession } from '@rira/contracts/assessments';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { inputClasses } from '../../components/ui/input.tsx';
import { useAction } from '../../lib/use-action.ts';
import { textIn } from '@rira/contracts/local-text';
import { useLangFromContext } from '../../lib/use-lang.ts';
import type { SortSource } from './sort-source.ts';
import { ClientForm } from '../../components/ui/client-form.tsx';
import { roundLine } from './round-line.ts';

type CritiqueValues = z.input<typeof participantCritiqueSchema>;
type CritiqueOutput = z.output<typeof participantCritiqueSchema>;

/** Step 4: thanks, what happens next, and an optional critique of the assessment. */
export function SortThanks({ session, source }: { session: SortSession; source: SortSource }) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const participant = source.context === 'participant';
  const next =
    session.role === 'self'
      ? session.status === 'needSetAssessor'
        ? 'chooseAssessors'
        : session.status === 'waiting'
          ? 'waiting'
          : null
      : null;

  return (
    <article aria-labelledby="sort-thanks-title" className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2 aria-hidden className="size-14 text-success" />
        {session.roundTitle ? <p className="text-sm text-ink-muted">{roundLine(session, lang, t)}</p> : null}
        <h1 id="sort-thanks-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none md:text-3xl">
          {t('cardSort.thanks.title')}
        </h1>
        <p className="text-lg text-ink-muted">
          {t(session.role === 'self' ? 'cardSort.thanks.bodySelf' : 'cardSort.thanks.bodyAssessor', {
            name: textIn(session.targetName, session.targetNameEn, lang),
          })}
        </p>
      </header>

      {next === 'chooseAssessors' ? (
        <section className="flex flex-col items-start gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4">
          <p>{t('cardSort.thanks.nextChoose')}</p>
          <Link to={`/admin/my-assessments/${session.assessmentId}/assessors`} className={buttonClasses('primary', 'md')}>
            {t('cardSort.thanks.chooseAssessors')}
          </Link>
        </section>
      ) : next === 'waiting' ? (
        <p className="rounded-xl border border-line bg-surface p-4">{t('cardSort.thanks.nextWaiting')}</p>
      ) : null}

      {participant && session.role === 'assessor' && source.next ? <NextSort next={source.next} /> : null}

      {participant && source.critique ? <CritiqueForm assessmentId={session.assessmentId} send={source.critique} /> : null}

      <div className="flex justify-center">
        {participant ? (
          <Link to="/admin/my-assessments" className={buttonClasses('secondary', 'md')}>
            {t('cardSort.thanks.back')}
          </Link>
        ) : (
          <p className="text-ink-muted">{t('cardSort.thanks.closePage')}</p>
        )}
      </div>
    </article>
  );
}

/**
 * Someone asked to sort for several people of a round goes straight to the next (issue 26): the
 * server names the caller's next sort of the same round, their own rows only. Nothing shows when
 * none is left, or when the question fails (the list is one link away).
 */
function NextSort({ next }: { next: NonNullable<SortSource['next']> }) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  const query = useQuery({ queryKey: next.key, queryFn: ({ signal }) => next.load(signal), retry: false, staleTime: 0 });
  const item = query.data;
  if (!item) return null;
  const Arrow = lang === 'fa' ? ArrowLeft : ArrowRight;
  return (
    <section
      aria-labelledby="sort-next-title"
      className="flex flex-col items-start gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4"
    >
      <h2 id="sort-next-title" className="font-semibold">
        {t('cardSort.thanks.nextInRound')}
      </h2>
      <Link to={`/admin/my-assessments/${item.assessorId}`} className={buttonClasses('primary', 'md')}>
        {t('cardSort.thanks.nextSort', { name: textIn(item.targetName, item.targetNameEn, lang) })}
        <Arrow aria-hidden className="size-4" />
      </Link>
    </section>
  );
}

function CritiqueForm({ assessmentId, send }: { assessmentId: string; send: (assessmentId: string, text: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CritiqueValues, unknown, CritiqueOutput>({
    resolver: zodResolver(participantCritiqueSchema),
    defaultValues: { assessmentId, text: '' },
  });
  const critique = useAction((values: CritiqueOutput) => send(values.assessmentId, values.text), {
    onSuccess: () => setSent(true),
    form: { setError, fields: ['text'] },
  });
  const submit = handleSubmit((values) => critique.fire(values));

  if (sent) {
    return (
      <p role="status" className="rounded-xl border border-line bg-surface p-4 text-center">
        {t('cardSort.thanks.critiqueSent')}
      </p>
    );
  }
  return (
    <ClientForm
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 md:p-6"
    >
      <h2 className="text-lg font-semibold">{t('cardSort.thanks.critiqueTitle')}</h2>
      <Field
        id="sort-critique"
        label={t('cardSort.thanks.critiqueLabel')}
        hint={t('cardSort.thanks.critiqueHint')}
        error={errorText(errors.text)}
      >
        {(control) => <textarea {...control} rows={4} dir="auto" className={inputClasses} {...register('text')} />}
      </Field>
      <div>
        <Button type="submit" variant="secondary" disabled={critique.busy}>
          {t('cardSort.thanks.critiqueSend')}
        </Button>
      </div>
    </ClientForm>
  );
}
