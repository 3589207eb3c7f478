import { siteSettingsContract as call } from '@rira/contracts/api/site-settings';
import type { SiteSettingsUpdate } from '@rira/contracts/site/settings';
import { apiData } from '../../lib/api.ts';

/** manager/siteSettings/*: the site settings screen. */
export const siteSettingsKeys = {
  settings: ['site-admin', 'site-settings'] as const,
};

export const siteSettingsApi = {
  get: (signal?: AbortSignal) => apiData(call.get, {}, { signal }),
  /** The answer is the stored version; field errors go on the form. */
  update: (body: SiteSettingsUpdate) => apiData(call.update, { body }, { loading: true }),
};
