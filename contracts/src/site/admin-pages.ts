import { z } from 'zod';
import { pageRequestSchema } from '../envelopes.ts';
import { singleLineText, uuidSchema } from '../fields.ts';
import {
  PAGE_KEYS,
  PAGE_TYPES,
  PRODUCT_IDS,
  PRODUCT_PATHS,
  SERVICE_IDS,
  SERVICE_PATHS,
  SURVEY_PATH,
  type PageKey,
  type ProductId,
  type ServiceId,
} from './catalogue.ts';
import type { LanguageCode } from '../language.ts';

/**
 * The page editors and the survey admin of the content admin (issue 4): `manager/pageContent/*`
 * and `manager/survey/*`. A page's document is checked with its page type's schema
 * (content.ts) on the server and in the editor alike; every text field is plain text, so any
 * HTML typed into one is taken out before it is checked and stored.
 */

const LANGUAGES = ['fa', 'en'] as const;

/** `/admin/products/{slug}`: the spec's admin addresses of the five product pages. */
export const ADMIN_PRODUCT_SLUGS = {
  academy: 'riraAcademy',
  assessment: 'rira360',
  'rira-amouz': 'riraAmouz',
  'rira-faragir': 'riraFaragir',
  'rira-sanj': 'riraSanj',
} as const satisfies Record<string, ProductId>;

/** `/admin/services/{slug}`: the spec's seven, then the other existing services under their own ids. */
export const ADMIN_SERVICE_SLUGS = {
  hrOutSource: 'hrOutSource',
  idp: 'idp',
  integratedMaintenance: 'integratedMaintenance',
  jobClassification: 'jobClassification',
  managmentSystem: 'managmentSystem',
  okr: 'okr',
  workshop: 'riraWorkshop',
  grading: 'grading',
  performanceManagement: 'performanceManagement',
  recruitment: 'recruitment',
} as const satisfies Record<string, ServiceId>;

/** The survey's editor (spelled as the spec spells it). */
export const ADMIN_SURVEY_PATH = '/admin/servey/assessment';

/**
 * `/admin/pages/{key}`: the site's other pages, each with its own editor. The spec names no
 * address for them, so they sit under the pages index, by their page key.
 */
export const ADMIN_STANDALONE_EDITOR_KEYS = ['home', 'about', 'contact', 'policy', 'magazine'] as const;
export type StandaloneEditorKey = (typeof ADMIN_STANDALONE_EDITOR_KEYS)[number];

/** The page key an editor address names, or null (the admin 404). Slugs are matched exactly. */
export function pageKeyOfAdminSlug(group: 'products' | 'services', slug: string): ProductId | ServiceId | null;
export function pageKeyOfAdminSlug(group: 'pages', slug: string): StandaloneEditorKey | null;
export function pageKeyOfAdminSlug(group: 'products' | 'services' | 'pages', slug: string): PageKey | null {
  if (group === 'pages') return (ADMIN_STANDALONE_EDITOR_KEYS as readonly string[]).includes(slug) ? (slug as StandaloneEditorKey) : null;
  const map: Record<string, ProductId | ServiceId> = group === 'products' ? ADMIN_PRODUCT_SLUGS : ADMIN_SERVICE_SLUGS;
  return Object.hasOwn(map, slug) ? map[slug]! : null;
}

/** Where a page is edited in the panel: every page has an editor (the survey's screen also holds its responses). */
export function adminPathOf(key: PageKey): string {
  const product = Object.entries(ADMIN_PRODUCT_SLUGS).find(([, id]) => id === key);
  if (product) return `/admin/products/${product[0]}`;
  const service = Object.entries(ADMIN_SERVICE_SLUGS).find(([, id]) => id === key);
  if (service) return `/admin/services/${service[0]}`;
  if (key === 'survey') return ADMIN_SURVEY_PATH;
  return `/admin/pages/${key}`;
}

const STANDALONE_PATHS: Record<string, string> = {
  home: '/',
  about: '/about-us',
  contact: '/contact-us',
  policy: '/policy',
  magazine: '/blogs',
  survey: SURVEY_PATH,
};

/** A page's public address. */
export function publicPathOf(key: PageKey): string {
  if ((PRODUCT_IDS as readonly string[]).includes(key)) return PRODUCT_PATHS[key as ProductId];
  if ((SERVICE_IDS as readonly string[]).includes(key)) return SERVICE_PATHS[key as ServiceId];
  return STANDALONE_PATHS[key]!;
}

const languageSchema = z.enum(LANGUAGES, { error: 'validation.language' });

/** One row of the pages index. */
export const adminPageItemSchema = z.object({
  pageKey: z.enum(PAGE_KEYS),
  pageType: z.enum(PAGE_TYPES),
  /** The page's name or title in each language. */
  title: z.object({ fa: z.string(), en: z.string() }),
  publicPath: z.string(),
  /** The editor's address in the panel. */
  adminPath: z.string(),
  /** When each language's document last changed (null: not stored yet). */
  updatedAt: z.object({ fa: z.string().nullable(), en: z.string().nullable() }),
});
export type AdminPageItem = z.infer<typeof adminPageItemSchema>;

export const PAGE_TYPE_FILTERS = ['product', 'service', 'standalone'] as const;

/** manager/pageContent/GetAll. */
export const adminPageListRequestSchema = pageRequestSchema.extend({
  pageType: z.enum(PAGE_TYPE_FILTERS, { error: 'validation.invalid' }).optional(),
});
export type AdminPageListRequest = z.input<typeof adminPageListRequestSchema>;

const documentSchema = z.object({
  content: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
  /** Who saved it last (null: the seed). */
  updatedBy: z.string().nullable(),
});

/** manager/pageContent/Get/{pageKey} and manager/survey/Get: both languages' documents. */
export const adminPageDetailSchema = adminPageItemSchema.omit({ title: true, updatedAt: true }).extend({
  documents: z.object({ fa: documentSchema.nullable(), en: documentSchema.nullable() }),
});
export type AdminPageDetail<T = Record<string, unknown>> = Omit<z.infer<typeof adminPageDetailSchema>, 'documents'> & {
  documents: Record<LanguageCode, { content: T; updatedAt: string; updatedBy: string | null } | null>;
};

/**
 * manager/pageContent/Update: one language's document. `content` is checked by the page type's
 * schema on the server (every field's problem at once, at `content.<path>`). `updatedAt`, when
 * sent, is the version the editor loaded: a document saved elsewhere since answers 409.
 */
export const adminPageUpdateSchema = z.object({
  pageKey: singleLineText({ error: 'validation.pageKey' }).min(1, { error: 'validation.pageKey' }).max(60, { error: 'validation.pageKey' }),
  language: languageSchema,
  content: z.record(singleLineText(), z.unknown(), { error: 'validation.invalid' }),
  updatedAt: singleLineText().max(40).optional(),
});
export type AdminPageUpdate = z.infer<typeof adminPageUpdateSchema>;

/** manager/survey/Update: the survey's document in one language (its schema is surveyContentSchema). */
export const adminSurveyUpdateSchema = adminPageUpdateSchema.omit({ pageKey: true });
export type AdminSurveyUpdate = z.infer<typeof adminSurveyUpdateSchema>;

/** The answer to an update: the stored version (for the next save's `updatedAt`). */
export const adminPageSavedSchema = z.object({ updatedAt: z.string() });

// ------------------------------------------------------------------ survey responses

export const surveyResponseListRequestSchema = pageRequestSchema.extend({
  language: languageSchema.optional(),
  seen: z.boolean().optional(),
});
export type SurveyResponseListRequest = z.input<typeof surveyResponseListRequestSchema>;

/** One answer, as the respondent saw the question, with the chosen options' labels. */
export const surveyAnswerItemSchema = z.object({
  questionId: z.string(),
  label: z.string(),
  kind: z.string(),
  /** Display text: «4» for a scale, the option labels for choices, the text typed. Empty: not answered. */
  value: z.string(),
});
export type SurveyAnswerItem = z.infer<typeof surveyAnswerItemSchema>;

export const surveyResponseItemSchema = z.object({
  id: z.string(),
  language: languageSchema,
  createdAt: z.string(),
  isSeen: z.boolean(),
  fullname: z.string().nullable(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  answers: z.array(surveyAnswerItemSchema),
});
export type SurveyResponseItem = z.infer<typeof surveyResponseItemSchema>;

export const surveyResponseIdSchema = z.object({ id: uuidSchema });

/** manager/survey/Responses/Export: every response (optionally one language's), headers in the caller's language. */
export const surveyExportQuerySchema = z.object({ language: languageSchema.optional() });

export function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}
