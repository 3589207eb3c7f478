import { useTranslation } from 'react-i18next';
import type { PolicyContent } from '@rira/contracts/site/content';
import { formatDate } from '../../lib/format.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { CheckList, PageHero } from './page-sections.tsx';

/** /policy: the privacy policy, a table of contents and its sections. */
export function PolicyPage({ content }: { content: PolicyContent }) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  // A calendar day: noon UTC keeps it the same day in Tehran.
  const updated = formatDate(`${content.updatedOn}T12:00:00Z`, lang);
  return (
    <>
      <PageHero title={content.title} subtitle={content.intro} crumbs={[{ name: content.title }]}>
        <p className="text-sm text-ink-muted">{t('site.policy.updatedOn', { date: updated })}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-6">
        <nav aria-labelledby="policy-contents" className="h-fit rounded-xl border border-line bg-surface p-5 lg:sticky lg:top-24">
          <h2 id="policy-contents" className="font-bold">
            {t('site.policy.contents')}
          </h2>
          <ol className="mt-3 flex flex-col gap-1 text-sm">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-9 items-center text-ink-muted hover:text-primary-800 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-3xl flex-col gap-10">
          {content.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-ink">
                {section.title}
              </h2>
              <div className="mt-4 flex flex-col gap-4 text-lg text-ink">
                {section.paragraphs.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
              {section.items?.length ? <CheckList items={section.items} className="mt-4" /> : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
