import { z } from 'zod';
import { singleEnvelope } from '../envelopes.ts';
import { singleLineText } from '../fields.ts';
import { faqSchema, pageContentResponseSchema, trustedCompanySchema } from '../site/content.ts';
import { PAGE_KEYS } from '../site/catalogue.ts';
import { defineRoute } from './route.ts';

const tags = ['Site content'];
/** Any text here: an unknown key answers 404 (the service reads it case-insensitively), not 400. */
const pageKeyParams = z.object({ id: singleLineText().min(1).max(60) });
const pageKeyDoc = `\`{id}\` is the page key (case-insensitive): ${PAGE_KEYS.map((k) => `\`${k}\``).join(', ')}. An unknown key answers 404.`;

/** What the public pages are made of (`user/PageContent/*`, `user/faq/*`, `user/truestedCompany/*`), in the caller's language. */
export const siteContentContract = {
  page: defineRoute({
    method: 'GET',
    path: '/user/PageContent/Get/:id',
    access: 'public',
    tags,
    summary: 'A page’s content document in the caller’s language (not in the spec: the pages are rendered from it)',
    description: `${pageKeyDoc} The document's shape depends on the page type (contracts/src/site/content.ts).`,
    params: pageKeyParams,
    response: singleEnvelope(pageContentResponseSchema),
  }),
  faqs: defineRoute({
    method: 'GET',
    path: '/user/faq/GetFaqs/:id',
    access: 'public',
    tags,
    summary: 'The visible FAQs of a page, in the caller’s language, in order',
    description: pageKeyDoc,
    params: pageKeyParams,
    response: singleEnvelope(z.array(faqSchema)),
  }),
  trustedCompanies: defineRoute({
    method: 'GET',
    path: '/user/truestedCompany/GetCompanies/:id',
    access: 'public',
    tags,
    summary: 'The trusted-company logos shown on a page, with the logo of the caller’s language',
    description: pageKeyDoc,
    params: pageKeyParams,
    response: singleEnvelope(z.array(trustedCompanySchema)),
  }),
};
