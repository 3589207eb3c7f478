import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './identity.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Written in the recipient's language when created. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export const outboxChannelEnum = pgEnum('outbox_channel', ['email', 'sms']);
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'logged', 'failed']);

/** Every e-mail and SMS the platform sends, with its outcome: the record support looks at. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: outboxChannelEnum('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** What the message is about, e.g. `otp.login`; never the secret itself. */
    purpose: text('purpose').notNull(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    provider: text('provider'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
