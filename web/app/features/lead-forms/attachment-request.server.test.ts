import { describe, expect, it } from 'vitest';
import { submitAttachmentRequest } from './attachment-request.server.ts';

const ARTICLE = '0b5a4a8e-4f5e-4d7a-9a55-3f0b6c1d2e01';
const FILE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries({ articleId: ARTICLE, attachmentId: FILE, website: '', ...fields })) data.set(key, value);
  return data;
}

function api(status: number, body: unknown) {
  const calls: unknown[] = [];
  return {
    calls,
    context: {
      api: async <T>(path: string, init?: unknown) => {
        calls.push([path, init]);
        return { status, body: body as T };
      },
    },
  };
}

describe('the article’s attachment request (form post)', () => {
  it('checks every field with the API’s schema first and sends nothing when one is wrong', async () => {
    const { context, calls } = api(200, {});
    const result = await submitAttachmentRequest(context, 'fa', form({ fullname: '', email: 'nope', phoneNumber: '12' }));
    expect(result).toEqual({
      attachmentId: FILE,
      values: { fullname: '', email: 'nope', phoneNumber: '12' },
      errors: {
        fullname: 'این فیلد الزامی است.',
        email: 'نشانی ایمیل معتبر نیست.',
        phoneNumber: expect.stringContaining('شمارهٔ موبایل ایرانی') as string,
      },
    });
    expect(calls).toEqual([]);
  });

  it('answers in the page’s language', async () => {
    const { context } = api(200, {});
    const result = await submitAttachmentRequest(context, 'en', form({ fullname: 'Sam', email: '' }));
    expect(result.errors).toEqual({ email: 'This field is required.' });
  });

  it('sends a valid request to the API and keeps its confirmation', async () => {
    const { context, calls } = api(200, { succeeded: true, data: 'id', message: 'فایل فرستاده شد.' });
    const result = await submitAttachmentRequest(context, 'fa', form({ fullname: 'سارا', email: 'sara@example.com', phoneNumber: '' }));
    expect(result).toEqual({ attachmentId: FILE, sent: 'فایل فرستاده شد.' });
    expect(calls).toEqual([
      [
        '/api/user/AttachmentRequest/Submit',
        {
          method: 'POST',
          body: { articleId: ARTICLE, attachmentId: FILE, fullname: 'سارا', email: 'sara@example.com', phoneNumber: '', website: '' },
        },
      ],
    ]);
  });

  it('puts the API’s refusals on their fields, or on the form (rate limit, unknown file)', async () => {
    const fields = api(400, { succeeded: false, message: 'x', errors: [{ field: 'email', message: 'Enter a valid e-mail address.' }] });
    const valid = form({ fullname: 'Sam', email: 'sam@example.com' });
    expect((await submitAttachmentRequest(fields.context, 'en', valid)).errors).toEqual({ email: 'Enter a valid e-mail address.' });
    const limited = api(429, { succeeded: false, message: 'Too many requests.', errors: [] });
    const result = await submitAttachmentRequest(limited.context, 'en', valid);
    expect(result.errors).toEqual({ form: 'Too many requests.' });
    expect(result.values).toEqual({ fullname: 'Sam', email: 'sam@example.com', phoneNumber: '' });
  });
});
