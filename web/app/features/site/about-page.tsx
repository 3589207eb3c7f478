import type { AboutContent } from '@rira/contracts/site/content';
import { CardGrid, CtaBand, PageHero, Paragraphs, Section } from './page-sections.tsx';

/** /about-us: the consultancy's story, values, milestones and way of working. */
export function AboutPage({ content }: { content: AboutContent }) {
  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        crumbs={[{ name: content.hero.eyebrow }]}
      />
      <Section id="story" title={content.story.title}>
        <Paragraphs items={content.story.paragraphs} />
      </Section>
      <Section id="values" tone="surface" title={content.values.title}>
        <CardGrid items={content.values.items} />
      </Section>
      <Section id="milestones" title={content.milestones.title}>
        <ol className="relative flex max-w-3xl flex-col gap-8 border-s-2 border-primary-200 ps-6">
          {content.milestones.items.map((item) => (
            <li key={item.year} className="relative">
              <span aria-hidden className="absolute -start-[2.05rem] top-1.5 size-4 rounded-full border-4 border-page bg-primary-700" />
              <p className="font-bold text-primary-700">{item.year}</p>
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="text-ink-muted">{item.body}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="approach" tone="surface" title={content.approach.title}>
        <Paragraphs items={content.approach.paragraphs} />
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} button={content.cta.button} to="/contact-us" />
    </>
  );
}
