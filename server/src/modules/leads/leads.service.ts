import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  buildSurveyAnswersSchema,
  type AttachmentRequest,
  type ContactForm,
  type FieldError,
  type LanguageCode,
  type ProductDemoRequest,
  type ServiceDemoRequest,
  type SurveyContent,
  type SurveySubmission,
} from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import { issueMessageKey, t } from '../../http/translate.ts';
import { findPublicAttachment } from '../magazine/magazine.repo.ts';
import { insertNotification } from '../notifications/notifications.repo.ts';
import { findPageContent } from '../site-content/site-content.repo.ts';
import { SiteContentService } from '../site-content/site-content.service.ts';
import { sendAttachmentMail } from './attachment-mail.ts';
import * as repo from './leads.repo.ts';

export interface Submitted {
  /** The new row's id; a made-up one when the honeypot caught a bot (nothing was stored). */
  id: string;
  messageKey: string;
}

type DemoKind = 'product' | 'service';

/** The five public forms: each stores its submission in one transaction, then sends what it must. */
export class LeadsService {
  private readonly content: SiteContentService;

  constructor(private readonly app: FastifyInstance) {
    this.content = new SiteContentService(app);
  }

  /** A bot filled the field people cannot see: answer exactly as for a person, keep nothing. */
  private caughtByHoneypot(form: string, website: string | undefined): Submitted | null {
    if (!website?.trim()) return null;
    this.app.log.info({ form }, 'honeypot: submission dropped');
    return {
      id: randomUUID(),
      messageKey: form === 'survey' ? 'success.surveyReceived' : form.endsWith('Demo') ? 'success.demoRequested' : 'success.formReceived',
    };
  }

  async contact(input: ContactForm, lang: LanguageCode): Promise<Submitted> {
    const caught = this.caughtByHoneypot('contact', input.website);
    if (caught) return caught;
    // The same send posted again (its key already stored) is answered like the first.
    const { id } = await this.app.db.transaction((tx) =>
      repo.insertFormSubmission(tx, {
        language: lang,
        fullname: input.fullname,
        phoneNumber: input.phoneNumber,
        position: input.position,
        email: input.email,
        message: input.message ?? null,
        submissionKey: input.submissionKey ?? null,
      }),
    );
    return { id, messageKey: 'success.formReceived' };
  }

  async productDemo(input: ProductDemoRequest, lang: LanguageCode): Promise<Submitted> {
    const caught = this.caughtByHoneypot('productDemo', input.website);
    if (caught) return caught;
    return this.demo('product', input.product, input, lang, (tx, values) =>
      repo.insertProductDemoRequest(tx, { ...values, product: input.product }),
    );
  }

  async serviceDemo(input: ServiceDemoRequest, lang: LanguageCode): Promise<Submitted> {
    const caught = this.caughtByHoneypot('serviceDemo', input.website);
    if (caught) return caught;
    return this.demo('service', input.service, input, lang, (tx, values) =>
      repo.insertServiceDemoRequest(tx, { ...values, service: input.service }),
    );
  }

  /**
   * Stores the request and an in-app notification for every system manager in one transaction;
   * after it commits, e-mails them (each mail lands in the outbox whatever SMTP does). The same
   * send posted again (its `submissionKey` already stored) notifies no one and gets the first id.
   */
  private async demo(
    kind: DemoKind,
    offeringId: string,
    input: Omit<ProductDemoRequest, 'product'>,
    lang: LanguageCode,
    insert: (
      tx: Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0],
      values: Omit<Parameters<typeof repo.insertServiceDemoRequest>[1], 'service'>,
    ) => Promise<repo.LeadInsert>,
  ): Promise<Submitted> {
    const names = await this.offeringNames(offeringId);
    const { id, managers } = await this.app.db.transaction(async (tx) => {
      const { id, stored } = await insert(tx, {
        language: lang,
        fullname: input.fullname,
        companyName: input.companyName,
        position: input.position ?? null,
        phoneNumber: input.phoneNumber,
        email: input.email,
        teamSize: input.teamSize ?? null,
        message: input.message ?? null,
        submissionKey: input.submissionKey ?? null,
      });
      if (!stored) return { id, managers: [] };
      const managers = await repo.activeSystemManagers(tx);
      for (const manager of managers) {
        const params = this.noticeParams(input, names[manager.language]);
        await insertNotification(tx, {
          userId: manager.id,
          title: t(manager.language, 'publicSite.demoNotice.title', params),
          body: t(manager.language, 'publicSite.demoNotice.body', params),
          link: '/admin/dashboard',
        });
      }
      return { id, managers };
    });

    for (const manager of managers) {
      if (!manager.email) continue;
      const params = this.noticeParams(input, names[manager.language]);
      try {
        await this.app.mailer.send({
          to: manager.email,
          subject: t(manager.language, 'publicSite.demoNotice.mailSubject', params),
          text: t(manager.language, 'publicSite.demoNotice.body', params),
          purpose: `demo.${kind}`,
        });
      } catch (err) {
        // The request and the in-app notice are stored; a lost mail must not fail the visitor.
        this.app.log.error({ err, demoRequestId: id }, 'demo request mail could not be queued');
      }
    }
    return { id, messageKey: 'success.demoRequested' };
  }

  private noticeParams(input: Omit<ProductDemoRequest, 'product'>, offering: string) {
    return { name: input.fullname, company: input.companyName, offering, phone: input.phoneNumber, email: input.email };
  }

  /** The product's or service's own name from its page content, in both languages. */
  private async offeringNames(offeringId: string): Promise<Record<LanguageCode, string>> {
    const [fa, en] = await Promise.all([findPageContent(this.app.db, offeringId, 'fa'), findPageContent(this.app.db, offeringId, 'en')]);
    const nameOf = (row: typeof fa) => ((row?.content as { name?: unknown } | undefined)?.name as string | undefined) ?? offeringId;
    return { fa: nameOf(fa), en: nameOf(en) };
  }

  /**
   * Records the request, e-mails the file to the visitor with it attached, and records how the
   * sending went (sent, logged without SMTP, or failed: the admin can resend).
   */
  async attachment(input: AttachmentRequest, lang: LanguageCode): Promise<Submitted> {
    const caught = this.caughtByHoneypot('attachment', input.website);
    if (caught) return { ...caught, messageKey: 'success.attachmentSent' };
    const file = await findPublicAttachment(this.app.db, input.articleId, input.attachmentId);
    if (!file) {
      throw new AppError('notFound', {
        fieldErrors: [{ field: 'attachmentId', code: 'notFound', message: 'errors.notFound' }],
      });
    }
    const id = await this.app.db.transaction((tx) =>
      repo.insertAttachmentRequest(tx, {
        language: lang,
        articleId: file.articleId,
        attachmentId: file.attachmentId,
        articleTitle: file.articleTitle,
        fileName: file.fileName,
        fullname: input.fullname,
        email: input.email,
        phoneNumber: input.phoneNumber ?? null,
      }),
    );

    const { status } = await sendAttachmentMail(this.app, id, file, input, lang);
    return { id, messageKey: status === 'failed' ? 'success.attachmentQueued' : 'success.attachmentSent' };
  }

  /** Checks the answers against the survey's current questions, then stores them with the wording seen. */
  async survey(input: SurveySubmission, lang: LanguageCode): Promise<Submitted> {
    const caught = this.caughtByHoneypot('survey', input.website);
    if (caught) return caught;
    const page = await this.content.page('survey', lang);
    const questions = (page.content as unknown as SurveyContent).questions;
    const parsed = buildSurveyAnswersSchema(questions).safeParse(input.answers);
    if (!parsed.success) {
      const fieldErrors: FieldError[] = parsed.error.issues.map((issue) => {
        const key = issueMessageKey({ code: issue.code, message: issue.message });
        return { field: ['answers', ...issue.path.map(String)].join('.'), code: key.split('.').pop()!, message: key };
      });
      throw new AppError('validation', { fieldErrors });
    }
    const { id } = await this.app.db.transaction((tx) =>
      repo.insertSurveyResponse(tx, {
        language: lang,
        surveyKey: 'survey',
        answers: parsed.data,
        questions: questions.map(({ id, kind, label, options }) => ({ id, kind, label, options })),
        fullname: input.fullname ?? null,
        companyName: input.companyName ?? null,
        email: input.email ?? null,
        phoneNumber: input.phoneNumber ?? null,
        submissionKey: input.submissionKey ?? null,
      }),
    );
    return { id, messageKey: 'success.surveyReceived' };
  }
}
