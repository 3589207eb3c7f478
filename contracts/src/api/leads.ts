import { createEnvelopeSchema } from '../envelopes.ts';
import {
  attachmentRequestSchema,
  contactFormSchema,
  productDemoRequestSchema,
  serviceDemoRequestSchema,
  surveySubmissionSchema,
} from '../site/forms.ts';
import { defineRoute } from './route.ts';

const tags = ['Public forms'];

/** The server's per-address limit and honeypot (leads.routes.ts), as the OpenAPI document tells them. */
const SPAM_NOTE =
  'Refused with 429 (and Retry-After) after 5 sends in 10 minutes from one address. A filled honeypot field `website` is answered like a success and nothing is stored.';

/** The lead forms' idempotency key (forms.ts `submissionKeySchema`, leads.service.ts). */
const ONCE_NOTE =
  'An optional `submissionKey` (a UUID made once per form send) makes the send idempotent: a second send with the same key stores nothing, sends nothing and is answered like the first (its id).';

/** The public site's five forms; each answers the new row's id and the thank-you message. */
export const leadsContract = {
  contact: defineRoute({
    method: 'POST',
    path: '/FormSubmission/Submit',
    access: 'public',
    tags,
    summary: 'The contact form: full name, phone (Iranian mobile or international), position, organisational e-mail',
    description: `${SPAM_NOTE} ${ONCE_NOTE}`,
    body: contactFormSchema,
    response: createEnvelopeSchema,
  }),
  productDemo: defineRoute({
    method: 'POST',
    path: '/productDemo/Submit',
    access: 'public',
    tags,
    summary: 'A product demo request; every system manager gets an in-app notification and an e-mail',
    description: `${SPAM_NOTE} ${ONCE_NOTE}`,
    body: productDemoRequestSchema,
    response: createEnvelopeSchema,
  }),
  serviceDemo: defineRoute({
    method: 'POST',
    path: '/serviceDemo/Submit',
    access: 'public',
    tags,
    summary: 'A service demo request; every system manager gets an in-app notification and an e-mail',
    description: `${SPAM_NOTE} ${ONCE_NOTE}`,
    body: serviceDemoRequestSchema,
    response: createEnvelopeSchema,
  }),
  attachment: defineRoute({
    method: 'POST',
    path: '/user/AttachmentRequest/Submit',
    access: 'public',
    tags,
    summary: 'Ask for an article’s file: it is e-mailed with the file attached; the request and its send status are kept',
    description: `${SPAM_NOTE} An article that is not public, or a file not of that article, answers 404.`,
    body: attachmentRequestSchema,
    response: createEnvelopeSchema,
  }),
  survey: defineRoute({
    method: 'POST',
    path: '/User/AssessmentServey/Submit',
    access: 'public',
    tags,
    summary: 'Answers to the public assessment survey, checked against its current questions',
    description: `${SPAM_NOTE} ${ONCE_NOTE} Answer errors come as fields \`answers.<question id>\`.`,
    body: surveySubmissionSchema,
    response: createEnvelopeSchema,
  }),
};
