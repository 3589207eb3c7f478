import type { LanguageCode } from '@rira/contracts/auth';
import { PRODUCT_IDS, SERVICE_IDS, STANDALONE_PAGE_KEYS } from '@rira/contracts/site/catalogue';
import type {
  AdminFaq,
  AdminTrustedCompany,
  AttachmentRequestItem,
  AttachmentRequestListRequest,
  AttachmentResendResult,
  DemoDashboard,
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
import { API_BASE, apiGet, apiRequest } from '../../lib/api-client.ts';
import { compact, postAction, postList } from '../organisation/list-request.ts';

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

export const faqApi = {
  list: (request: FaqListRequest, signal?: AbortSignal) => postList<AdminFaq>('manager/faq/GetAll', compact(request), signal),
  get: (id: string) => apiGet<AdminFaq>(`manager/faq/GetById/${id}`),
  create: (input: FaqInput) => postAction<string>('manager/faq/Create', input),
  update: (input: FaqUpdate) => postAction('manager/faq/Update', input),
  toggle: (id: string) => postAction('manager/faq/Toggle', { id }, { loading: false }),
  remove: (id: string) => postAction('manager/faq/Delete', { id }),
};

export const trustedCompanyApi = {
  list: (request: TrustedCompanyListRequest, signal?: AbortSignal) =>
    postList<AdminTrustedCompany>('manager/TruestedCompany/GetAll', compact(request), signal),
  get: (id: string) => apiGet<AdminTrustedCompany>(`manager/TruestedCompany/GetById/${id}`),
  create: (input: TrustedCompanyInput) => postAction<string>('manager/TruestedCompany/Create', input),
  update: (input: TrustedCompanyUpdate) => postAction('manager/TruestedCompany/Update', input),
  toggle: (id: string) => postAction('manager/TruestedCompany/Toggle', { id }, { loading: false }),
  remove: (id: string) => postAction('manager/TruestedCompany/Delete', { id }),
  uploadLogo: (id: string, language: LanguageCode, file: File) => {
    const formData = new FormData();
    formData.append('id', id);
    formData.append('language', language);
    formData.append('file', file);
    return apiRequest<{ data: { logoUrl: string } }>('manager/TruestedCompany/UploadCompanyLogo', {
      method: 'POST',
      formData,
      loading: true,
    }).then((envelope) => envelope.data);
  },
};

export type InboxItem = FormSubmissionItem | ProductDemoItem | ServiceDemoItem;
export type InboxListRequest = FormSubmissionListRequest &
  Pick<ProductDemoListRequest, 'product'> &
  Pick<ServiceDemoListRequest, 'service'>;

export const inboxApi = {
  list: (kind: InboxKind, request: InboxListRequest, signal?: AbortSignal) =>
    postList<InboxItem>(`manager/${kind}/GetAll`, compact(request as Record<string, unknown>), signal),
  // Opening a row marks it seen: quietly, the highlight going away says enough.
  seen: (kind: InboxKind, id: string) => apiRequest(`manager/${kind}/Seen`, { method: 'POST', body: { id }, successToast: false }),
  remove: (kind: InboxKind, id: string) => postAction(`manager/${kind}/Delete`, { id }),
  dashboard: (kind: 'product' | 'service') => apiGet<DemoDashboard>(`manager/${kind}Demo/Dashboard/Get`),
};

/** The Export call's address for a plain download link: the list's filters and the screen's language. */
export function exportUrl(
  kind: InboxKind,
  filters: { search?: string; isSeen?: boolean; product?: string; service?: string },
  lang: LanguageCode,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  query.set('lang', lang);
  return `${API_BASE}manager/${kind}/Export?${query.toString()}`;
}

export const attachmentRequestApi = {
  list: (request: AttachmentRequestListRequest, signal?: AbortSignal) =>
    postList<AttachmentRequestItem>('manager/attachmentRequest/GetAll', compact(request), signal),
  /** The outcome is shown on the row and in a toast of its own tone, so no generic success toast. */
  resend: (id: string) =>
    apiRequest<{ data: AttachmentResendResult; message: string | null }>('manager/attachmentRequest/Resend', {
      method: 'POST',
      body: { id },
      successToast: false,
      loading: true,
    }),
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
  if ((STANDALONE_PAGE_KEYS as readonly string[]).includes(key)) return t(`siteAdmin.pages.${key}`);
  if ((PRODUCT_IDS as readonly string[]).includes(key)) return t(`catalogue.products.${key}.name`);
  if ((SERVICE_IDS as readonly string[]).includes(key)) return t(`catalogue.services.${key}.name`);
  return key;
}

