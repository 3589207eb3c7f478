import type { SiteSettingsInput } from '@rira/contracts/site/settings';

/**
 * The site settings a fresh install starts with: the contacts the footer showed while they were
 * written in the code. Demo values: the system manager replaces them at /admin/siteSettings.
 */
export const SITE_SETTINGS: SiteSettingsInput = {
  address: {
    fa: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچهٔ نیلوفر، پلاک ۱۲، طبقهٔ سوم',
    en: '3rd floor, No. 12, Niloufar Alley, north of Vanak Square, Valiasr Street, Tehran, Iran',
  },
  postalCode: '1969833111',
  phone: '021-88661234',
  email: 'info@rira.ir',
  social: {
    instagram: 'https://www.instagram.com/rira',
    linkedin: 'https://www.linkedin.com/company/rira',
    telegram: 'https://t.me/rira',
    whatsapp: null,
    eitaa: null,
  },
};
