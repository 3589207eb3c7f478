import { z } from 'zod';
import { multiLineText, singleLineText, uuidSchema } from '../fields.ts';
import { emailSchema, isIranianMobile, normalizeIranianMobile, textSchema } from '../identity.ts';
import { normalizePersianText, toLatinDigits } from '../persian-text.ts';
import { PRODUCT_IDS, SERVICE_IDS } from './catalogue.ts';

/**
 * The public lead forms (contact, product demo, service demo, attachment request, survey): one
 * schema each, used by the web form (zodResolver) and by the server route, so a visitor sees the
 * same rule in the browser as the API applies. Messages are message keys (see messages/).
 */

/**
 * A phone number a visitor may leave: an Iranian mobile in any spelling (stored 09xxxxxxxxx), or
 * an international number with its country code (stored +<digits>, E.164: 8 to 15 digits).
 * Iranian landlines and +98 numbers that are not mobiles are refused: the spec asks for a mobile.
 */
export function normalizeContactPhone(raw: string): string {
  const compact = toLatinDigits(raw).replace(/[\s\-().\u200C\u200E\u200F]/g, '');
  const mobile = normalizeIranianMobile(compact);
  if (isIranianMobile(mobile)) return mobile;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return compact;
}

export function isContactPhone(value: string): boolean {
  if (isIranianMobile(value)) return true;
  return /^\+[1-9]\d{7,14}$/.test(value) && !value.startsWith('+98');
}

export const contactPhoneSchema = singleLineText({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(32, { error: 'validation.phone' })
  .transform(normalizeContactPhone)
  .refine(isContactPhone, { error: 'validation.phone' });

/** An empty input ('' from a form) means "not given". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

export function optionalSchema<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** Free text such as a message: normalised like every stored text, line breaks kept. */
export function longTextSchema(max: number) {
  return multiLineText({ error: 'validation.required' })
    .transform((v) =>
      v
        .split(/\r?\n/)
        .map((line) => normalizePersianText(line))
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    )
    .pipe(z.string().max(max, { error: 'validation.tooLong' }));
}

/**
 * The honeypot: a field people never see or fill (hidden off-screen, out of the tab order).
 * A value means a bot; the server answers as if it succeeded and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';
export const honeypotSchema = singleLineText().max(500).optional();

/**
 * One send of a form: a random UUID the form's page script makes when the form is first sent and
 * keeps for its retries (the page itself is cached HTML shared by every visitor, so it cannot
 * carry one). The server stores a lead once per key: a second post with the same key (a retry
 * after an answer that never arrived, a double click) stores nothing and gets the first one's
 * answer. Optional: a browser without the script sends the plain form without one.
 */
export const SUBMISSION_KEY_FIELD = 'submissionKey';
export const submissionKeySchema = optionalSchema(z.uuid({ error: 'validation.submissionKey' }));

/** FormSubmission/Submit: the spec's contact shape (fullname, phoneNumber, position, email) plus an optional message. */
export const contactFormSchema = z.object({
  fullname: textSchema(120),
  phoneNumber: contactPhoneSchema,
  position: textSchema(120),
  email: emailSchema,
  message: optionalSchema(longTextSchema(2000)),
  website: honeypotSchema,
  submissionKey: submissionKeySchema,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/** How many people the organisation has: helps the consultant prepare the demo. */
export const TEAM_SIZES = ['1-50', '51-200', '201-1000', '1000+'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

const demoFields = {
  fullname: textSchema(120),
  companyName: textSchema(160),
  position: optionalSchema(textSchema(120)),
  phoneNumber: contactPhoneSchema,
  email: emailSchema,
  teamSize: optionalSchema(z.enum(TEAM_SIZES, { error: 'validation.choose' })),
  message: optionalSchema(longTextSchema(2000)),
  website: honeypotSchema,
  submissionKey: submissionKeySchema,
};

/** productDemo/Submit. */
export const productDemoRequestSchema = z.object({
  product: z.enum(PRODUCT_IDS, { error: 'validation.chooseProduct' }),
  ...demoFields,
});
export type ProductDemoRequestInput = z.input<typeof productDemoRequestSchema>;
export type ProductDemoRequest = z.output<typeof productDemoRequestSchema>;

/** serviceDemo/Submit. */
export const serviceDemoRequestSchema = z.object({
  service: z.enum(SERVICE_IDS, { error: 'validation.chooseService' }),
  ...demoFields,
});
export type ServiceDemoRequestInput = z.input<typeof serviceDemoRequestSchema>;
export type ServiceDemoRequest = z.output<typeof serviceDemoRequestSchema>;

/** user/AttachmentRequest/Submit: the file goes to this e-mail address. */
export const attachmentRequestSchema = z.object({
  articleId: uuidSchema,
  // Its own message: the visitor did not choose a file (the list offers them), not a bad id.
  attachmentId: z.uuid({ error: 'validation.chooseAttachment' }),
  fullname: textSchema(120),
  email: emailSchema,
  phoneNumber: optionalSchema(contactPhoneSchema),
  website: honeypotSchema,
});
export type AttachmentRequestInput = z.input<typeof attachmentRequestSchema>;
export type AttachmentRequest = z.output<typeof attachmentRequestSchema>;

/** The form-submitted answer to one survey question: a choice, several choices, a 1-5 score or text. */
export const surveyAnswerValueSchema = z.union([multiLineText().max(2000), z.array(singleLineText().max(100)).max(20), z.number()]);

/**
 * User/AssessmentServey/Submit. The answers' own rules depend on the survey's questions (content
 * the admin edits), so they are checked again with buildSurveyAnswersSchema on both sides.
 */
export const surveySubmissionSchema = z.object({
  answers: z.record(singleLineText().max(40), surveyAnswerValueSchema.optional()),
  fullname: optionalSchema(textSchema(120)),
  companyName: optionalSchema(textSchema(160)),
  email: optionalSchema(emailSchema),
  phoneNumber: optionalSchema(contactPhoneSchema),
  website: honeypotSchema,
  submissionKey: submissionKeySchema,
});
export type SurveySubmissionInput = z.input<typeof surveySubmissionSchema>;
export type SurveySubmission = z.output<typeof surveySubmissionSchema>;
