import { describe, expect, it } from 'vitest';
import { composeAssessmentMail } from './assessment-mail.ts';

const base = {
  recipientName: 'زهرا <حسینی>',
  targetName: 'علی رضایی',
  templateTitle: 'رهبری',
  link: 'https://rira.example/invitation/abc',
  finishesOn: '2026-12-21',
  estimatedMinutes: 25,
};

describe('assessment e-mails', () => {
  it('writes a Persian invitation right to left, with a Jalali deadline and the link', () => {
    const mail = composeAssessmentMail({ ...base, kind: 'invitation', lang: 'fa' });
    expect(mail.subject).toBe('دعوت به ارزیابی ۳۶۰ درجهٔ علی رضایی');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('۳۰ آذر ۱۴۰۵');
    expect(mail.text).toContain('https://rira.example/invitation/abc');
    expect(mail.text).toContain('۲۵ دقیقه');
  });
  it('escapes names in HTML', () => {
    const mail = composeAssessmentMail({ ...base, kind: 'reminder', lang: 'fa' });
    expect(mail.html).toContain('زهرا &lt;حسینی&gt;');
    expect(mail.html).not.toContain('<حسینی>');
  });
  it('writes English left to right with a Gregorian deadline', () => {
    const mail = composeAssessmentMail({ ...base, recipientName: 'Zahra', kind: 'invitation', lang: 'en' });
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.text).toContain('21 December 2026');
    expect(mail.subject).toBe('Invitation: 360-degree assessment of علی رضایی');
  });
});
