import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PublicSiteSettings } from '@rira/contracts/site/settings';
import { renderAt } from '../../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';
import { NO_SITE_SETTINGS } from './site-settings.ts';

const settings: PublicSiteSettings = {
  address: 'شیراز، خیابان زند، پلاک ۷',
  postalCode: '7134567890',
  phone: '071-32345678',
  telephone: '+987132345678',
  email: 'hello@rira.example',
  social: [
    { network: 'telegram', url: 'https://t.me/rira_hr' },
    { network: 'eitaa', url: 'https://eitaa.com/rira' },
  ],
};

describe('the public footer', () => {
  it('shows the site settings: address, postal code and phone in Persian digits, the phone dialled in E.164, the networks that have a link', () => {
    renderAt(() => <SiteFooter settings={settings} />);
    const contact = screen.getByRole('region', { name: 'ارتباط با ما' });
    expect(within(contact).getByText(/شیراز، خیابان زند، پلاک ۷/)).toBeTruthy();
    expect(within(contact).getByText('۷۱۳۴۵۶۷۸۹۰')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: '۰۷۱-۳۲۳۴۵۶۷۸' }).getAttribute('href')).toBe('tel:+987132345678');
    expect(within(contact).getByRole('link', { name: 'hello@rira.example' }).getAttribute('href')).toBe('mailto:hello@rira.example');
    const social = within(contact).getByRole('list', { name: 'ریرا در شبکه‌های اجتماعی' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
    ).toEqual([
      ['ریرا در تلگرام', 'https://t.me/rira_hr'],
      ['ریرا در ایتا', 'https://eitaa.com/rira'],
    ]);
  });

  it('in English, with Latin digits; what is not set is left out', () => {
    renderAt(() => <SiteFooter settings={{ ...settings, address: 'No. 7, Zand Street, Shiraz', postalCode: null, social: [] }} />, {
      lang: 'en',
    });
    const contact = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(contact).getByText('No. 7, Zand Street, Shiraz')).toBeTruthy();
    expect(within(contact).queryByText(/Postal code/)).toBeNull();
    expect(within(contact).getByRole('link', { name: '071-32345678' })).toBeTruthy();
    expect(within(contact).queryByRole('list')).toBeNull();
  });

  it('shows no empty contact lines while nothing is stored', () => {
    renderAt(() => <SiteFooter settings={NO_SITE_SETTINGS} />);
    const contact = screen.getByRole('region', { name: 'ارتباط با ما' });
    expect(within(contact).queryAllByRole('link')).toEqual([]);
    expect(contact.querySelectorAll('address p')).toHaveLength(0);
  });
});
