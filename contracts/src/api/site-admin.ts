import { z } from 'zod';
import { languageCodeSchema } from '../language.ts';
import { listEnvelope, okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
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
} from '../site/admin-site.ts';
import { CONTENT_ADMIN_CALLERS as description, flatRoutes, XLSX } from './content-admin.ts';
import { crudContract } from './crud.ts';
import { defineRoute } from './route.ts';

const inboxTags = ['Site admin: inbox'];

/** The calls every inbox has: GetAll, Export (an Excel workbook of the list's filters), Seen and Delete. */
function inboxTable<L extends z.ZodType, I extends z.ZodType, Q extends z.ZodType>(
  kind: InboxKind,
  noun: string,
  calls: { list: { summary: string; body: L; item: I }; export: { summary: string; query: Q } },
) {
  const base = `/manager/${kind}`;
  return {
    list: defineRoute({
      method: 'POST',
      path: `${base}/GetAll`,
      access: 'content.manage',
      tags: inboxTags,
      summary: calls.list.summary,
      description,
      body: calls.list.body,
      response: listEnvelope(calls.list.item),
    }),
    export: defineRoute({
      method: 'GET',
      path: `${base}/Export`,
      access: 'content.manage',
      tags: inboxTags,
      summary: calls.export.summary,
      description,
      query: calls.export.query,
      download: XLSX,
      response: undefined,
    }),
    markSeen: defineRoute({
      method: 'POST',
      path: `${base}/Seen`,
      access: 'content.manage',
      tags: inboxTags,
      summary: `${noun}: mark one as seen`,
      description,
      body: siteIdBodySchema,
      response: okEnvelopeSchema,
    }),
    remove: defineRoute({
      method: 'POST',
      path: `${base}/Delete`,
      access: 'content.manage',
      tags: inboxTags,
      summary: `${noun}: delete one`,
      description,
      body: siteIdBodySchema,
      response: okEnvelopeSchema,
    }),
  };
}

/** A demo inbox's summary (`Dashboard/Get`), for its page and the system manager's dashboard. */
function dashboardRoute(kind: 'productDemo' | 'serviceDemo', summary: string) {
  return defineRoute({
    method: 'GET',
    path: `/manager/${kind}/Dashboard/Get`,
    access: 'content.manage',
    tags: inboxTags,
    summary,
    description,
    response: singleEnvelope(demoDashboardSchema),
  });
}

/** The workbook's headers and dates follow `lang` (the screen's language). */
const exportLang = { lang: languageCodeSchema.optional() };

const trustedCompanyTag = 'Site admin: trusted companies';

/**
 * The content admin's site lists and inbox (seed spec §7): `manager/faq`, `manager/TruestedCompany`,
 * `manager/formSubmission`, `manager/productDemo`, `manager/serviceDemo` (with their Excel
 * exports and the demo dashboards) and `manager/attachmentRequest`. The inboxes are keyed by
 * their `InboxKind`.
 */
export const siteAdminContract = {
  faq: crudContract({
    base: '/manager/faq',
    access: 'content.manage',
    tag: 'Site admin: FAQs',
    noun: 'FAQ',
    description,
    listSchema: faqListRequestSchema,
    inputSchema: faqInputSchema,
    updateSchema: faqUpdateSchema,
    itemSchema: adminFaqSchema,
    toggle: true,
    paths: { get: 'GetById/:id', create: 'Create' },
    summaries: {
      list: 'FAQs, filtered by page key, language and visibility, searched, paged',
      get: 'One FAQ',
      create: 'Add a FAQ to a page (question and answer are plain text: any HTML is removed)',
      update: 'Edit a FAQ',
      toggle: 'Show or hide a FAQ on its page',
      remove: 'Delete a FAQ',
    },
  }),
  trustedCompany: {
    ...crudContract({
      base: '/manager/TruestedCompany',
      access: 'content.manage',
      tag: trustedCompanyTag,
      noun: 'Trusted company',
      description,
      listSchema: trustedCompanyListRequestSchema,
      inputSchema: trustedCompanyInputSchema,
      updateSchema: trustedCompanyUpdateSchema,
      itemSchema: adminTrustedCompanySchema,
      toggle: true,
      paths: { get: 'GetById/:id', create: 'Create' },
      summaries: {
        list: 'Trusted companies (client logos), filtered by page key and visibility, searched, paged',
        get: 'One trusted company',
        create: 'Add a trusted company; then upload its logos with the returned id',
        update: 'Edit a trusted company',
        toggle: 'Show or hide a trusted company',
        remove: 'Delete a trusted company and its logo files',
      },
    }),
    uploadLogo: defineRoute({
      method: 'POST',
      path: '/manager/TruestedCompany/UploadCompanyLogo',
      access: 'content.manage',
      tags: [trustedCompanyTag],
      summary:
        'Upload the Persian or English logo (multipart: id, language fa|en, file: PNG, JPEG, WebP or SVG up to 2 MB, checked by content: a lying extension is 415; stored as WebP)',
      description,
      upload: { fields: trustedCompanyLogoFieldsSchema },
      response: singleEnvelope(z.object({ logoUrl: z.string() })),
    }),
  },
  formSubmission: inboxTable('formSubmission', 'Contact submissions', {
    list: {
      summary: 'Contact submissions, newest first, searched, filtered by seen, paged',
      body: formSubmissionListRequestSchema,
      item: formSubmissionItemSchema,
    },
    export: {
      summary: 'Contact submissions matching the filters as an Excel workbook (Jalali dates in Persian)',
      query: formSubmissionExportQuerySchema.extend(exportLang),
    },
  }),
  productDemo: {
    ...inboxTable('productDemo', 'Product demo requests', {
      list: {
        summary: 'Product demo requests, newest first, searched, filtered by seen and product, paged',
        body: productDemoListRequestSchema,
        item: productDemoItemSchema,
      },
      export: {
        summary: 'Product demo requests matching the filters as an Excel workbook',
        query: productDemoExportQuerySchema.extend(exportLang),
      },
    }),
    dashboard: dashboardRoute('productDemo', 'Product demo requests: totals, unseen, last 30 days, per product'),
  },
  serviceDemo: {
    ...inboxTable('serviceDemo', 'Service demo requests', {
      list: {
        summary: 'Service demo requests, newest first, searched, filtered by seen and service, paged',
        body: serviceDemoListRequestSchema,
        item: serviceDemoItemSchema,
      },
      export: {
        summary: 'Service demo requests matching the filters as an Excel workbook',
        query: serviceDemoExportQuerySchema.extend(exportLang),
      },
    }),
    dashboard: dashboardRoute('serviceDemo', 'Service demo requests: totals, unseen, last 30 days, per service'),
  },
  attachmentRequest: {
    list: defineRoute({
      method: 'POST',
      path: '/manager/attachmentRequest/GetAll',
      access: 'content.manage',
      tags: ['Site admin: attachment requests'],
      summary: 'Requests for article files, newest first: article, requester, send status; searched, paged',
      description,
      body: attachmentRequestListRequestSchema,
      response: listEnvelope(attachmentRequestItemSchema),
    }),
    resend: defineRoute({
      method: 'POST',
      path: '/manager/attachmentRequest/Resend',
      access: 'content.manage',
      tags: ['Site admin: attachment requests'],
      summary: 'E-mail the file again (as the public request does) and record the outcome; 409 when the file has been deleted',
      description,
      body: siteIdBodySchema,
      response: singleEnvelope(attachmentResendResultSchema),
    }),
  },
};

/** Every call of the site admin in one flat table (`faq.list`, …), for the contract's index. */
export const siteAdminRoutes = flatRoutes(siteAdminContract);
