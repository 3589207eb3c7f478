import { companySettingsRequestSchema, companySettingsSchema, companySettingsUpdateSchema } from '../organisation.ts';
import { okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import { defineRoute } from './route.ts';

const tags = ['Company settings'];
const base = '/admin/CompanySettings';

/**
 * A company's own settings (`admin/CompanySettings/*`): its admins read and change their company's,
 * the system manager names the company. Today: whether invitations and reminders also go by SMS
 * (issue 23, docs/decisions/034).
 */
export const companySettingsContract = {
  get: defineRoute({
    method: 'GET',
    path: `${base}/Get`,
    access: 'company.settings',
    tags,
    summary: "The company's settings (a company admin: their own; the system manager names `companyId`)",
    query: companySettingsRequestSchema,
    response: singleEnvelope(companySettingsSchema),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${base}/Update`,
    access: 'company.settings',
    tags,
    summary: "Change the company's settings (audited)",
    body: companySettingsUpdateSchema,
    response: okEnvelopeSchema,
  }),
};
