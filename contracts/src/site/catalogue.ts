/**
 * The products and services of the seed spec (§1, §2) and the pages of the public site. These ids are
 * the keys of the page-content store, the FAQ and trusted-company page types and the values of
 * the demo forms' product/service select, so the server and the web agree on them.
 */
export const PRODUCT_IDS = ['rira360', 'riraAcademy', 'riraAmouz', 'riraFaragir', 'riraSanj'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export const SERVICE_IDS = [
  'grading',
  'hrOutSource',
  'idp',
  'integratedMaintenance',
  'jobClassification',
  'managmentSystem',
  'okr',
  'performanceManagement',
  'recruitment',
  'riraWorkshop',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** The public path of each product and service, spelled exactly as the seed spec's §2 lists it. */
export const PRODUCT_PATHS: Record<ProductId, string> = {
  rira360: '/products/rira360',
  riraAcademy: '/products/riraAcademy',
  riraAmouz: '/products/riraAmouz',
  riraFaragir: '/products/riraFaragir',
  riraSanj: '/products/RIRASanj',
};

export const SERVICE_PATHS: Record<ServiceId, string> = {
  grading: '/services/grading',
  hrOutSource: '/services/hrOutSource',
  idp: '/services/idp',
  integratedMaintenance: '/services/integratedMaintenance',
  jobClassification: '/services/jobClassification',
  /** Spelled as the spec's admin route spells it. */
  managmentSystem: '/services/managmentSystem',
  okr: '/services/okr',
  performanceManagement: '/services/performanceManagement',
  recruitment: '/services/recruitment',
  riraWorkshop: '/services/riraWorkshop',
};

/** Pages whose content lives in the page-content store, besides one page per product and service. */
export const STANDALONE_PAGE_KEYS = ['home', 'about', 'contact', 'policy', 'magazine', 'survey'] as const;
export type StandalonePageKey = (typeof STANDALONE_PAGE_KEYS)[number];

/**
 * Every page key: `home`, `about`, …, then the product and service ids. Product and service ids
 * never collide, so a key names one page. It is the `{id}` of GetFaqs and GetCompanies.
 */
export const PAGE_KEYS = [...STANDALONE_PAGE_KEYS, ...PRODUCT_IDS, ...SERVICE_IDS] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** The page types: each has its own document schema (content.ts); products and services share one. */
export const PAGE_TYPES = ['home', 'about', 'contact', 'policy', 'magazine', 'survey', 'product', 'service'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export function pageTypeOf(key: PageKey): PageType {
  if ((PRODUCT_IDS as readonly string[]).includes(key)) return 'product';
  if ((SERVICE_IDS as readonly string[]).includes(key)) return 'service';
  return key as PageType;
}

/** A page key from a path segment or API id, case-insensitively (`RIRASanj` → `riraSanj`). */
export function findPageKey(value: string): PageKey | null {
  const lower = value.toLowerCase();
  return PAGE_KEYS.find((k) => k.toLowerCase() === lower) ?? null;
}

export function isProductId(value: string): value is ProductId {
  return (PRODUCT_IDS as readonly string[]).includes(value);
}

export function isServiceId(value: string): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value);
}

/** The assessment survey's public address (the spec names the call, not the page). */
export const SURVEY_PATH = '/assessment-survey';

/**
 * Every public page of the site, in its canonical spelling, with the page-content key it reads
 * (for the sitemap's lastmod). Article pages come from the database.
 */
export const PUBLIC_PAGES: readonly { path: string; pageKey: PageKey }[] = [
  { path: '/', pageKey: 'home' },
  { path: '/about-us', pageKey: 'about' },
  { path: '/contact-us', pageKey: 'contact' },
  { path: '/policy', pageKey: 'policy' },
  { path: '/blogs', pageKey: 'magazine' },
  { path: '/blogs/details/old', pageKey: 'magazine' },
  { path: SURVEY_PATH, pageKey: 'survey' },
  ...PRODUCT_IDS.flatMap((id) => [
    { path: PRODUCT_PATHS[id], pageKey: id },
    { path: `${PRODUCT_PATHS[id]}/demo`, pageKey: id },
  ]),
  ...SERVICE_IDS.flatMap((id) => [
    { path: SERVICE_PATHS[id], pageKey: id },
    { path: `${SERVICE_PATHS[id]}/demo`, pageKey: id },
  ]),
  { path: '/demo/product', pageKey: 'home' },
  { path: '/demo/service', pageKey: 'home' },
];
