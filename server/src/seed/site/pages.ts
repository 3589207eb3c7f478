import { PRODUCT_IDS, SERVICE_IDS, type LanguageCode, type PageKey } from '@rira/contracts';
import { aboutEn, contactEn, homeEn, magazineEn, policyEn, surveyEn } from './pages-en-general.ts';
import { productsEn } from './pages-en-products.ts';
import { servicesEn } from './pages-en-services.ts';
import { aboutFa, contactFa, homeFa, magazineFa, policyFa, surveyFa } from './pages-fa-general.ts';
import { productsFa } from './pages-fa-products.ts';
import { servicesFa } from './pages-fa-services.ts';

/** Every page's seeded document, per language: the site's own copy, seeded whatever SEED_DEMO says. */
export const PAGE_DOCUMENTS: Record<LanguageCode, Record<PageKey, unknown>> = {
  fa: {
    home: homeFa,
    about: aboutFa,
    contact: contactFa,
    policy: policyFa,
    magazine: magazineFa,
    survey: surveyFa,
    ...Object.fromEntries(PRODUCT_IDS.map((id) => [id, productsFa[id]])),
    ...Object.fromEntries(SERVICE_IDS.map((id) => [id, servicesFa[id]])),
  } as Record<PageKey, unknown>,
  en: {
    home: homeEn,
    about: aboutEn,
    contact: contactEn,
    policy: policyEn,
    magazine: magazineEn,
    survey: surveyEn,
    ...Object.fromEntries(PRODUCT_IDS.map((id) => [id, productsEn[id]])),
    ...Object.fromEntries(SERVICE_IDS.map((id) => [id, servicesEn[id]])),
  } as Record<PageKey, unknown>,
};
