import type { TFunction } from 'i18next';
import { PRODUCT_IDS, SERVICE_IDS } from '@rira/contracts/site/catalogue';

/** The names the demo forms' select shows, from the catalogue in locales. */
export function demoChoiceNames(t: TFunction, kind: 'product' | 'service'): Record<string, string> {
  const ids = kind === 'product' ? PRODUCT_IDS : SERVICE_IDS;
  return Object.fromEntries(ids.map((id) => [id, t(`catalogue.${kind === 'product' ? 'products' : 'services'}.${id}.name`)]));
}
