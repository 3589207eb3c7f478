import { z } from 'zod';
import { pageRequestSchema } from '../envelopes.ts';
import { multiLineText, singleLineText, uuidSchema as uuid } from '../fields.ts';
import { stripHtml } from '../html-text.ts';
import { normalizePersianText } from '../persian-text.ts';
import { PAGE_KEYS, PRODUCT_IDS, SERVICE_IDS } from './catalogue.ts';
import { TEAM_SIZES, optionalSchema } from './forms.ts';

/**
 * The site lists and the inbox of the content admin (issue 4): FAQs, trusted companies, the
 * contact/demo submissions and the attachment requests (`manager/faq`, `manager/TruestedCompany`,
 * `manager/formSubmission`, `manager/productDemo`, `manager/serviceDemo`, `manager/attachmentRequest`).
 * Messages are message keys, as everywhere.
 */

const LANGUAGES = ['fa', 'en'] as const;
export const siteIdBodySchema = z.object({ id: uuid });

/** One line of plain text: HTML removed, normalised (ی/ک, single spaces), required. */
export function plainLineSchema(max: number) {
  return singleLineText({ error: 'validation.required' })
    .transform((v) => normalizePersianText(stripHtml(v)))
    .pipe(z.string().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' }));
}

/** Paragraphs of plain text: HTML removed, each line normalised, blank lines between paragraphs kept. */
export function plainParagraphsSchema(max: number) {
  return multiLineText({ error: 'validation.required' })
    .transform((v) =>
      stripHtml(v)
        .split(/\r?\n/)
        .map((line) => normalizePersianText(line))
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    )
    .pipe(z.string().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' }));
}

const orderSchema = z.coerce
  .number({ error: 'validation.number' })
  .int({ error: 'validation.number' })
  .min(0, { error: 'validation.tooSmall' })
  .max(100_000, { error: 'validation.tooLong' });

const pageKeySchema = z.enum(PAGE_KEYS, { error: 'validation.pageKey' });

// ---------------------------------------------------------------- FAQs (manager/faq)

export const faqInputSchema = z.object({
  pageKey: pageKeySchema,
  language: z.enum(LANGUAGES, { error: 'validation.language' }),
  question: plainLineSchema(300),
  answer: plainParagraphsSchema(4000),
  isVisible: z.boolean({ error: 'validation.invalid' }).default(true),
  order: orderSchema.default(0),
});
export type FaqInput = z.input<typeof faqInputSchema>;
export const faqUpdateSchema = faqInputSchema.extend({ id: uuid });
export type FaqUpdate = z.input<typeof faqUpdateSchema>;

export const faqListRequestSchema = pageRequestSchema.extend({
  pageKey: pageKeySchema.optional(),
  language: z.enum(LANGUAGES, { error: 'validation.language' }).optional(),
  isVisible: z.boolean().optional(),
});
export type FaqListRequest = z.input<typeof faqListRequestSchema>;

export const adminFaqSchema = z.object({
  id: z.uuid(),
  pageKey: z.string(),
  language: z.enum(LANGUAGES),
  question: z.string(),
  answer: z.string(),
  isVisible: z.boolean(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

// ---------------------------------------------------------------- trusted companies (manager/TruestedCompany)

export const trustedCompanyInputSchema = z.object({
  name: plainLineSchema(120),
  nameEn: optionalSchema(plainLineSchema(120)).nullable(),
  pageKeys: z
    .array(pageKeySchema, { error: 'validation.choose' })
    .min(1, { error: 'validation.choose' })
    .max(PAGE_KEYS.length, { error: 'validation.tooLong' })
    .transform((keys) => [...new Set(keys)]),
  isVisible: z.boolean({ error: 'validation.invalid' }).default(true),
  order: orderSchema.default(0),
});
export type TrustedCompanyInput = z.input<typeof trustedCompanyInputSchema>;
export const trustedCompanyUpdateSchema = trustedCompanyInputSchema.extend({ id: uuid });
export type TrustedCompanyUpdate = z.input<typeof trustedCompanyUpdateSchema>;

export const trustedCompanyListRequestSchema = pageRequestSchema.extend({
  pageKey: pageKeySchema.optional(),
  isVisible: z.boolean().optional(),
});
export type TrustedCompanyListRequest = z.input<typeof trustedCompanyListRequestSchema>;

export const adminTrustedCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameEn: z.string().nullable(),
  pageKeys: z.array(z.string()),
  isVisible: z.boolean(),
  order: z.number().int(),
  logoFaUrl: z.string().nullable(),
  logoEnUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTrustedCompany = z.infer<typeof adminTrustedCompanySchema>;

/** UploadCompanyLogo's multipart fields besides `file`. */
export const trustedCompanyLogoFieldsSchema = z.object({
  id: uuid,
  language: z.enum(LANGUAGES, { error: 'validation.language' }),
});

// ---------------------------------------------------------------- the inbox (formSubmission, productDemo, serviceDemo)

export const INBOX_KINDS = ['formSubmission', 'productDemo', 'serviceDemo'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

const inboxFilters = { isSeen: z.boolean({ error: 'validation.invalid' }).optional() };

export const formSubmissionListRequestSchema = pageRequestSchema.extend(inboxFilters);
export type FormSubmissionListRequest = z.input<typeof formSubmissionListRequestSchema>;
export const productDemoListRequestSchema = pageRequestSchema.extend({
  ...inboxFilters,
  product: z.enum(PRODUCT_IDS, { error: 'validation.chooseProduct' }).optional(),
});
export type ProductDemoListRequest = z.input<typeof productDemoListRequestSchema>;
export const serviceDemoListRequestSchema = pageRequestSchema.extend({
  ...inboxFilters,
  service: z.enum(SERVICE_IDS, { error: 'validation.chooseService' }).optional(),
});
export type ServiceDemoListRequest = z.input<typeof serviceDemoListRequestSchema>;

/** The Export calls take the list's filters in the query string (a plain download link). */
const seenQuery = z
  .enum(['true', 'false'], { error: 'validation.invalid' })
  .transform((v) => v === 'true')
  .optional();
const searchQuery = pageRequestSchema.shape.search;
export const formSubmissionExportQuerySchema = z.object({ search: searchQuery, isSeen: seenQuery });
export const productDemoExportQuerySchema = formSubmissionExportQuerySchema.extend({
  product: z.enum(PRODUCT_IDS, { error: 'validation.chooseProduct' }).optional(),
});
export const serviceDemoExportQuerySchema = formSubmissionExportQuerySchema.extend({
  service: z.enum(SERVICE_IDS, { error: 'validation.chooseService' }).optional(),
});

const inboxCommon = {
  id: z.uuid(),
  language: z.enum(LANGUAGES),
  isSeen: z.boolean(),
  createdAt: z.string(),
  fullname: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  message: z.string().nullable(),
};

export const formSubmissionItemSchema = z.object({ ...inboxCommon, position: z.string() });
export type FormSubmissionItem = z.infer<typeof formSubmissionItemSchema>;

const demoCommon = {
  ...inboxCommon,
  companyName: z.string(),
  position: z.string().nullable(),
  teamSize: z.enum(TEAM_SIZES).nullable(),
};
export const productDemoItemSchema = z.object({ ...demoCommon, product: z.string() });
export type ProductDemoItem = z.infer<typeof productDemoItemSchema>;
export const serviceDemoItemSchema = z.object({ ...demoCommon, service: z.string() });
export type ServiceDemoItem = z.infer<typeof serviceDemoItemSchema>;

/** Dashboard/Get of the demo requests: totals, and per product or service. */
export const demoDashboardSchema = z.object({
  total: z.number().int(),
  unseen: z.number().int(),
  last30Days: z.number().int(),
  /** Every product (or service), in catalogue order, zeros included. */
  perOffering: z.array(z.object({ id: z.string(), total: z.number().int(), unseen: z.number().int(), last30Days: z.number().int() })),
});
export type DemoDashboard = z.infer<typeof demoDashboardSchema>;

// ---------------------------------------------------------------- attachment requests (manager/attachmentRequest)

export const ATTACHMENT_SEND_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const;
export type AttachmentSendStatus = (typeof ATTACHMENT_SEND_STATUSES)[number];

export const attachmentRequestListRequestSchema = pageRequestSchema.extend({
  sendStatus: z.enum(ATTACHMENT_SEND_STATUSES, { error: 'validation.choose' }).optional(),
});
export type AttachmentRequestListRequest = z.input<typeof attachmentRequestListRequestSchema>;

export const attachmentRequestItemSchema = z.object({
  id: z.uuid(),
  /** When the visitor asked (the "send date" of the list). */
  createdAt: z.string(),
  articleId: z.uuid().nullable(),
  articleTitle: z.string(),
  fileName: z.string(),
  fullname: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  language: z.enum(LANGUAGES),
  sendStatus: z.enum(ATTACHMENT_SEND_STATUSES),
  sendError: z.string().nullable(),
  /** When the mail last went out (sent or logged); null while it has not. */
  sentAt: z.string().nullable(),
  /** False when the article's file has been deleted since: nothing left to resend. */
  canResend: z.boolean(),
});
export type AttachmentRequestItem = z.infer<typeof attachmentRequestItemSchema>;

export const attachmentResendResultSchema = z.object({
  sendStatus: z.enum(ATTACHMENT_SEND_STATUSES),
  sendError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type AttachmentResendResult = z.infer<typeof attachmentResendResultSchema>;
