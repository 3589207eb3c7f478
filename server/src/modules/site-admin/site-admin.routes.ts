import type { FastifyPluginAsync, FastifyInstance } from 'fastify';
import { siteAdminContract } from '@rira/contracts/api/site-admin';
import type { ApiRoute } from '@rira/contracts/api/route';
import type { InboxKind } from '@rira/contracts/site/admin-site';
import { readUpload, serve } from '../../http/contract-route.ts';
import { serveAction, serveCrud, serveList } from '../../http/crud-routes.ts';
import { serveWorkbook } from '../../http/content-admin.ts';
import { single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { callerOf } from '../../http/caller.ts';
import { LOGO_MAX_BYTES } from '../files/logos.ts';
import { SiteAdminService } from './site-admin.service.ts';

const call = siteAdminContract;

type InboxFilter = Parameters<SiteAdminService['exportWorkbook']>[1];

/** What every inbox serves: its list, its Excel export, Seen and Delete. */
function serveInbox<L extends ApiRoute, E extends ApiRoute>(
  app: FastifyInstance,
  service: SiteAdminService,
  kind: InboxKind,
  table: { list: L; export: E; markSeen: ApiRoute; remove: ApiRoute },
  options: { load: Parameters<typeof serveList<L>>[2]; filename: string },
) {
  serveList(app, table.list, options.load);
  serveWorkbook(app, table.export, options.filename, (request) => {
    // `lang` names the workbook's language (request.lang); the rest are the list's filters.
    const { lang: _lang, ...filter } = request.query as InboxFilter & { lang?: string };
    return service.exportWorkbook(kind, filter, request.lang);
  });
  serveAction(app, table.markSeen, 'siteAdmin.seen', (caller, body: { id: string }) => service.markSeen(caller, kind, body.id));
  serveAction(app, table.remove, 'success.deleted', (caller, body: { id: string }) => service.deleteInboxRow(caller, kind, body.id));
}

/**
 * The content admin's site lists and inbox (seed spec §7): `manager/faq`, `manager/TruestedCompany`,
 * `manager/formSubmission`, `manager/productDemo`, `manager/serviceDemo` (with their Excel
 * exports and the demo dashboards) and `manager/attachmentRequest`.
 */
export const siteAdminRoutes: FastifyPluginAsync = async (app) => {
  const service = new SiteAdminService(app);

  // ---------------------------------------------------------------- manager/faq
  serveCrud(app, call.faq, {
    list: (_actor, request) => service.listFaqs(request),
    get: (_actor, id) => service.getFaq(id),
    create: (caller, input) => service.createFaq(caller, input),
    update: (caller, input) => service.updateFaq(caller, input),
    toggle: (caller, id) => service.toggleFaq(caller, id),
    remove: (caller, id) => service.deleteFaq(caller, id),
  });

  // ---------------------------------------------------------------- manager/TruestedCompany
  serveCrud(app, call.trustedCompany, {
    list: (_actor, request) => service.listTrustedCompanies(request),
    get: (_actor, id) => service.getTrustedCompany(id),
    create: (caller, input) => service.createTrustedCompany(caller, input),
    update: (caller, input) => service.updateTrustedCompany(caller, input),
    toggle: (caller, id) => service.toggleTrustedCompany(caller, id),
    remove: (caller, id) => service.deleteTrustedCompany(caller, id),
  });
  serve(app, call.trustedCompany.uploadLogo, async (request) => {
    const caller = callerOf(request);
    const { fields, file } = await readUpload(request, call.trustedCompany.uploadLogo, LOGO_MAX_BYTES);
    const logoUrl = await service.uploadTrustedCompanyLogo(caller, fields.id, fields.language, file.bytes);
    return single({ logoUrl }, t(request.lang, 'success.logoUploaded'));
  });

  // ---------------------------------------------------------------- the inbox
  serveInbox(app, service, 'formSubmission', call.formSubmission, {
    load: (_actor, body) => service.listFormSubmissions(body),
    filename: 'contact-submissions',
  });
  serveInbox(app, service, 'productDemo', call.productDemo, {
    load: (_actor, body) => service.listProductDemos(body),
    filename: 'product-demo-requests',
  });
  serveInbox(app, service, 'serviceDemo', call.serviceDemo, {
    load: (_actor, body) => service.listServiceDemos(body),
    filename: 'service-demo-requests',
  });
  serve(app, call.productDemo.dashboard, async () => single(await service.demoDashboard('product')));
  serve(app, call.serviceDemo.dashboard, async () => single(await service.demoDashboard('service')));

  // ---------------------------------------------------------------- manager/attachmentRequest
  serveList(app, call.attachmentRequest.list, (_actor, body) => service.listAttachmentRequests(body));
  serve(app, call.attachmentRequest.resend, async (request) => {
    const { result, email } = await service.resendAttachment(callerOf(request), request.body.id);
    const message =
      result.sendStatus === 'sent'
        ? t(request.lang, 'siteAdmin.resent', { email })
        : result.sendStatus === 'logged'
          ? t(request.lang, 'siteAdmin.resendLogged')
          : t(request.lang, 'siteAdmin.resendFailed', { error: result.sendError ?? '' });
    return single(result, message);
  });
};
