import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleEnvelope } from '@rira/contracts';
import {
  adminFaqSchema,
  adminTrustedCompanySchema,
  attachmentRequestItemSchema,
  attachmentRequestListRequestSchema,
  attachmentResendResultSchema,
  demoDashboardSchema,
  faqInputSchema,
  faqListRequestSchema,
  faqUpdateSchema,
  formSubmissionExportQuerySchema,
  formSubmissionItemSchema,
  formSubmissionListRequestSchema,
  productDemoExportQuerySchema,
  productDemoItemSchema,
  productDemoListRequestSchema,
  serviceDemoExportQuerySchema,
  serviceDemoItemSchema,
  serviceDemoListRequestSchema,
  siteIdBodySchema,
  trustedCompanyInputSchema,
  trustedCompanyListRequestSchema,
  trustedCompanyLogoFieldsSchema,
  trustedCompanyUpdateSchema,
  type InboxKind,
} from '@rira/contracts/site/admin-site';
import { AppError } from '../../http/app-error.ts';
import { single } from '../../http/envelopes.ts';
import { readMultipart } from '../../http/multipart.ts';
import { issueMessageKey, t } from '../../http/translate.ts';
import { requireActor } from '../../plugins/session.ts';
import { LOGO_MAX_BYTES } from '../files/logos.ts';
import { actionRoute, listRoute, registerCrudRoutes } from '../library/crud-routes.ts';
import { workbookRoute } from '../site-content/content-admin.ts';
import { SiteAdminService } from './site-admin.service.ts';

const WHO = 'System manager or content manager (others 403, anonymous 401).';

/**
 * The content admin's site lists and inbox (spec §7): `manager/faq`, `manager/TruestedCompany`,
 * `manager/formSubmission`, `manager/productDemo`, `manager/serviceDemo` (with their Excel
 * exports and the demo dashboards) and `manager/attachmentRequest`.
 */
export const siteAdminRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new SiteAdminService(app);

  // ---------------------------------------------------------------- manager/faq
  registerCrudRoutes(
    app,
    {
      base: '/manager/faq',
      tag: 'Site admin: FAQs',
      noun: 'FAQ',
      description: WHO,
      listSchema: faqListRequestSchema,
      inputSchema: faqInputSchema,
      updateSchema: faqUpdateSchema,
      itemSchema: adminFaqSchema,
      paths: { get: 'GetById/:id', create: 'Create' },
      summaries: {
        list: 'FAQs, filtered by page key, language and visibility, searched, paged',
        get: 'One FAQ',
        create: 'Add a FAQ to a page (question and answer are plain text: any HTML is removed)',
        update: 'Edit a FAQ',
        toggle: 'Show or hide a FAQ on its page',
        remove: 'Delete a FAQ',
      },
    },
    {
      list: (_actor, request) => service.listFaqs(request),
      get: (_actor, id) => service.getFaq(id),
      create: (actor, input, ip) => service.createFaq(actor, input, ip),
      update: (actor, input, ip) => service.updateFaq(actor, input, ip),
      toggle: (actor, id, ip) => service.toggleFaq(actor, id, ip),
      remove: (actor, id, ip) => service.deleteFaq(actor, id, ip),
    },
  );

  // ---------------------------------------------------------------- manager/TruestedCompany
  {
    const tag = 'Site admin: trusted companies';
    const tags = [tag];
    const base = '/manager/TruestedCompany';
    registerCrudRoutes(
      app,
      {
        base,
        tag,
        noun: 'Trusted company',
        description: WHO,
        listSchema: trustedCompanyListRequestSchema,
        inputSchema: trustedCompanyInputSchema,
        updateSchema: trustedCompanyUpdateSchema,
        itemSchema: adminTrustedCompanySchema,
        paths: { get: 'GetById/:id', create: 'Create' },
        summaries: {
          list: 'Trusted companies (client logos), filtered by page key and visibility, searched, paged',
          get: 'One trusted company',
          create: 'Add a trusted company; then upload its logos with the returned id',
          update: 'Edit a trusted company',
          toggle: 'Show or hide a trusted company',
          remove: 'Delete a trusted company and its logo files',
        },
      },
      {
        list: (_actor, request) => service.listTrustedCompanies(request),
        get: (_actor, id) => service.getTrustedCompany(id),
        create: (actor, input, ip) => service.createTrustedCompany(actor, input, ip),
        update: (actor, input, ip) => service.updateTrustedCompany(actor, input, ip),
        toggle: (actor, id, ip) => service.toggleTrustedCompany(actor, id, ip),
        remove: (actor, id, ip) => service.deleteTrustedCompany(actor, id, ip),
      },
    );
    app.post(
      `${base}/UploadCompanyLogo`,
      {
        schema: {
          tags,
          summary:
            'Upload the Persian or English logo (multipart: id, language fa|en, file: PNG, JPEG, WebP or SVG up to 2 MB, checked by content: a lying extension is 415; stored as WebP)',
          description: WHO,
          consumes: ['multipart/form-data'],
          response: { 200: singleEnvelope(z.object({ logoUrl: z.string() })) },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const { fields, file } = await readMultipart(request, LOGO_MAX_BYTES);
        const parsed = trustedCompanyLogoFieldsSchema.safeParse(fields);
        const problems = parsed.success
          ? []
          : parsed.error.issues.map((i) => ({ field: String(i.path[0]), code: 'invalid', message: issueMessageKey(i) }));
        if (!file) problems.push({ field: 'file', code: 'required', message: 'validation.required' });
        if (problems.length || !parsed.success || !file) throw new AppError('validation', { fieldErrors: problems });
        const logoUrl = await service.uploadTrustedCompanyLogo(actor, parsed.data.id, parsed.data.language, file.bytes, request.ip);
        return single({ logoUrl }, t(request.lang, 'success.logoUploaded'));
      },
    );
  }

  // ---------------------------------------------------------------- the inbox
  const inboxTags = ['Site admin: inbox'];
  const inboxCalls = <
    B extends z.ZodType<{ pageIndex: number; pageSize: number }>,
    Q extends z.ZodType<Parameters<SiteAdminService['exportWorkbook']>[1]>,
  >(
    kind: InboxKind,
    base: string,
    noun: string,
    calls: {
      list: { summary: string; body: B; item: z.ZodType; load: (body: z.output<B>) => Promise<{ items: unknown[]; total: number }> };
      dashboard?: { summary: string; offering: 'product' | 'service' };
      workbook: { summary: string; querystring: Q; filename: string };
    },
  ) => {
    const tags = inboxTags;
    listRoute(app, `${base}/GetAll`, { tags, description: WHO, ...calls.list }, (_actor, body) => calls.list.load(body));
    if (calls.dashboard) {
      const { summary, offering } = calls.dashboard;
      app.get(
        `${base}/Dashboard/Get`,
        { schema: { tags, summary, description: WHO, response: { 200: singleEnvelope(demoDashboardSchema) } } },
        async () => single(await service.demoDashboard(offering)),
      );
    }
    const { filename, ...workbook } = calls.workbook;
    workbookRoute(app, `${base}/Export`, { tags, description: WHO, ...workbook }, filename, (request) =>
      service.exportWorkbook(kind, request.query, request.lang),
    );
    actionRoute(
      app,
      `${base}/Seen`,
      { tags, summary: `${noun}: mark one as seen`, description: WHO },
      'siteAdmin.seen',
      (actor, body, ip) => service.markSeen(actor, kind, body.id, ip),
    );
    actionRoute(app, `${base}/Delete`, { tags, summary: `${noun}: delete one`, description: WHO }, 'success.deleted', (actor, body, ip) =>
      service.deleteInboxRow(actor, kind, body.id, ip),
    );
  };

  inboxCalls('formSubmission', '/manager/formSubmission', 'Contact submissions', {
    list: {
      summary: 'Contact submissions, newest first, searched, filtered by seen, paged',
      body: formSubmissionListRequestSchema,
      item: formSubmissionItemSchema,
      load: (body) => service.listFormSubmissions(body),
    },
    workbook: {
      summary: 'Contact submissions matching the filters as an Excel workbook (Jalali dates in Persian)',
      querystring: formSubmissionExportQuerySchema,
      filename: 'contact-submissions',
    },
  });
  inboxCalls('productDemo', '/manager/productDemo', 'Product demo requests', {
    list: {
      summary: 'Product demo requests, newest first, searched, filtered by seen and product, paged',
      body: productDemoListRequestSchema,
      item: productDemoItemSchema,
      load: (body) => service.listProductDemos(body),
    },
    dashboard: { summary: 'Product demo requests: totals, unseen, last 30 days, per product', offering: 'product' },
    workbook: {
      summary: 'Product demo requests matching the filters as an Excel workbook',
      querystring: productDemoExportQuerySchema,
      filename: 'product-demo-requests',
    },
  });
  inboxCalls('serviceDemo', '/manager/serviceDemo', 'Service demo requests', {
    list: {
      summary: 'Service demo requests, newest first, searched, filtered by seen and service, paged',
      body: serviceDemoListRequestSchema,
      item: serviceDemoItemSchema,
      load: (body) => service.listServiceDemos(body),
    },
    dashboard: { summary: 'Service demo requests: totals, unseen, last 30 days, per service', offering: 'service' },
    workbook: {
      summary: 'Service demo requests matching the filters as an Excel workbook',
      querystring: serviceDemoExportQuerySchema,
      filename: 'service-demo-requests',
    },
  });

  // ---------------------------------------------------------------- manager/attachmentRequest
  {
    const tags = ['Site admin: attachment requests'];
    const base = '/manager/attachmentRequest';
    listRoute(
      app,
      `${base}/GetAll`,
      {
        tags,
        summary: 'Requests for article files, newest first: article, requester, send status; searched, paged',
        description: WHO,
        body: attachmentRequestListRequestSchema,
        item: attachmentRequestItemSchema,
      },
      (_actor, body) => service.listAttachmentRequests(body),
    );
    app.post(
      `${base}/Resend`,
      {
        schema: {
          tags,
          summary: 'E-mail the file again (as the public request does) and record the outcome; 409 when the file has been deleted',
          description: WHO,
          body: siteIdBodySchema,
          response: { 200: singleEnvelope(attachmentResendResultSchema) },
        },
      },
      async (request) => {
        const { result, email } = await service.resendAttachment(requireActor(request), request.body.id, request.ip);
        const message =
          result.sendStatus === 'sent'
            ? t(request.lang, 'siteAdmin.resent', { email })
            : result.sendStatus === 'logged'
              ? t(request.lang, 'siteAdmin.resendLogged')
              : t(request.lang, 'siteAdmin.resendFailed', { error: result.sendError ?? '' });
        return single(result, message);
      },
    );
  }
};
