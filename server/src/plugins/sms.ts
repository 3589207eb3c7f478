import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { insertOutbox, recordOutcome } from './outbox.repo.ts';

export interface SmsMessage {
  to: string;
  text: string;
  /** The one-time code inside `text`, for providers that send codes through a template. */
  code?: string;
  purpose: string;
  /**
   * Other secrets in `text` (a personal invitation link's token) that the outbox copy must not keep.
   * The console provider's development log still shows the whole text, as it does a code.
   */
  redact?: string[];
}

/** One SMS gateway. `console` is for development: the message goes to the log only. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(message: SmsMessage) {
    // Development only: the text (with its code) is what a developer needs to sign in.
    this.log.info({ sms: { to: message.to, text: message.text, purpose: message.purpose } }, 'sms.console');
  }
}

/** Kavenegar's send API over HTTPS; the key travels in the path as its API requires, never over plain HTTP. */
class KavenegarSmsProvider implements SmsProvider {
  readonly name = 'kavenegar';
  constructor(
    private readonly apiKey: string,
    private readonly sender: string | undefined,
  ) {}
  async send(message: SmsMessage) {
    const body = new URLSearchParams({ receptor: message.to, message: message.text });
    if (this.sender) body.set('sender', this.sender);
    const res = await fetch(`https://api.kavenegar.com/v1/${encodeURIComponent(this.apiKey)}/sms/send.json`, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`kavenegar answered ${res.status}`);
  }
}

/**
 * SMS.ir: a one-time code goes through its verify API into a template set up in its panel
 * (parameter CODE); any other text (invitations, reminders, notices) through its bulk API from the
 * line `SMSIR_LINE_NUMBER`, and fails without one.
 */
class SmsIrSmsProvider implements SmsProvider {
  readonly name = 'smsir';
  constructor(
    private readonly apiKey: string,
    private readonly templateId: number,
    private readonly lineNumber: number | undefined,
  ) {}
  async send(message: SmsMessage) {
    if (!message.code) return this.sendText(message);
    const res = await fetch('https://api.sms.ir/v1/send/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/plain', 'X-API-KEY': this.apiKey },
      body: JSON.stringify({
        mobile: message.to,
        templateId: this.templateId,
        parameters: [{ name: 'CODE', value: message.code }],
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`sms.ir answered ${res.status}`);
  }

  private async sendText(message: SmsMessage) {
    if (!this.lineNumber) throw new Error('sms.ir sends texts other than one-time codes only from a line: set SMSIR_LINE_NUMBER');
    const res = await fetch('https://api.sms.ir/v1/send/bulk', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/plain', 'X-API-KEY': this.apiKey },
      body: JSON.stringify({ lineNumber: this.lineNumber, messageText: message.text, mobiles: [message.to] }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`sms.ir answered ${res.status}`);
  }
}

export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'kavenegar':
      return new KavenegarSmsProvider(config.KAVENEGAR_API_KEY!, config.KAVENEGAR_SENDER);
    case 'smsir':
      return new SmsIrSmsProvider(config.SMSIR_API_KEY!, config.SMSIR_TEMPLATE_ID!, config.SMSIR_LINE_NUMBER);
    default:
      return new ConsoleSmsProvider(log);
  }
}

/** Sends through the configured provider and records the outcome in the outbox (codes and other secrets masked). */
export class SmsSender {
  constructor(
    private readonly db: Database,
    private readonly provider: SmsProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<'sent' | 'logged' | 'failed'> {
    const masked = message.code ? message.text.split(message.code).join('******') : message.text;
    const stored = (message.redact ?? []).reduce((text, secret) => text.split(secret).join('…'), masked);
    const outboxId = await insertOutbox(this.db, {
      channel: 'sms',
      recipient: message.to,
      bodyText: stored,
      purpose: message.purpose,
      provider: this.provider.name,
    });
    try {
      await this.provider.send(message);
      const status = this.provider.name === 'console' ? 'logged' : 'sent';
      await recordOutcome(this.db, outboxId, { status, sentAt: new Date(), attempts: 1 });
      return status;
    } catch (err) {
      this.log.warn({ err, outboxId }, 'sms.failed');
      await recordOutcome(this.db, outboxId, { status: 'failed', error: err instanceof Error ? err.message : String(err), attempts: 1 });
      return 'failed';
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

export default fp(async (app) => {
  app.decorate('sms', new SmsSender(app.db, createSmsProvider(app.config, app.log), app.log));
});
