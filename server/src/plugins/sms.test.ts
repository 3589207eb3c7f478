import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.ts';
import { createSmsProvider } from './sms.ts';

const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
const smsir = (extra: Record<string, string> = {}) =>
  createSmsProvider(loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'smsir', SMSIR_API_KEY: 'key', SMSIR_TEMPLATE_ID: '100', ...extra }), log);

afterEach(() => vi.unstubAllGlobals());

describe('the SMS.ir provider', () => {
  it('sends a one-time code through its template, and any other text from the configured line (issue 23)', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const provider = smsir({ SMSIR_LINE_NUMBER: '30004505' });
    await provider.send({ to: '09120000003', text: 'code 123456', code: '123456', purpose: 'otp.login' });
    await provider.send({ to: '09120000003', text: 'Aria: you are invited\nhttps://rira.example/i/x', purpose: 'assessment.invitation' });
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]![0]).toBe('https://api.sms.ir/v1/send/verify');
    expect(JSON.parse(calls[0]![1].body as string)).toEqual({
      mobile: '09120000003',
      templateId: 100,
      parameters: [{ name: 'CODE', value: '123456' }],
    });
    expect(calls[1]![0]).toBe('https://api.sms.ir/v1/send/bulk');
    expect(JSON.parse(calls[1]![1].body as string)).toEqual({
      lineNumber: 30004505,
      messageText: 'Aria: you are invited\nhttps://rira.example/i/x',
      mobiles: ['09120000003'],
    });
  });

  it('refuses a text without a line, saying which setting is missing', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await expect(smsir().send({ to: '09120000003', text: 'hello', purpose: 'assessment.invitation' })).rejects.toThrow(/SMSIR_LINE_NUMBER/);
  });
});
