import { PRODUCT_IDS, PRODUCT_PATHS, SERVICE_IDS, SERVICE_PATHS, type ProductId, type ServiceId } from '@rira/contracts/site/catalogue';

export type Offering = { kind: 'product'; id: ProductId; path: string } | { kind: 'service'; id: ServiceId; path: string };

export const OFFERINGS: readonly Offering[] = [
  ...PRODUCT_IDS.map((id) => ({ kind: 'product' as const, id, path: PRODUCT_PATHS[id] })),
  ...SERVICE_IDS.map((id) => ({ kind: 'service' as const, id, path: SERVICE_PATHS[id] })),
];

/** The product or service a page path belongs to (`/products/RIRASanj/demo` → riraSanj), any casing. */
export function offeringOfPath(pathname: string): Offering | null {
  const path = pathname
    .replace(/\/+$/, '')
    .replace(/\/demo$/i, '')
    .toLowerCase();
  return OFFERINGS.find((o) => o.path.toLowerCase() === path) ?? null;
}
