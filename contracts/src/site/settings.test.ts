import { describe, expect, it } from 'vitest';
import { internationalPhone, isSocialLink, siteSettingsSchema } from './settings.ts';

describe('internationalPhone', () => {
  it('writes an Iranian number with its area code, or any number with its country code, in E.164', () => {
    expect(internationalPhone('021-88661234')).toBe('+982188661234');
    expect(internationalPhone('۰۲۱ ۸۸۶۶ ۱۲۳۴')).toBe('+982188661234');
    expect(internationalPhone('(021) 8866-1234')).toBe('+982188661234');
    expect(internationalPhone('09121234567')).toBe('+989121234567');
    expect(internationalPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(internationalPhone('0044 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what is no number to dial: no area code, too short or long, letters', () => {
    for (const raw of ['88661234', '021-886612', '021-886612345', '+1234', '+0 21 8866 1234', 'تلفن', '021-8866abcd', '']) {
      expect(internationalPhone(raw), raw).toBeNull();
    }
  });
});

describe('isSocialLink', () => {
  it('takes an https address on the network’s own site, www. or not', () => {
    expect(isSocialLink('instagram', 'https://www.instagram.com/rira')).toBe(true);
    expect(isSocialLink('linkedin', 'https://linkedin.com/company/rira')).toBe(true);
    expect(isSocialLink('telegram', 'https://telegram.me/rira')).toBe(true);
    expect(isSocialLink('whatsapp', 'https://wa.me/989121234567')).toBe(true);
    expect(isSocialLink('eitaa', 'https://eitaa.com/rira')).toBe(true);
  });

  it('refuses plain http, another network, a look-alike host, credentials and what is no address', () => {
    expect(isSocialLink('instagram', 'http://www.instagram.com/rira')).toBe(false);
    expect(isSocialLink('instagram', 'https://t.me/rira')).toBe(false);
    expect(isSocialLink('eitaa', 'https://eitaa.com.evil.example/rira')).toBe(false);
    expect(isSocialLink('eitaa', 'https://notEitaa.com/rira')).toBe(false);
    expect(isSocialLink('telegram', 'https://user:pass@t.me/rira')).toBe(false);
    expect(isSocialLink('telegram', 't.me/rira')).toBe(false);
    expect(isSocialLink('telegram', 'javascript:alert(1)')).toBe(false);
  });
});

describe('siteSettingsSchema', () => {
  it('stores blank optional fields as null, and reads its own output back unchanged', () => {
    const settings = siteSettingsSchema.parse({
      address: { fa: 'تهران', en: 'Tehran' },
      postalCode: '',
      phone: '021-88661234',
      email: 'info@rira.ir',
      social: { telegram: ' https://t.me/rira ', instagram: '' },
    });
    expect(settings).toEqual({
      address: { fa: 'تهران', en: 'Tehran' },
      postalCode: null,
      phone: '021-88661234',
      email: 'info@rira.ir',
      social: { instagram: null, linkedin: null, telegram: 'https://t.me/rira', whatsapp: null, eitaa: null },
    });
    expect(siteSettingsSchema.parse(settings)).toEqual(settings);
  });
});
