import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@rira/contracts/site/content';
import { submitLeadForm, submitSurvey } from './lead-form-action.server.ts';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries({ website: '', ...fields })) data.set(key, value);
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

const CONTACT = {
  fullname: 'سارا محمدی',
  phoneNumber: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
  position: 'مدیر منابع انسانی',
  email: 'sara@example.com',
  message: '',
};

describe('the public forms’ page action', () => {
  it('checks every field with the API’s schema first, in the page’s language, and sends nothing when one is wrong', async () => {
    const { context, calls } = api(200, {});
    const input = { fullname: '', phoneNumber: '12', position: '', email: 'nope', message: 'سلام' };
    expect(await submitLeadForm(context, 'fa', 'contact', form(input))).toEqual({
      values: input,
      errors: {
        fullname: 'این فیلد الزامی است.',
        position: 'این فیلد الزامی است.',
        email: 'نشانی ایمیل معتبر نیست.',
        phoneNumber: expect.stringContaining('شمارهٔ موبایل ایرانی') as string,
      },
    });
    const english = await submitLeadForm(context, 'en', 'contact', form({ ...CONTACT, email: '' }));
    expect(english.errors).toEqual({ email: 'This field is required.' });
    expect(calls).toEqual([]);
  });

  it('names the demo’s missing product and keeps the other values', async () => {
    const { context } = api(200, {});
    const result = await submitLeadForm(context, 'en', 'productDemo', form({ ...CONTACT, companyName: 'Aria', teamSize: '51-200' }));
    expect(result.errors).toEqual({ product: 'Choose a product.' });
    expect(result.values).toMatchObject({ product: '', companyName: 'Aria', teamSize: '51-200' });
    expect(result.values).not.toHaveProperty('service');
  });

  it('sends valid input to the API route as typed, with the honeypot, and keeps its confirmation', async () => {
    const { context, calls } = api(200, { succeeded: true, data: 'id', message: 'پیام شما دریافت شد.' });
    const result = await submitLeadForm(context, 'fa', 'contact', form({ ...CONTACT, website: 'bot' }));
    expect(result).toEqual({ sent: 'پیام شما دریافت شد.' });
    expect(calls).toEqual([['/api/FormSubmission/Submit', { method: 'POST', body: { ...CONTACT, website: 'bot' } }]]);
  });

  it('puts the API’s refusals on their fields, or on the form (the per-address limit)', async () => {
    const fields = api(400, { succeeded: false, message: 'x', errors: [{ field: 'email', message: 'Enter a valid e-mail address.' }] });
    expect(
      (await submitLeadForm(fields.context, 'en', 'serviceDemo', form({ ...CONTACT, service: 'okr', companyName: 'Aria' }))).errors,
    ).toEqual({
      email: 'Enter a valid e-mail address.',
    });
    const limited = api(429, { succeeded: false, message: 'Too many requests.', errors: [] });
    const result = await submitLeadForm(limited.context, 'en', 'contact', form(CONTACT));
    expect(result).toEqual({ values: CONTACT, errors: { form: 'Too many requests.' } });
  });

  it('passes the send’s key to the API and keeps it in the form shown again, so a retry is the same send', async () => {
    const KEY = '0d5c9a4e-2b7f-4c1a-8e3d-6a9b0c1d2e3f';
    const sent = api(200, { succeeded: true, data: 'id', message: 'پیام شما دریافت شد.' });
    expect(await submitLeadForm(sent.context, 'fa', 'contact', form({ ...CONTACT, submissionKey: KEY }))).toEqual({
      sent: 'پیام شما دریافت شد.',
    });
    expect(sent.calls).toEqual([['/api/FormSubmission/Submit', { method: 'POST', body: { ...CONTACT, website: '', submissionKey: KEY } }]]);

    const limited = api(429, { succeeded: false, message: 'Too many requests.', errors: [] });
    const refused = await submitLeadForm(limited.context, 'en', 'contact', form({ ...CONTACT, submissionKey: KEY }));
    expect(refused.submissionKey).toBe(KEY);
    const wrong = await submitLeadForm(limited.context, 'en', 'productDemo', form({ ...CONTACT, submissionKey: KEY }));
    expect(wrong).toMatchObject({ errors: { product: 'Choose a product.' }, submissionKey: KEY });
  });

  it('refuses a key that is not one with a translated message on the form, and does not keep it', async () => {
    const { context, calls } = api(200, {});
    const result = await submitLeadForm(context, 'en', 'contact', form({ ...CONTACT, submissionKey: 'again' }));
    expect(result.errors).toEqual({ form: 'This form could not be read as sent. Reload the page and send it again.' });
    expect(result.submissionKey).toBeUndefined();
    expect(calls).toEqual([]);
  });
});

describe('the survey’s page action', () => {
  const QUESTIONS: SurveyQuestion[] = [
    {
      id: 'size',
      kind: 'single',
      label: 'Size',
      required: true,
      options: [
        { value: 'small', label: 'Small' },
        { value: 'large', label: 'Large' },
      ],
    },
    {
      id: 'needs',
      kind: 'multiple',
      label: 'Needs',
      required: true,
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    },
    { id: 'score', kind: 'scale', label: 'Score', required: true, scale: { low: 'low', high: 'high' } },
    { id: 'note', kind: 'text', label: 'Note', required: false },
  ];

  it('names every unanswered question at answers.<id>, keeping the answers given', async () => {
    const { context, calls } = api(200, {});
    const data = form({ 'answers.score': '4', 'answers.note': 'سلام', email: 'nope' });
    const result = await submitSurvey(context, 'fa', QUESTIONS, data);
    expect(result.errors).toEqual({
      'answers.size': 'یکی از گزینه‌ها را انتخاب کنید.',
      'answers.needs': 'یکی از گزینه‌ها را انتخاب کنید.',
      email: 'نشانی ایمیل معتبر نیست.',
    });
    expect(result.values).toMatchObject({ 'answers.score': '4', 'answers.needs': [], 'answers.note': 'سلام', email: 'nope' });
    expect(calls).toEqual([]);
  });

  it('passes the send’s key with the answers, and keeps it in the form shown again', async () => {
    const KEY = '0d5c9a4e-2b7f-4c1a-8e3d-6a9b0c1d2e3f';
    const refused = await submitSurvey(api(200, {}).context, 'en', QUESTIONS, form({ submissionKey: KEY }));
    expect(refused.submissionKey).toBe(KEY);
    const { context, calls } = api(200, { succeeded: true, data: 'id', message: 'ok' });
    const data = form({ 'answers.size': 'large', 'answers.score': '2', 'answers.needs': 'a', submissionKey: KEY });
    expect(await submitSurvey(context, 'en', QUESTIONS, data)).toEqual({ sent: 'ok' });
    expect(calls).toEqual([
      ['/api/User/AssessmentServey/Submit', { method: 'POST', body: expect.objectContaining({ submissionKey: KEY }) }],
    ]);
  });

  it('sends the answers typed as the API takes them: a choice, every ticked box, a score as a number', async () => {
    const { context, calls } = api(200, { succeeded: true, data: 'id', message: 'ok' });
    const data = form({ 'answers.size': 'large', 'answers.score': '2' });
    data.append('answers.needs', 'a');
    data.append('answers.needs', 'b');
    expect(await submitSurvey(context, 'en', QUESTIONS, data)).toEqual({ sent: 'ok' });
    expect(calls).toEqual([
      [
        '/api/User/AssessmentServey/Submit',
        {
          method: 'POST',
          body: {
            answers: { size: 'large', needs: ['a', 'b'], score: 2, note: undefined },
            fullname: '',
            companyName: '',
            email: '',
            phoneNumber: '',
            website: '',
          },
        },
      ],
    ]);
  });
});
