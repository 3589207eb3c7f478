import { PRODUCT_IDS, PRODUCT_PATHS, SERVICE_IDS, SERVICE_PATHS } from '@rira/contracts/site/catalogue';
import type { MessageKey } from '../../lib/i18n-keys.ts';

/**
 * The products and services of the seed spec (§1, §2), in the order the header, footer and home page
 * show them. Names and one-line descriptions are in locales under `catalogue.*`.
 */
export interface CatalogueItem {
  id: string;
  path: string;
  nameKey: MessageKey;
  summaryKey: MessageKey;
}

// Ids and paths are shared with the server (page keys, demo forms, sitemap).
export const PRODUCTS: readonly CatalogueItem[] = PRODUCT_IDS.map((id) => ({
  id,
  path: PRODUCT_PATHS[id],
  nameKey: `catalogue.products.${id}.name`,
  summaryKey: `catalogue.products.${id}.summary`,
}));

export const SERVICES: readonly CatalogueItem[] = SERVICE_IDS.map((id) => ({
  id,
  path: SERVICE_PATHS[id],
  nameKey: `catalogue.services.${id}.name`,
  summaryKey: `catalogue.services.${id}.summary`,
}));
