import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import * as repo from './leads.repo.ts';

/** What the mail needs to know about the requested file and its article. */
export interface AttachmentMailFile {
  articleTitle: string;
  articleSlug: string;
  articleLanguage: LanguageCode;
  fileName: string;
  fileKey: string;
  mimeType: string;
}

export interface AttachmentMailOutcome {
  status: 'sent' | 'logged' | 'failed';
  error: string | null;
  sentAt: Date | null;
}

/**
 * E-mails an article's file, attached, to whoever asked for it, and records on the request how
 * it went (sent, logged without SMTP, or failed, with the outbox row). Used by the public
 * `user/AttachmentRequest/Submit` and by the admin's `manager/attachmentRequest/Resend`.
 * Never throws for a mail problem: a failure is what it records.
 */
export async function sendAttachmentMail(
  app: FastifyInstance,
  requestId: string,
  file: AttachmentMailFile,
  recipient: { fullname: string; email: string },
  lang: LanguageCode,
): Promise<AttachmentMailOutcome> {
  const articleUrl = `${app.config.publicUrl}/blogs/details/${file.articleSlug}${file.articleLanguage === 'en' ? '?lang=en' : ''}`;
  const params = { name: recipient.fullname, article: file.articleTitle, file: file.fileName, url: articleUrl };
  try {
    // Attachments live in the private store; databases seeded before it kept them in the public one.
    const store = (await app.privateFiles.has(file.fileKey)) ? app.privateFiles : app.files;
    const content = await store.read(file.fileKey);
    const result = await app.mailer.send({
      to: recipient.email,
      subject: t(lang, 'publicSite.attachmentMail.subject', params),
      text: t(lang, 'publicSite.attachmentMail.body', params),
      purpose: 'attachment.request',
      attachments: [{ filename: file.fileName, content, contentType: file.mimeType }],
    });
    const sentAt = result.status === 'failed' ? null : new Date();
    await repo.updateAttachmentRequest(app.db, requestId, {
      sendStatus: result.status,
      sendError: result.error ?? null,
      sentAt,
      outboxId: result.outboxId,
    });
    return { status: result.status, error: result.error ?? null, sentAt };
  } catch (err) {
    app.log.error({ err, attachmentRequestId: requestId }, 'attachment could not be sent');
    const error = err instanceof Error ? err.message : String(err);
    await repo.updateAttachmentRequest(app.db, requestId, { sendStatus: 'failed', sendError: error });
    return { status: 'failed', error, sentAt: null };
  }
}
