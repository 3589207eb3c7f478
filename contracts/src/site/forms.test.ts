import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactPhoneSchema, productDemoRequestSchema } from './forms.ts';
import { buildSurveyAnswersSchema, type SurveyQuestion } from './content.ts';

describe('contact phone numbers', () => {
  const ok = (raw: string) => contactPhoneSchema.safeParse(raw);
  it('keeps Iranian mobiles as 09xxxxxxxxx whatever was typed', () => {
    for (const raw of [
      '09121234567',
      '۰۹۱۲۱۲۳۴۵۶۷',
      '+98 912 123 4567',
      '0098-912-123-4567',
      '9121234567',
      '(0912) 123 4567',
      '٠٩١٢١٢٣٤٥٦٧',
    ]) {
      expect(ok(raw)).toEqual({ success: true, data: '09121234567' });
    }
  });
  it('keeps international numbers as +<digits>', () => {
    expect(ok('+44 20 7946 0958').data).toBe('+442079460958');
    expect(ok('0049 30 123456').data).toBe('+4930123456');
    expect(ok('+۱ ۲۰۲ ۵۵۵ ۰۱۴۳').data).toBe('+12025550143');
  });
  it('refuses landlines, +98 numbers that are not mobiles, and nonsense', () => {
    for (const raw of ['021-88661234', '+98 21 8866 1234', '12345', '+1234', 'abc', '0912123456']) {
      const result = ok(raw);
      expect(result.success, raw).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.phone');
    }
    expect(ok('').error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('the contact form', () => {
  it('reports every field at once with message keys', () => {
    const result = contactFormSchema.safeParse({ fullname: '', phoneNumber: 'x', position: '  ', email: 'y' });
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      fullname: 'validation.required',
      phoneNumber: 'validation.phone',
      position: 'validation.required',
      email: 'validation.email',
    });
  });
  it('treats an empty optional field as not given', () => {
    const parsed = productDemoRequestSchema.parse({
      product: 'rira360',
      fullname: 'علي',
      companyName: 'شركت',
      position: '',
      phoneNumber: '09121234567',
      email: 'a@b.co',
      teamSize: '',
      message: '   ',
    });
    expect(parsed).toMatchObject({ fullname: 'علی', companyName: 'شرکت' });
    expect([parsed.position, parsed.teamSize, parsed.message]).toEqual([undefined, undefined, undefined]);
  });
});

describe('survey answers', () => {
  const questions: SurveyQuestion[] = [
    {
      id: 'size',
      kind: 'single',
      label: 'Size',
      required: true,
      options: [
        { value: 'small', label: 'S' },
        { value: 'large', label: 'L' },
      ],
    },
    { id: 'score', kind: 'scale', label: 'Score', required: true, scale: { low: 'low', high: 'high' } },
    {
      id: 'areas',
      kind: 'multiple',
      label: 'Areas',
      required: true,
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    },
    { id: 'note', kind: 'text', label: 'Note', required: false },
    { id: 'extra', kind: 'scale', label: 'Extra', required: false, scale: { low: 'low', high: 'high' } },
  ];
  const schema = buildSurveyAnswersSchema(questions);

  it('accepts what a form sends and normalises it', () => {
    expect(schema.parse({ size: 'large', score: '4', areas: 'b', note: '  يك  ', extra: '' })).toEqual({
      size: 'large',
      score: 4,
      areas: ['b'],
      note: 'یک',
      extra: undefined,
    });
    const minimal = schema.parse({ size: 'small', score: 1, areas: ['a', 'b'] });
    expect(minimal).toMatchObject({ areas: ['a', 'b'] });
    expect(minimal.note).toBeUndefined();
  });

  it('names every missing or invalid answer', () => {
    const result = schema.safeParse({ size: 'huge', score: 7, areas: false, note: '   ', extra: 0 });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      size: 'validation.choose',
      score: 'validation.choose',
      areas: 'validation.choose',
      extra: 'validation.choose',
    });
  });
});
