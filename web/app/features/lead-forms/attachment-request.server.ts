import type { AppLoadContext } from 'react-router';
import { leadsContract } from '@rira/contracts/api/leads';
import type { LanguageCode } from '@rira/contracts/language';
import { attachmentRequestSchema, HONEYPOT_FIELD } from '@rira/contracts/site/forms';
import { translateIn, translateServerMessage } from '../../lib/i18n.ts';
import { serverApi } from '../../lib/server-api.ts';
import {
  ATTACHMENT_FIELDS,
  type AttachmentErrors,
  type AttachmentField,
  type AttachmentRequestResult,
} from './attachment-request-form.tsx';

const isField = (name: string | undefined): name is AttachmentField => (ATTACHMENT_FIELDS as readonly string[]).includes(name ?? '');

/**
 * The article page's action (a plain form post, so it works without JavaScript): checks the request
 * with the same schema as the API, every field at once, then calls user/AttachmentRequest/Submit
 * in-process. What the reader typed comes back with the errors, so the form shows it again.
 */
export async function submitAttachmentRequest(
  context: Pick<AppLoadContext, 'api'>,
  lang: LanguageCode,
  form: FormData,
): Promise<AttachmentRequestResult> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const input = {
    articleId: text('articleId'),
    attachmentId: text('attachmentId'),
    fullname: text('fullname'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
  };
  const values = { fullname: input.fullname, email: input.email, phoneNumber: input.phoneNumber };
  const refused = (errors: AttachmentErrors): AttachmentRequestResult => ({ attachmentId: input.attachmentId, values, errors });

  const parsed = attachmentRequestSchema.safeParse(input);
  if (!parsed.success) {
    const errors: AttachmentErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[isField(field) ? field : 'form'] ??= translateServerMessage(issue.message, lang);
    }
    return refused(errors);
  }

  const res = await serverApi(context, leadsContract.attachment, { body: input });
  if (res.ok) return { attachmentId: input.attachmentId, sent: res.body.message ?? '' };
  const errors: AttachmentErrors = {};
  for (const error of res.body?.errors ?? []) {
    if (error.message) errors[isField(error.field) ? error.field : 'form'] ??= error.message;
  }
  if (Object.keys(errors).length === 0) errors.form = res.body?.message || translateIn(lang, 'errors.internal');
  return refused(errors);
}
