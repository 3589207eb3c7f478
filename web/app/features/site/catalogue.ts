import { PRODUCT_IDS, PRODUCT_PATHS, SERVICE_IDS, SERVICE_PATHS } from '@rira/contracts/site/catalogue';

/**
 * The products and services of the spec (§1, §2), in the order the header, footer and home page
 * show them. Names and one-line descriptions are in locales under `catalogue.*`.
 */
export interface CatalogueItem {
  id: string;
  path: string;
}

// Ids and paths are shared with the server (page keys, demo forms, sitemap).
export const PRODUCTS: readonly CatalogueItem[] = PRODUCT_IDS.map((id) => ({ id, path: PRODUCT_PATHS[id] }));

export const SERVICES: readonly CatalogueItem[] = SERVICE_IDS.map((id) => ({ id, path: SERVICE_PATHS[id] }));

export const productNameKey = (item: CatalogueItem) => `catalogue.products.${item.id}.name`;
export const productSummaryKey = (item: CatalogueItem) => `catalogue.products.${item.id}.summary`;
export const serviceNameKey = (item: CatalogueItem) => `catalogue.services.${item.id}.name`;
export const serviceSummaryKey = (item: CatalogueItem) => `catalogue.services.${item.id}.summary`;
