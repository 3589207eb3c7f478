import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLATFORM_ROLES } from '@rira/contracts/auth';
import { createEnvelopeSchema, idParamSchema, listEnvelope, okEnvelopeSchema, singleEnvelope } from '@rira/contracts';
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
import { created, list, ok, single } from '../../http/envelopes.ts';
import { readMultipart } from '../../http/multipart.ts';
import { issueMessageKey, t } from '../../http/translate.ts';
import { requireActor, requireRole } from '../../plugins/session.ts';
import { LOGO_MAX_BYTES } from '../files/logos.ts';
import { SiteAdminService } from './site-admin.service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const WHO = 'System manager or content manager (others 403, anonymous 401).';

/**
 * The content admin's site lists and inbox (spec §7): `manager/faq`, `manager/TruestedCompany`,
 * `manager/formSubmission`, `manager/productDemo`, `manager/serviceDemo` (with their Excel
 * exports and the demo dashboards) and `manager/attachmentRequest`.
 */
export const siteAdminRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new SiteAdminService(app);

  // Who may call is settled before the body is read: a stranger learns nothing from a 400.
  app.addHook('onRequest', async (request) => {
    requireRole(requireActor(request), PLATFORM_ROLES);
  });

  // ---------------------------------------------------------------- manager/faq
  {
    const tags = ['Site admin: FAQs'];
    const base = '/manager/faq';
    app.post(
      `${base}/GetAll`,
      {
        schema: {
          tags,
          summary: 'FAQs, filtered by page key, language and visibility, searched, paged',
          description: WHO,
          body: faqListRequestSchema,
          response: { 200: listEnvelope(adminFaqSchema) },
        },
      },
      async (request) => {
        const { items, total } = await service.listFaqs(request.body);
        return list(items, total, request.body);
      },
    );
    app.get(
      `${base}/GetById/:id`,
      { schema: { tags, summary: 'One FAQ', description: WHO, params: idParamSchema, response: { 200: singleEnvelope(adminFaqSchema) } } },
      async (request) => single(await service.getFaq(request.params.id)),
    );
    app.post(
      `${base}/Create`,
      {
        schema: {
          tags,
          summary: 'Add a FAQ to a page (question and answer are plain text: any HTML is removed)',
          description: WHO,
          body: faqInputSchema,
          response: { 200: createEnvelopeSchema },
        },
      },
      async (request) =>
        created(await service.createFaq(requireActor(request), request.body, request.ip), t(request.lang, 'success.created')),
    );
    app.post(
      `${base}/Update`,
      { schema: { tags, summary: 'Edit a FAQ', description: WHO, body: faqUpdateSchema, response: { 200: okEnvelopeSchema } } },
      async (request) => {
        await service.updateFaq(requireActor(request), request.body, request.ip);
        return ok(t(request.lang, 'success.updated'));
      },
    );
    app.post(
      `${base}/Toggle`,
      {
        schema: {
          tags,
          summary: 'Show or hide a FAQ on its page',
          description: WHO,
          body: siteIdBodySchema,
          response: { 200: okEnvelopeSchema },
        },
      },
      async (request) => {
        await service.toggleFaq(requireActor(request), request.body.id, request.ip);
        return ok(t(request.lang, 'success.toggled'));
      },
    );
    app.post(
      `${base}/Delete`,
      { schema: { tags, summary: 'Delete a FAQ', description: WHO, body: siteIdBodySchema, response: { 200: okEnvelopeSchema } } },
      async (request) => {
        await service.deleteFaq(requireActor(request), request.body.id, request.ip);
        return ok(t(request.lang, 'success.deleted'));
      },
    );
  }

  // ---------------------------------------------------------------- manager/TruestedCompany
  {
    const tags = ['Site admin: trusted companies'];
    const base = '/manager/TruestedCompany';
    app.post(
      `${base}/GetAll`,
      {
        schema: {
          tags,
          summary: 'Trusted companies (client logos), filtered by page key and visibility, searched, paged',
          description: WHO,
          body: trustedCompanyListRequestSchema,
          response: { 200: listEnvelope(adminTrustedCompanySchema) },
        },
      },
      async (request) => {
        const { items, total } = await service.listTrustedCompanies(request.body);
        return list(items, total, request.body);
      },
    );
    app.get(
      `${base}/GetById/:id`,
      {
        schema: {
          tags,
          summary: 'One trusted company',
          description: WHO,
          params: idParamSchema,
          response: { 200: singleEnvelope(adminTrustedCompanySchema) },
        },
      },
      async (request) => single(await service.getTrustedCompany(request.params.id)),
    );
    app.post(
      `${base}/Create`,
      {
        schema: {
          tags,
          summary: 'Add a trusted company; then upload its logos with the returned id',
          description: WHO,
          body: trustedCompanyInputSchema,
          response: { 200: createEnvelopeSchema },
        },
      },
      async (request) =>
        created(await service.createTrustedCompany(requireActor(request), request.body, request.ip), t(request.lang, 'success.created')),
    );
    app.post(
      `${base}/Update`,
      {
        schema: {
          tags,
          summary: 'Edit a trusted company',
          description: WHO,
          body: trustedCompanyUpdateSchema,
          response: { 200: okEnvelopeSchema },
        },
      },
      async (request) => {
        await service.updateTrustedCompany(requireActor(request), request.body, request.ip);
        return ok(t(request.lang, 'success.updated'));
      },
    );
    app.post(
      `${base}/Toggle`,
      {
        schema: {
          tags,
          summary: 'Show or hide a trusted company',
          description: WHO,
          body: siteIdBodySchema,
          response: { 200: okEnvelopeSchema },
        },
      },
      async (request) => {
        await service.toggleTrustedCompany(requireActor(request), request.body.id, request.ip);
        return ok(t(request.lang, 'success.toggled'));
      },
    );
    app.post(
      `${base}/Delete`,
      {
        schema: {
          tags,
          summary: 'Delete a trusted company and its logo files',
          description: WHO,
          body: siteIdBodySchema,
          response: { 200: okEnvelopeSchema },
        },
      },
      async (request) => {
        await service.deleteTrustedCompany(requireActor(request), request.body.id, request.ip);
        return ok(t(request.lang, 'success.deleted'));
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
  const inboxCalls = (kind: InboxKind, base: string, noun: string) => {
    const tags = ['Site admin: inbox'];
    app.post(
      `${base}/Seen`,
      {
        schema: {
          tags,
          summary: `${noun}: mark one as seen`,
          description: WHO,
          body: siteIdBodySchema,
          response: { 200: okEnvelopeSchema },
        },
      },
      async (request) => {
        await service.markSeen(requireActor(request), kind, request.body.id, request.ip);
        return ok(t(request.lang, 'siteAdmin.seen'));
      },
    );
    app.post(
      `${base}/Delete`,
      { schema: { tags, summary: `${noun}: delete one`, description: WHO, body: siteIdBodySchema, response: { 200: okEnvelopeSchema } } },
      async (request) => {
        await service.deleteInboxRow(requireActor(request), kind, request.body.id, request.ip);
        return ok(t(request.lang, 'success.deleted'));
      },
    );
  };
  const sendWorkbook = (name: string) => ({ produces: [XLSX], filename: `attachment; filename="${name}.xlsx"` });

  {
    const tags = ['Site admin: inbox'];
    const base = '/manager/formSubmission';
    app.post(
      `${base}/GetAll`,
      {
        schema: {
          tags,
          summary: 'Contact submissions, newest first, searched, filtered by seen, paged',
          description: WHO,
          body: formSubmissionListRequestSchema,
          response: { 200: listEnvelope(formSubmissionItemSchema) },
        },
      },
      async (request) => {
        const { items, total } = await service.listFormSubmissions(request.body);
        return list(items, total, request.body);
      },
    );
    const file = sendWorkbook('contact-submissions');
    app.get(
      `${base}/Export`,
      {
        schema: {
          tags,
          summary: 'Contact submissions matching the filters as an Excel workbook (Jalali dates in Persian)',
          description: WHO,
          querystring: formSubmissionExportQuerySchema,
          produces: file.produces,
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', XLSX)
          .header('content-disposition', file.filename)
          .send(await service.exportWorkbook('formSubmission', request.query, request.lang)),
    );
    inboxCalls('formSubmission', base, 'Contact submissions');
  }

  {
    const tags = ['Site admin: inbox'];
    const base = '/manager/productDemo';
    app.post(
      `${base}/GetAll`,
      {
        schema: {
          tags,
          summary: 'Product demo requests, newest first, searched, filtered by seen and product, paged',
          description: WHO,
          body: productDemoListRequestSchema,
          response: { 200: listEnvelope(productDemoItemSchema) },
        },
      },
      async (request) => {
        const { items, total } = await service.listProductDemos(request.body);
        return list(items, total, request.body);
      },
    );
    app.get(
      `${base}/Dashboard/Get`,
      {
        schema: {
          tags,
          summary: 'Product demo requests: totals, unseen, last 30 days, per product',
          description: WHO,
          response: { 200: singleEnvelope(demoDashboardSchema) },
        },
      },
      async () => single(await service.demoDashboard('product')),
    );
    const file = sendWorkbook('product-demo-requests');
    app.get(
      `${base}/Export`,
      {
        schema: {
          tags,
          summary: 'Product demo requests matching the filters as an Excel workbook',
          description: WHO,
          querystring: productDemoExportQuerySchema,
          produces: file.produces,
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', XLSX)
          .header('content-disposition', file.filename)
          .send(await service.exportWorkbook('productDemo', request.query, request.lang)),
    );
    inboxCalls('productDemo', base, 'Product demo requests');
  }

  {
    const tags = ['Site admin: inbox'];
    const base = '/manager/serviceDemo';
    app.post(
      `${base}/GetAll`,
      {
        schema: {
          tags,
          summary: 'Service demo requests, newest first, searched, filtered by seen and service, paged',
          description: WHO,
          body: serviceDemoListRequestSchema,
          response: { 200: listEnvelope(serviceDemoItemSchema) },
        },
      },
      async (request) => {
        const { items, total } = await service.listServiceDemos(request.body);
        return list(items, total, request.body);
      },
    );
    app.get(
      `${base}/Dashboard/Get`,
      {
        schema: {
          tags,
          summary: 'Service demo requests: totals, unseen, last 30 days, per service',
          description: WHO,
          response: { 200: singleEnvelope(demoDashboardSchema) },
        },
      },
      async () => single(await service.demoDashboard('service')),
    );
    const file = sendWorkbook('service-demo-requests');
    app.get(
      `${base}/Export`,
      {
        schema: {
          tags,
          summary: 'Service demo requests matching the filters as an Excel workbook',
          description: WHO,
          querystring: serviceDemoExportQuerySchema,
          produces: file.produces,
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', XLSX)
          .header('content-disposition', file.filename)
          .send(await service.exportWorkbook('serviceDemo', request.query, request.lang)),
    );
    inboxCalls('serviceDemo', base, 'Service demo requests');
  }

  // ---------------------------------------------------------------- manager/attachmentRequest
  {
    const tags = ['Site admin: attachment requests'];
    const base = '/manager/attachmentRequest';
    app.post(
      `${base}/GetAll`,
      {
        schema: {
          tags,
          summary: 'Requests for article files, newest first: article, requester, send status; searched, paged',
          description: WHO,
          body: attachmentRequestListRequestSchema,
          response: { 200: listEnvelope(attachmentRequestItemSchema) },
        },
      },
      async (request) => {
        const { items, total } = await service.listAttachmentRequests(request.body);
        return list(items, total, request.body);
      },
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
