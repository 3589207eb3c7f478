import type { FastifyPluginAsync } from 'fastify';
import { companiesContract as call } from '@rira/contracts/api/companies';
import { companySettingsContract as settingsCall } from '@rira/contracts/api/company-settings';
import { readUpload, serve } from '../../http/contract-route.ts';
import { serveCrud } from '../../http/crud-routes.ts';
import { list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { callerOf } from '../../http/caller.ts';
import { LOGO_MAX_BYTES } from '../files/logos.ts';
import { CompaniesService } from './companies.service.ts';
import { CompanySettingsService } from './company-settings.service.ts';

export const companyRoutes: FastifyPluginAsync = async (app) => {
  const service = new CompaniesService(app);
  const settings = new CompanySettingsService(app);

  serve(app, call.assessments, async (request) => {
    const { items, total } = await service.assessments(callerOf(request), request.body);
    return list(items, total, request.body);
  });

  serveCrud(app, call, service);

  serve(app, call.uploadLogo, async (request) => {
    const caller = callerOf(request);
    const { fields, file } = await readUpload(request, call.uploadLogo, LOGO_MAX_BYTES);
    const logoUrl = await service.uploadLogo(caller, fields.id, fields.language, file.bytes);
    return single({ logoUrl }, t(request.lang, 'success.logoUploaded'));
  });

  // A company's own settings: its admins and the system manager (admin/CompanySettings/*).
  serve(app, settingsCall.get, async (request) => single(await settings.get(callerOf(request), request.query.companyId)));

  serve(app, settingsCall.update, async (request) => {
    await settings.update(callerOf(request), request.body);
    return ok(t(request.lang, 'success.companySettingsSaved'));
  });
};
