import type { FastifyPluginAsync } from 'fastify';
import { siteSettingsContract as call } from '@rira/contracts/api/site-settings';
import { serve } from '../../http/contract-route.ts';
import { single } from '../../http/envelopes.ts';
import { callerOf } from '../../http/caller.ts';
import { t } from '../../http/translate.ts';
import { SiteSettingsService } from './site-settings.service.ts';

/** `user/SiteSettings/Get` (every public page's footer) and `manager/siteSettings/{Get,Update}` (contracts/src/api/site-settings.ts). */
export const siteSettingsRoutes: FastifyPluginAsync = async (app) => {
  const settings = new SiteSettingsService(app);

  serve(app, call.public, async (request) => single(await settings.forVisitors(request.lang)));

  serve(app, call.get, async () => single(await settings.forEditors()));

  serve(app, call.update, async (request) =>
    single(await settings.update(callerOf(request), request.body), t(request.lang, 'siteSettings.saved')),
  );
};
