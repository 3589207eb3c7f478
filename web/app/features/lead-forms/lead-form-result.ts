/**
 * What a public form's page action answers (lead-form-action.server.ts): the server's thank-you
 * message, or every field's problem (already translated) with what the visitor typed, so the form
 * is shown again as it was. The page renders it with or without JavaScript (docs/decisions/027).
 */
export type LeadFormResult<F extends string = string> =
  | { sent: string; values?: undefined; errors?: undefined; submissionKey?: undefined }
  | {
      sent?: undefined;
      /** A checkbox group's answer is every ticked value. */
      values: Partial<Record<F, string | string[]>>;
      /** `form`: a problem of no one field (the per-address limit, a failed call). */
      errors: Partial<Record<F | 'form', string>>;
      /** The send's idempotency key as posted, kept in the form shown again for its retry. */
      submissionKey?: string;
    };

/** The contact form's fields (contactFormSchema, without the honeypot). */
export const CONTACT_FIELDS = ['fullname', 'phoneNumber', 'position', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The demo request's fields; the offering is `product` or `service`. */
export const DEMO_FIELDS = [
  'product',
  'service',
  'fullname',
  'companyName',
  'position',
  'phoneNumber',
  'email',
  'teamSize',
  'message',
] as const;
export type DemoField = (typeof DEMO_FIELDS)[number];

/** Which form a page's post is for (its hidden `intent` field). */
export const LEAD_INTENTS = ['contact', 'productDemo', 'serviceDemo', 'survey'] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

/** The survey's respondent fields; its answers are `answers.<question id>`. */
export const SURVEY_RESPONDENT_FIELDS = ['fullname', 'companyName', 'email', 'phoneNumber'] as const;
