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
  it('names the client company: its name (and logo, by content id) above the text, and in the invitation and the reminder', () => {
    const company = { name: 'شرکت <آریا>', logoCid: 'company-logo@rira' };
    const invitation = composeAssessmentMail({ ...base, kind: 'invitation', lang: 'fa', company });
    expect(invitation.text.split('\n').slice(0, 3)).toEqual(['شرکت <آریا>', '', 'زهرا <حسینی> گرامی، سلام.']);
    expect(invitation.summary).toMatch(/^شرکت <آریا> از شما دعوت کرده است در ارزیابی ۳۶۰ درجهٔ «علی رضایی» \(رهبری\)/);
    expect(invitation.html).toContain('<img src="cid:company-logo@rira" alt=""');
    expect(invitation.html).toContain('شرکت &lt;آریا&gt;');
    expect(invitation.html).not.toContain('<آریا>');
    const reminder = composeAssessmentMail({ ...base, kind: 'reminder', lang: 'en', company: { name: 'Aria Sample Co.' } });
    expect(reminder.summary).toBe(
      'Your answer to the 360-degree assessment of علی رضایی at Aria Sample Co. is not registered yet. Please complete it if you can.',
    );
    expect(reminder.html).not.toContain('<img');
    // Without a company (the person's own mails): RIRA's name alone, as before.
    expect(composeAssessmentMail({ ...base, kind: 'selfAssessment', lang: 'en' }).html).toContain(
      'font-weight:bold;color:#1d4ed8;">RIRA</p>',
    );
  });
});
