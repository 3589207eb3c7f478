import { singleEnvelope } from '../envelopes.ts';
import { adminSiteSettingsSchema, publicSiteSettingsSchema, siteSettingsSavedSchema, siteSettingsUpdateSchema } from '../site/settings.ts';
import { CONTENT_ADMIN_CALLERS as who } from './content-admin.ts';
import { defineRoute } from './route.ts';

const tags = ['Site settings'];

/**
 * The site settings (contracts/src/site/settings.ts): the public read the pages' loaders make for
 * the footer, the contact page and the home page's structured data, and the content admin's Get
 * and Update. Not in the spec: issue 15 asks for the footer's contacts to be edited in the panel.
 */
export const siteSettingsContract = {
  public: defineRoute({
    method: 'GET',
    path: '/user/SiteSettings/Get',
    access: 'public',
    tags,
    summary: 'How the consultancy is reached: address (in the caller’s language), postal code, phone, e-mail and social links',
    description:
      'Each value is null while nothing has been saved. `telephone` is the phone in E.164 (`+982188661234`); `social` lists only the networks that have a link.',
    response: singleEnvelope(publicSiteSettingsSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/manager/siteSettings/Get',
    access: 'content.manage',
    tags,
    summary: 'The site settings document (both languages’ addresses), with who saved it last and when',
    description: `${who} \`settings\` is null while nothing has been saved.`,
    response: singleEnvelope(adminSiteSettingsSchema),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/manager/siteSettings/Update',
    access: 'content.manage',
    tags,
    summary: 'Save the site settings',
    description: `${who} Every field's problem comes back at once (400). An \`updatedAt\` older than the stored one is a 409. The public pages show the change at once.`,
    body: siteSettingsUpdateSchema,
    response: singleEnvelope(siteSettingsSavedSchema),
  }),
};
