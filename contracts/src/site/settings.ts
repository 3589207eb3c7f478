import { z } from 'zod';
import { singleLineText } from '../fields.ts';
import { emailSchema } from '../identity.ts';
import { toLatinDigits } from '../persian-text.ts';
import { plainLineSchema } from './admin-site.ts';

/**
 * The site settings (issue 15): how the consultancy is reached — its postal address in Persian and
 * English, postal code, phone, e-mail and social pages — as one document, edited by the system
 * manager and the content manager (`manager/siteSettings/*`) and shown by the public footer, the
 * contact page, the licence page and the home page's Organization JSON-LD (`user/SiteSettings/Get`).
 * The same schema checks the admin form and the server's Update. Messages are message keys.
 */

/** The social networks a link may be given for, in the footer's order. */
export const SOCIAL_NETWORKS = ['instagram', 'linkedin', 'telegram', 'whatsapp', 'eitaa'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * The hosts each network's pages live on (a subdomain such as www. is fine). A link to another
 * site in a network's field is a mistake (Instagram's address pasted under LinkedIn), so it is refused.
 */
export const SOCIAL_HOSTS: Readonly<Record<SocialNetwork, readonly string[]>> = {
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  telegram: ['t.me', 'telegram.me'],
  whatsapp: ['wa.me', 'whatsapp.com'],
  eitaa: ['eitaa.com'],
};

/** Whether `value` is an https address on one of the network's hosts. */
export function isSocialLink(network: SocialNetwork, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return SOCIAL_HOSTS[network].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** Spacing and bidi marks people paste around a phone number; they are not part of it. */
const PHONE_SEPARATORS = /[\s\-().\u200C\u200E\u200F]/g;

/**
 * A phone number as dialled from abroad (E.164, `+982188661234`), for `tel:` links and the
 * JSON-LD `telephone`: from an Iranian number with its area code (021-88661234, 0912…), one with
 * its country code (+44 20…, 0044 20…), in Persian or Latin digits. Null when it is not a number.
 */
export function internationalPhone(phone: string): string | null {
  const compact = toLatinDigits(phone).replace(PHONE_SEPARATORS, '');
  let international: string;
  if (compact.startsWith('+')) international = compact;
  else if (compact.startsWith('00')) international = `+${compact.slice(2)}`;
  // Inside Iran every number is 0 + area or mobile code + subscriber: eleven digits in all.
  else if (/^0[1-9]\d{9}$/.test(compact)) international = `+98${compact.slice(1)}`;
  else return null;
  return /^\+[1-9]\d{7,14}$/.test(international) ? international : null;
}

/** The phone as shown: Latin digits, single spaces, as the editor wrote it otherwise (021-88661234). */
export const officePhoneSchema = singleLineText({ error: 'validation.required' })
  .transform((v) => toLatinDigits(v).replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required' })
      .max(32, { error: 'validation.officePhone' })
      .refine((v) => internationalPhone(v) !== null, { error: 'validation.officePhone' }),
  );

/** An Iranian postal code: ten digits (stored Latin, without the dash people write); blank is none. */
export const postalCodeSchema = singleLineText({ error: 'validation.postalCode' })
  .transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^(\d{10})?$/, { error: 'validation.postalCode' })
      .transform((v) => (v === '' ? null : v)),
  )
  .nullable()
  .default(null);

/** A network's page address, or none (blank). */
export function socialLinkSchema(network: SocialNetwork) {
  return singleLineText({ error: 'validation.socialLink' })
    .trim()
    .max(300, { error: 'validation.tooLong' })
    .refine((v) => v === '' || isSocialLink(network, v), { error: 'validation.socialLink' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null);
}

export const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLinkSchema(network)])) as {
    [N in SocialNetwork]: ReturnType<typeof socialLinkSchema>;
  },
);

/** The settings document: what the admin form edits and the database stores (checked again on every read). */
export const siteSettingsSchema = z.object({
  address: z.object({ fa: plainLineSchema(300), en: plainLineSchema(300) }),
  postalCode: postalCodeSchema,
  phone: officePhoneSchema,
  email: emailSchema,
  social: socialLinksSchema,
});
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** manager/siteSettings/Update: the document, and the version it was loaded at (older than the stored one: 409). */
export const siteSettingsUpdateSchema = siteSettingsSchema.extend({
  updatedAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
});
export type SiteSettingsUpdate = z.input<typeof siteSettingsUpdateSchema>;

const storedSettingsSchema = z.object({
  address: z.object({ fa: z.string(), en: z.string() }),
  postalCode: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  social: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string().nullable()])) as Record<SocialNetwork, z.ZodNullable<z.ZodString>>,
  ),
});

/** manager/siteSettings/Get: the stored document (null before anything is saved) and who saved it when. */
export const adminSiteSettingsSchema = z.object({
  settings: storedSettingsSchema.nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

export const siteSettingsSavedSchema = z.object({ updatedAt: z.string() });

/**
 * user/SiteSettings/Get: the settings in the caller's language. Each value is null while nothing is
 * stored (the page leaves it out); `telephone` is the phone in E.164 for links and structured data;
 * `social` lists only the networks with a link, in SOCIAL_NETWORKS order.
 */
export const publicSiteSettingsSchema = z.object({
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;
