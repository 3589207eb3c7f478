import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { languageEnum } from './identity.ts';
import { outbox } from './messaging.ts';
import { articleAttachments, articles } from './magazine.ts';

/**
 * What visitors send through the public forms. Every row has a `seen` flag for the admin's inbox
 * and the language the visitor used. Texts are normalised (ی/ک, Latin digits); phones are
 * 09xxxxxxxxx or +<country><number>; e-mails lower-case.
 */
const common = {
  id: uuid('id').primaryKey().defaultRandom(),
  language: languageEnum('language').notNull(),
  isSeen: boolean('is_seen').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The send's idempotency key (contracts `submissionKeySchema`), on the forms that have one: unique,
 * so a second post of the same send stores no second row, even when both arrive at once.
 */
const submissionKey = uuid('submission_key');

/** The contact form (FormSubmission/Submit). */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    ...common,
    fullname: text('fullname').notNull(),
    phoneNumber: text('phone_number').notNull(),
    position: text('position').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    submissionKey,
  },
  (t) => [index('form_submissions_created_idx').on(t.createdAt), uniqueIndex('form_submissions_submission_key_idx').on(t.submissionKey)],
);

const demoFields = {
  fullname: text('fullname').notNull(),
  companyName: text('company_name').notNull(),
  position: text('position'),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  teamSize: text('team_size'),
  message: text('message'),
  submissionKey,
};

export const productDemoRequests = pgTable(
  'product_demo_requests',
  { ...common, product: text('product').notNull(), ...demoFields },
  (t) => [
    index('product_demo_requests_created_idx').on(t.createdAt),
    uniqueIndex('product_demo_requests_submission_key_idx').on(t.submissionKey),
  ],
);

export const serviceDemoRequests = pgTable(
  'service_demo_requests',
  { ...common, service: text('service').notNull(), ...demoFields },
  (t) => [
    index('service_demo_requests_created_idx').on(t.createdAt),
    uniqueIndex('service_demo_requests_submission_key_idx').on(t.submissionKey),
  ],
);

export const attachmentSendStatusEnum = pgEnum('attachment_send_status', ['pending', 'sent', 'logged', 'failed']);

/** A request for an article's file; the file is e-mailed and the outcome kept (the admin may resend). */
export const attachmentRequests = pgTable(
  'attachment_requests',
  {
    ...common,
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'set null' }),
    attachmentId: uuid('attachment_id').references(() => articleAttachments.id, { onDelete: 'set null' }),
    /** Kept so the request still reads well after the article or file is deleted. */
    articleTitle: text('article_title').notNull(),
    fileName: text('file_name').notNull(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    sendStatus: attachmentSendStatusEnum('send_status').notNull().default('pending'),
    sendError: text('send_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
  },
  (t) => [index('attachment_requests_created_idx').on(t.createdAt)],
);

/** Answers to the public assessment survey; `questions` keeps the wording the visitor saw. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    ...common,
    surveyKey: text('survey_key').notNull().default('survey'),
    answers: jsonb('answers').notNull(),
    questions: jsonb('questions').notNull(),
    fullname: text('fullname'),
    companyName: text('company_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    submissionKey,
  },
  (t) => [index('survey_responses_created_idx').on(t.createdAt), uniqueIndex('survey_responses_submission_key_idx').on(t.submissionKey)],
);
