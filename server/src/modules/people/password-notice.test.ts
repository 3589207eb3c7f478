import { describe, expect, it } from 'vitest';
import { composePasswordNotice, passwordNoticeMessage } from './password-notice.ts';

const AT = new Date('2026-11-29T06:35:00Z'); // 10:05 in Tehran, 8 Azar 1405
const company = { company: { title: 'شرکت <آریا>', titleEn: 'Aria & Co' } };

describe('password notices', () => {
  it('say in Persian who changed the password and when, in the Jalali calendar on a Tehran clock', () => {
    const notice = composePasswordNotice({ change: 'set', lang: 'fa', recipientName: 'علی رضایی', by: company, at: AT });
    expect(notice.sms).toBe(
      'ریرا: رمز عبور شما در ۸ آذر ۱۴۰۵ ساعت ۱۰:۰۵ (به وقت تهران) به دست مدیر «شرکت <آریا>» تغییر کرد. اگر انتظارش را نداشتید، با واحد منابع انسانی سازمان خود یا پشتیبانی ریرا تماس بگیرید.',
    );
    expect(notice.mail.subject).toBe('رمز عبور ریرای شما تغییر کرد');
    expect(notice.mail.text.split('\n')[0]).toBe('علی رضایی گرامی، سلام.');
    expect(notice.mail.html).toContain('dir="rtl"');
    // Names come from people: escaped in the HTML.
    expect(notice.mail.html).toContain('مدیر «شرکت &lt;آریا&gt;»');
    // A warning to act on, not the assessment mails' "you can ignore it".
    expect(notice.mail.text).not.toContain('نادیده');
  });

  it('say it in English with the Gregorian date, naming a system manager as RIRA support', () => {
    const set = composePasswordNotice({ change: 'set', lang: 'en', recipientName: 'Ali Rezaei', by: company, at: AT });
    expect(set.sms).toContain('changed by an administrator of Aria & Co on 29 November 2026 at 10:05 (Tehran time)');
    const removed = composePasswordNotice({ change: 'removed', lang: 'en', recipientName: 'Ali Rezaei', by: 'platform', at: AT });
    expect(removed.sms).toContain('your password was removed by RIRA support on 29 November 2026 at 10:05');
    expect(removed.mail.text).toContain('sign in with a one-time code');
    expect(removed.mail.html).toContain('dir="ltr"');
  });

  it('tell the admin how the person was told, or that they were not', () => {
    const person = { firstName: 'علی', lastName: 'رضایی', firstNameEn: 'Ali', lastNameEn: 'Rezaei' };
    expect(passwordNoticeMessage('en', 'set', { person, told: ['sms', 'email'], reachable: true })).toBe(
      'Password changed. Ali Rezaei was told by SMS and e-mail.',
    );
    expect(passwordNoticeMessage('fa', 'set', { person, told: ['email'], reachable: true })).toBe(
      'رمز عبور تغییر کرد و با ایمیل به علی رضایی خبر داده شد.',
    );
    expect(passwordNoticeMessage('en', 'removed', { person, told: [], reachable: true })).toContain('could not be sent');
    expect(passwordNoticeMessage('en', 'removed', { person, told: [], reachable: false })).toContain('no mobile or e-mail on file');
  });
});
