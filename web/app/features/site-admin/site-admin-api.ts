import { siteAdminContract as call } from '@rira/contracts/api/site-admin';
import type { LanguageCode } from '@rira/contracts/language';
import { PRODUCT_IDS, SERVICE_IDS, STANDALONE_PAGE_KEYS, isProductId, isServiceId } from '@rira/contracts/site/catalogue';
import type {
  AttachmentRequestListRequest,
  FaqInput,
  FaqListRequest,
  FaqUpdate,
  FormSubmissionItem,
  FormSubmissionListRequest,
  InboxKind,
  ProductDemoItem,
  ProductDemoListRequest,
  ServiceDemoItem,
  ServiceDemoListRequest,
  TrustedCompanyInput,
  TrustedCompanyListRequest,
  TrustedCompanyUpdate,
} from '@rira/contracts/site/admin-site';
import type { TFunction } from 'i18next';
import { api, apiData, apiHref, apiUpload } from '../../lib/api.ts';
import { offeringNameKey } from '../../lib/i18n-keys.ts';
import { compact } from '../../lib/list-request.ts';

export const siteAdminKeys = {
  faqs: ['site-admin', 'faqs'] as const,
  faqList: (request: FaqListRequest) => ['site-admin', 'faqs', request] as const,
  companies: ['site-admin', 'trusted-companies'] as const,
  companyList: (request: TrustedCompanyListRequest) => ['site-admin', 'trusted-companies', request] as const,
  inbox: (kind: InboxKind) => ['site-admin', 'inbox', kind] as const,
  inboxList: (kind: InboxKind, request: object) => ['site-admin', 'inbox', kind, request] as const,
  dashboard: (kind: 'product' | 'service') => ['site-admin', 'dashboard', kind] as const,
  attachments: ['site-admin', 'attachment-requests'] as const,
  attachmentList: (request: AttachmentRequestListRequest) => ['site-admin', 'attachment-requests', request] as const,
};

/** Reading is silent; a change shows the full-screen loading and the server's success message. */
const changing = { loading: true } as const;
const reading = { successToast: false } as const;

export const faqApi = {
  list: (request: FaqListRequest, signal?: AbortSignal) => api(call.faq.list, { body: compact(request) }, { ...reading, signal }),
  get: (id: string) => apiData(call.faq.get, { params: { id } }),
  create: (input: FaqInput) => apiData(call.faq.create, { body: input }, changing),
  update: (input: FaqUpdate) => apiData(call.faq.update, { body: input }, changing),
  toggle: (id: string) => apiData(call.faq.toggle, { body: { id } }, { loading: false }),
  remove: (id: string) => apiData(call.faq.remove, { body: { id } }, changing),
};

export const trustedCompanyApi = {
  list: (request: TrustedCompanyListRequest, signal?: AbortSignal) =>
    api(call.trustedCompany.list, { body: compact(request) }, { ...reading, signal }),
  get: (id: string) => apiData(call.trustedCompany.get, { params: { id } }),
  create: (input: TrustedCompanyInput) => apiData(call.trustedCompany.create, { body: input }, changing),
  update: (input: TrustedCompanyUpdate) => apiData(call.trustedCompany.update, { body: input }, changing),
  toggle: (id: string) => apiData(call.trustedCompany.toggle, { body: { id } }, { loading: false }),
  remove: (id: string) => apiData(call.trustedCompany.remove, { body: { id } }, changing),
  uploadLogo: (id: string, language: LanguageCode, file: File) =>
    apiUpload(call.trustedCompany.uploadLogo, { file, fields: { id, language } }).then((envelope) => envelope.data),
};

export type InboxItem = FormSubmissionItem | ProductDemoItem | ServiceDemoItem;
export type InboxListRequest = FormSubmissionListRequest &
  Pick<ProductDemoListRequest, 'product'> &
  Pick<ServiceDemoListRequest, 'service'>;

export const inboxApi = {
  list: (kind: InboxKind, request: InboxListRequest, signal?: AbortSignal) =>
    api(call[kind].list, { body: compact(request) }, { ...reading, signal }),
  // Opening a row marks it seen: quietly, the highlight going away says enough.
  seen: (kind: InboxKind, id: string) => api(call[kind].markSeen, { body: { id } }, reading),
  remove: (kind: InboxKind, id: string) => apiData(call[kind].remove, { body: { id } }, changing),
  dashboard: (kind: 'product' | 'service') => apiData(call[`${kind}Demo`].dashboard),
};

/** The Export call's address for a plain download link: the list's filters and the screen's language. */
export function exportUrl(
  kind: InboxKind,
  filters: Pick<InboxListRequest, 'search' | 'isSeen' | 'product' | 'service'>,
  lang: LanguageCode,
): string {
  const seen = filters.isSeen === undefined ? undefined : filters.isSeen ? ('true' as const) : ('false' as const);
  return apiHref(call[kind].export, { query: { ...compact({ ...filters, isSeen: seen }), lang } });
}

export const attachmentRequestApi = {
  list: (request: AttachmentRequestListRequest, signal?: AbortSignal) =>
    api(call.attachmentRequest.list, { body: compact(request) }, { ...reading, signal }),
  /** The outcome is shown on the row and in a toast of its own tone, so no generic success toast. */
  resend: (id: string) => api(call.attachmentRequest.resend, { body: { id } }, { ...reading, ...changing }),
};

/** Every page key with its label in the screen's language (products and services by their catalogue names). */
export function pageKeyOptions(t: TFunction): { value: string; label: string }[] {
  return [
    ...STANDALONE_PAGE_KEYS.map((key) => ({ value: key, label: t(`siteAdmin.pages.${key}`) })),
    ...PRODUCT_IDS.map((id) => ({ value: id, label: t(`catalogue.products.${id}.name`) })),
    ...SERVICE_IDS.map((id) => ({ value: id, label: t(`catalogue.services.${id}.name`) })),
  ];
}

export function pageKeyLabel(t: TFunction, key: string): string {
  const standalone = STANDALONE_PAGE_KEYS.find((k) => k === key);
  if (standalone) return t(`siteAdmin.pages.${standalone}`);
  if (isProductId(key) || isServiceId(key)) return t(offeringNameKey(key));
  return key;
}
