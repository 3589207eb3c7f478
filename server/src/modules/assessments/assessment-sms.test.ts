import { describe, expect, it } from 'vitest';
import { composeAssessmentSms } from './assessment-sms.ts';
import { invitationLinks } from './invitations.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv_-';

describe('the invitation and reminder SMS (issue 23)', () => {
  it('in Persian: the company first, the person assessed, a Jalali finish date in Persian digits, the short link on its own line', () => {
    const text = composeAssessmentSms({
      kind: 'invitation',
      lang: 'fa',
      companyName: 'شرکت نمونهٔ آریا',
      targetName: 'علی رضایی',
      finishesOn: '2026-12-21',
      link: invitationLinks('https://rira.example', TOKEN, 'fa').short,
    });
    expect(text).toBe(
      'شرکت نمونهٔ آریا: از شما دعوت شده است در ارزیابی ۳۶۰ درجهٔ علی رضایی شرکت کنید.\nمهلت: ۳۰ آذر ۱۴۰۵\nhttps://rira.example/i/AbCdEfGhIjKlMnOpQrStUv_-',
    );
    // Short enough for three Persian SMS parts (67 characters each when joined).
    expect(text.length).toBeLessThanOrEqual(3 * 67);
  });

  it('in English, a reminder: a Gregorian date, the link opening the English page; no date line without a finish date', () => {
    const link = invitationLinks('https://rira.example', TOKEN, 'en').short;
    expect(link).toBe('https://rira.example/i/AbCdEfGhIjKlMnOpQrStUv_-?lang=en');
    expect(
      composeAssessmentSms({
        kind: 'reminder',
        lang: 'en',
        companyName: 'Aria Sample Co.',
        targetName: 'Ali Rezaei',
        finishesOn: '2026-12-21',
        link,
      }),
    ).toBe(
      'Aria Sample Co.: your answer to the 360-degree assessment of Ali Rezaei is not registered yet.\nAnswer by 21 December 2026.\n' +
        link,
    );
    expect(
      composeAssessmentSms({
        kind: 'invitation',
        lang: 'en',
        companyName: 'Aria Sample Co.',
        targetName: 'Ali Rezaei',
        finishesOn: null,
        link,
      }),
    ).toBe(`Aria Sample Co.: you are invited to the 360-degree assessment of Ali Rezaei.\n${link}`);
  });

  it('links: the mail’s page always names its language; the short one only for English', () => {
    expect(invitationLinks('https://rira.example', TOKEN, 'fa')).toEqual({
      page: `https://rira.example/invitation/${TOKEN}?lang=fa`,
      short: `https://rira.example/i/${TOKEN}`,
    });
  });
});
