import { z } from 'zod';
import { multiLineText } from '../fields.ts';
import { longTextSchema } from './forms.ts';
import { PAGE_KEYS, PAGE_TYPES, pageTypeOf, type PageKey, type PageType } from './catalogue.ts';

/**
 * The page-content store: one structured document per page and language. Each page type has its
 * own schema; the seed, the public API and the admin editor all check documents with it, so a
 * page can never be saved in a shape the site cannot render.
 */

/**
 * A text of a page. Several are edited in textareas (subtitles, intros, bodies), so line breaks
 * are allowed in all of them; control characters are not.
 */
const line = (max: number) => multiLineText().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const paragraphs = (min: number, max: number) => z.array(line(2000)).min(min).max(max);

/** Icons the site can draw beside a card (the web maps each to a lucide icon). */
export const CONTENT_ICONS = [
  'target',
  'users',
  'chart',
  'compass',
  'layers',
  'sparkles',
  'shield',
  'clock',
  'book',
  'award',
  'message',
  'trending',
  'puzzle',
  'briefcase',
  'graduation',
  'clipboard',
] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];

/** Search-result title (≤ 70 characters) and description (≤ 170). */
export const seoContentSchema = z.object({ title: line(70), description: line(170) });
const heroSchema = z.object({ eyebrow: line(80), title: line(160), subtitle: line(600) });
const ctaSchema = z.object({ title: line(160), body: line(600), button: line(60) });
const cardSchema = z.object({ icon: z.enum(CONTENT_ICONS), title: line(120), body: line(600) });
const stepSchema = z.object({ title: line(120), body: line(600) });
const titledSchema = z.object({ title: line(160), intro: line(600) });

export const homeContentSchema = z.object({
  seo: seoContentSchema,
  hero: heroSchema.extend({ primaryCta: line(60), secondaryCta: line(60) }),
  /** The marketing figures of seed spec §1: a number and how to show it («۵۰۰ هزار+»). */
  stats: z
    .array(
      z.object({
        id: line(40),
        // A whole number of zero or more: «too short» would not say what is wrong with -3 or 2.5.
        value: z.number().int({ error: 'validation.invalid' }).nonnegative({ error: 'validation.invalid' }),
        display: z.enum(['plain', 'plus', 'thousandsPlus']),
        label: line(80),
      }),
    )
    .min(1)
    .max(6),
  products: titledSchema,
  services: titledSchema,
  approach: titledSchema.extend({ items: z.array(cardSchema).min(2).max(6) }),
  trusted: titledSchema,
  magazine: titledSchema.extend({ linkLabel: line(60) }),
  faq: z.object({ title: line(160) }),
  cta: ctaSchema,
});
export type HomeContent = z.infer<typeof homeContentSchema>;

/** A product or service page (and its /demo sub-page). */
export const offeringContentSchema = z.object({
  /** The product's or service's own name (notices, breadcrumbs, the demo form's select). */
  name: line(80),
  seo: seoContentSchema,
  hero: heroSchema,
  overview: z.object({ title: line(160), paragraphs: paragraphs(1, 4) }),
  /** Short facts beside the overview: «۴۵ دقیقه» / «زمان تکمیل». */
  facts: z.array(z.object({ value: line(30), label: line(80) })).max(4),
  features: z.object({ title: line(160), items: z.array(cardSchema).min(2).max(8) }),
  process: z.object({ title: line(160), steps: z.array(stepSchema).min(2).max(8) }),
  outcomes: z.object({ title: line(160), items: z.array(line(300)).min(2).max(10) }),
  audience: z.object({ title: line(160), items: z.array(line(300)).min(1).max(8) }),
  faq: z.object({ title: line(160) }),
  cta: ctaSchema,
  demo: z.object({ title: line(160), intro: line(600), seo: seoContentSchema }),
});
export type OfferingContent = z.infer<typeof offeringContentSchema>;

export const aboutContentSchema = z.object({
  seo: seoContentSchema,
  hero: heroSchema,
  story: z.object({ title: line(160), paragraphs: paragraphs(1, 6) }),
  values: z.object({ title: line(160), items: z.array(cardSchema).min(2).max(8) }),
  milestones: z.object({
    title: line(160),
    items: z
      .array(z.object({ year: line(20), title: line(120), body: line(600) }))
      .min(1)
      .max(12),
  }),
  approach: z.object({ title: line(160), paragraphs: paragraphs(1, 4) }),
  cta: ctaSchema,
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

export const policyContentSchema = z.object({
  seo: seoContentSchema,
  title: line(160),
  intro: line(2000),
  /** The day this version took effect (YYYY-MM-DD). */
  updatedOn: z.iso.date(),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
        title: line(160),
        paragraphs: paragraphs(1, 8),
        items: z.array(line(600)).max(12).optional(),
      }),
    )
    .min(1)
    .max(20),
});
export type PolicyContent = z.infer<typeof policyContentSchema>;

export const contactContentSchema = z.object({
  seo: seoContentSchema,
  title: line(160),
  intro: line(600),
  formTitle: line(160),
  formIntro: line(600),
  hoursTitle: line(160),
  hours: line(200),
  responseTime: line(300),
});
export type ContactContent = z.infer<typeof contactContentSchema>;

export const magazineContentSchema = z.object({
  seo: seoContentSchema,
  title: line(160),
  intro: line(600),
  archive: z.object({ title: line(160), intro: line(600), seo: seoContentSchema }),
});
export type MagazineContent = z.infer<typeof magazineContentSchema>;

export const SURVEY_QUESTION_KINDS = ['scale', 'single', 'multiple', 'text'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

export const surveyQuestionSchema = z
  .object({
    /** Stable key of the answer; letters, digits and hyphens. */
    id: z.string().regex(/^[a-z][a-zA-Z0-9-]{0,39}$/),
    kind: z.enum(SURVEY_QUESTION_KINDS),
    label: line(300),
    hint: line(300).optional(),
    required: z.boolean(),
    /** For single and multiple: the choices. */
    options: z
      .array(z.object({ value: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/), label: line(200) }))
      .max(12)
      .optional(),
    /** For scale (1 to 5): what the two ends mean. */
    scale: z.object({ low: line(60), high: line(60) }).optional(),
  })
  .refine((q) => (q.kind === 'single' || q.kind === 'multiple' ? (q.options?.length ?? 0) >= 2 : true), {
    error: 'validation.surveyOptions',
    path: ['options'],
  })
  .refine((q) => (q.kind === 'scale' ? q.scale !== undefined : true), { error: 'validation.required', path: ['scale'] });
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveyContentSchema = z.object({
  seo: seoContentSchema,
  title: line(160),
  intro: line(1000),
  estimatedMinutes: z.number().int().min(1).max(120),
  questions: z
    .array(surveyQuestionSchema)
    .min(1)
    .max(30)
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, { error: 'validation.duplicate' }),
  respondent: z.object({ title: line(160), intro: line(600) }),
  thankYou: z.object({ title: line(160), body: line(600) }),
});
export type SurveyContent = z.infer<typeof surveyContentSchema>;

export const SCALE_VALUES = [1, 2, 3, 4, 5] as const;

/**
 * The rules of a survey's answers, built from its questions: used by the survey form and by the
 * server (which loads the current questions), with field errors at `answers.<question id>`.
 */
export function buildSurveyAnswersSchema(questions: readonly SurveyQuestion[]) {
  const blankToUndefined = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
  const shape: Record<string, z.ZodType> = {};
  for (const q of questions) {
    let answer: z.ZodType;
    if (q.kind === 'scale') {
      // Radio inputs give '1'…'5'; the API may send numbers.
      answer = z.preprocess(
        (v) => (typeof v === 'string' ? Number(v) : v),
        z
          .number({ error: 'validation.choose' })
          .int({ error: 'validation.choose' })
          .min(1, { error: 'validation.choose' })
          .max(5, { error: 'validation.choose' }),
      );
    } else if (q.kind === 'single') {
      const values = (q.options ?? []).map((o) => o.value) as [string, ...string[]];
      answer = z.enum(values, { error: 'validation.choose' });
    } else if (q.kind === 'multiple') {
      const values = (q.options ?? []).map((o) => o.value) as [string, ...string[]];
      // A checkbox group gives false (none), one string or an array depending on how many exist.
      const list = z.preprocess(
        (v) => (v === false || v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? [v] : v),
        z.array(z.enum(values, { error: 'validation.choose' })).max(values.length, { error: 'validation.choose' }),
      );
      shape[q.id] = q.required ? list.refine((a) => (a as unknown[]).length > 0, { error: 'validation.choose' }) : list;
      continue;
    } else {
      answer = longTextSchema(2000).pipe(z.string().min(1, { error: 'validation.required' }));
    }
    shape[q.id] = z.preprocess(blankToUndefined, q.required ? answer : answer.optional());
  }
  return z.object(shape);
}

export const PAGE_CONTENT_SCHEMAS = {
  home: homeContentSchema,
  about: aboutContentSchema,
  contact: contactContentSchema,
  policy: policyContentSchema,
  magazine: magazineContentSchema,
  survey: surveyContentSchema,
  product: offeringContentSchema,
  service: offeringContentSchema,
} as const satisfies Record<PageType, z.ZodType>;

export type PageContentByType = {
  [K in PageType]: z.infer<(typeof PAGE_CONTENT_SCHEMAS)[K]>;
};

export function pageContentSchemaFor(key: PageKey) {
  return PAGE_CONTENT_SCHEMAS[pageTypeOf(key)];
}

export const pageKeySchema = z.enum(PAGE_KEYS, { error: 'validation.pageKey' });

/**
 * user/PageContent/Get/{pageKey}: the document, already checked against its page type. The type
 * is the server's own list (PAGE_TYPES, `pageTypeOf` of the key), so the web can switch on it.
 */
export const pageContentResponseSchema = z.object({
  pageKey: z.enum(PAGE_KEYS),
  pageType: z.enum(PAGE_TYPES),
  language: z.enum(['fa', 'en']),
  content: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});
export type PageContentResponse<T = Record<string, unknown>> = Omit<z.infer<typeof pageContentResponseSchema>, 'content'> & {
  content: T;
};

/** user/faq/GetFaqs/{pageKey}. */
export const faqSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

/** user/truestedCompany/GetCompanies/{pageKey}: the logo in the caller's language. */
export const trustedCompanySchema = z.object({ id: z.string(), name: z.string(), logoUrl: z.string() });
export type TrustedCompany = z.infer<typeof trustedCompanySchema>;
