import type { TFunction } from 'i18next';
import { PRODUCT_IDS, SERVICE_IDS } from '@rira/contracts/site/catalogue';
import { offeringNameKey } from '../../lib/i18n-keys.ts';

/** The names the demo forms' select shows, from the catalogue in locales. */
export function demoChoiceNames(t: TFunction, kind: 'product' | 'service'): Record<string, string> {
  const ids = kind === 'product' ? PRODUCT_IDS : SERVICE_IDS;
  return Object.fromEntries(ids.map((id) => [id, t(offeringNameKey(id))]));
}
