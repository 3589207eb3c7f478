import type { ReactNode } from 'react';
import { CircleCheck, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContentIcon as ContentIconName, Faq, TrustedCompany } from '@rira/contracts/site/content';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { localDigits } from '../../lib/digits.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { ContentIcon } from './content-icon.tsx';
import { LocalLink } from '../../components/language/local-link.tsx';

/**
 * The building blocks of the public pages. Everything they print comes from the page-content
 * store or locales; they only decide how it looks (logical properties, so both directions work).
 */

export interface Crumb {
  name: string;
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const trail: Crumb[] = [{ name: t('site.breadcrumbs.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('site.breadcrumbs.label')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {trail.map((crumb, i) => (
          // The page's own crumb (last, often a long article title) flows as text, so when it wraps
          // on a phone its separator stays with its first words instead of standing alone beside them.
          <li key={`${crumb.name}-${i}`} className={i === trail.length - 1 ? 'min-w-0' : 'flex items-center gap-2'}>
            {i > 0 ? (
              <span aria-hidden className={cn('text-line', i === trail.length - 1 && 'me-2')}>
                /
              </span>
            ) : null}
            {crumb.to && i < trail.length - 1 ? (
              <LocalLink to={crumb.to} className="inline-flex min-h-10 items-center hover:text-primary-800 hover:underline">
                {crumb.name}
              </LocalLink>
            ) : (
              <span aria-current={i === trail.length - 1 ? 'page' : undefined} className="font-medium text-ink">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageHero({
  eyebrow,
  title,
  subtitle,
  crumbs,
  children,
  aside,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  crumbs?: Crumb[];
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-b from-primary-50 to-page">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-6 pb-12 md:pb-16 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:px-6">
        <div className="flex max-w-3xl flex-col gap-4">
          {crumbs ? <Breadcrumbs items={crumbs} /> : null}
          {eyebrow ? <p className="mt-4 font-semibold text-primary-700">{eyebrow}</p> : null}
          <h1
            id="page-title"
            className="text-3xl leading-tight font-extrabold text-ink md:text-4xl md:leading-tight xl:text-5xl xl:leading-tight"
          >
            {title}
          </h1>
          {subtitle ? <p className="text-lg text-ink-muted">{subtitle}</p> : null}
          {children ? <div className="mt-2 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  intro,
  tone = 'page',
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'page' | 'surface';
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn(tone === 'surface' && 'bg-surface', className)}>
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16 lg:px-6">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-ink md:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-ink-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <div className={cn('flex max-w-3xl flex-col gap-4 text-lg text-ink', className)}>
      {items.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

export function CardGrid({ items }: { items: readonly { icon: ContentIconName; title: string; body: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-5 shadow-sm">
          <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
            <ContentIcon name={item.icon} className="size-6" />
          </span>
          <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
          <p className="text-ink-muted">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}

export function StepList({ steps }: { steps: readonly { title: string; body: string }[] }) {
  const lang = useLangFromContext();
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-4 rounded-xl bg-surface p-5 shadow-sm">
          <span
            aria-hidden
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white"
          >
            {localDigits(i + 1, lang)}
          </span>
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold text-ink">{step.title}</h3>
            <p className="text-ink-muted">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink">
          <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Plain-text answers: blank lines separate paragraphs. Native details/summary: no script needed. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const { t } = useTranslation();
  if (faqs.length === 0) return <p className="text-ink-muted">{t('site.faq.empty')}</p>;
  return (
    <div className="flex max-w-4xl flex-col gap-3">
      {faqs.map((faq) => (
        <details key={faq.id} className="group rounded-xl border border-line bg-surface shadow-sm open:border-primary-200">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-3 font-semibold text-ink hover:text-primary-800 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDown aria-hidden className="size-5 shrink-0 text-primary-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="flex flex-col gap-3 px-5 pb-5 text-ink-muted">
            {faq.answer.split(/\n\s*\n/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

export function TrustedLogos({ companies }: { companies: readonly TrustedCompany[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {companies.map((company) => (
        <li key={company.id} className="flex items-center justify-center rounded-xl bg-surface p-4 shadow-sm">
          <img
            src={company.logoUrl}
            alt={company.name}
            width={280}
            height={96}
            loading="lazy"
            decoding="async"
            className="h-auto max-h-16 w-full object-contain"
          />
        </li>
      ))}
    </ul>
  );
}

export function CtaBand({ title, body, button, to }: { title: string; body: string; button: string; to: string }) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary-800 p-8 text-white md:flex-row md:items-center md:justify-between md:p-10">
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id="cta-title" className="text-2xl font-bold">
            {title}
          </h2>
          <p className="text-primary-100">{body}</p>
        </div>
        <LocalLink to={to} className={buttonClasses('secondary', 'md', 'shrink-0 border-white')}>
          {button}
        </LocalLink>
      </div>
    </section>
  );
}
