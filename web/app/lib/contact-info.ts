/**
 * The consultancy's contact details shown in the footer. Demo values: replace with the real
 * ones before launch. Texts (the postal address) are in locales under `footer.address`.
 */
export const CONTACT_INFO = {
  postalCode: '1969833111',
  /** Tehran landline, as dialled from inside Iran. */
  phone: '021-88661234',
  phoneHref: 'tel:+982188661234',
  email: 'info@rira.ir',
} as const;

export const SOCIAL_LINKS = [
  { id: 'linkedin', href: 'https://www.linkedin.com/company/rira' },
  { id: 'instagram', href: 'https://www.instagram.com/rira' },
  { id: 'telegram', href: 'https://t.me/rira' },
] as const;
