import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { insertOutbox, recordOutcome } from './outbox.repo.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about, for the outbox (e.g. `attachment.request`). */
  purpose: string;
  /** Files; one with a `cid` is an inline image the HTML shows as `cid:<cid>` (a company's logo). */
  attachments?: { filename: string; content: Buffer; contentType?: string; cid?: string }[];
  /** Secrets in the message (e.g. a personal link's token) that the outbox copy must not keep. */
  redact?: string[];
}

export interface MailResult {
  outboxId: string;
  status: 'sent' | 'logged' | 'failed';
  error?: string;
}

/**
 * Every mail is written to the outbox first, then sent over SMTP when SMTP_URL is set;
 * without SMTP it is only logged (development). A failure is recorded, never thrown away.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<MailResult> {
    const hide = (text: string | undefined) => (message.redact ?? []).reduce((out, secret) => out.split(secret).join('…'), text ?? '');
    const outboxId = await insertOutbox(this.db, {
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      bodyText: hide(message.text),
      bodyHtml: message.html ? hide(message.html) : null,
      purpose: message.purpose,
      status: 'pending',
      provider: this.transport ? 'smtp' : 'log',
      meta: message.attachments ? { attachments: message.attachments.map((a) => a.filename) } : null,
    });
    if (!this.transport) {
      this.log.info({ mail: { to: message.to, subject: message.subject, purpose: message.purpose } }, 'mail.logged');
      await recordOutcome(this.db, outboxId, { status: 'logged', sentAt: new Date(), attempts: 1 });
      return { outboxId, status: 'logged' };
    }
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
      });
      await recordOutcome(this.db, outboxId, { status: 'sent', sentAt: new Date(), attempts: 1 });
      return { outboxId, status: 'sent' };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      this.log.warn({ err, outboxId }, 'mail.failed');
      await recordOutcome(this.db, outboxId, { status: 'failed', error, attempts: 1 });
      return { outboxId, status: 'failed', error };
    }
  }

  close() {
    this.transport?.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(async (app) => {
  const mailer = new Mailer(app.db, app.log, app.config.SMTP_URL, app.config.MAIL_FROM);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
});
