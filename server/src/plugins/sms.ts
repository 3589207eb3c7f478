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

/** SMS.ir's verify API: the code goes into a template set up in its panel (parameter CODE). */
class SmsIrSmsProvider implements SmsProvider {
  readonly name = 'smsir';
  constructor(
    private readonly apiKey: string,
    private readonly templateId: number,
  ) {}
  async send(message: SmsMessage) {
    if (!message.code) throw new Error('sms.ir sends only one-time codes through a template');
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
}

export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'kavenegar':
      return new KavenegarSmsProvider(config.KAVENEGAR_API_KEY!, config.KAVENEGAR_SENDER);
    case 'smsir':
      return new SmsIrSmsProvider(config.SMSIR_API_KEY!, config.SMSIR_TEMPLATE_ID!);
    default:
      return new ConsoleSmsProvider(log);
  }
}

/** Sends through the configured provider and records the outcome in the outbox (codes masked). */
export class SmsSender {
  constructor(
    private readonly db: Database,
    private readonly provider: SmsProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<'sent' | 'logged' | 'failed'> {
    const stored = message.code ? message.text.split(message.code).join('******') : message.text;
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
