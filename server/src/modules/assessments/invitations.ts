import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fullNameIn, titleIn, type LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import { logoForMail } from '../files/logos.ts';
import { findRow as findLibraryRow } from '../library/library.repo.ts';
import { insertNotification } from '../notifications/notifications.repo.ts';
import { composeAssessmentMail, type AssessmentMailKind } from './assessment-mail.ts';
import { composeAssessmentSms } from './assessment-sms.ts';
import * as repo from './assessments.repo.ts';

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new personal link's token: 18 random bytes, 24 URL-safe characters (144 bits: not guessable,
 * and short enough for an SMS). Only its hash is stored; the token itself is in the invitation.
 */
export function newLinkToken(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The addresses of a personal link, in the invitee's language: the invitation page itself (mails)
 * and the short one that redirects to it (`/i/<token>`: SMS and copied links, where every character
 * counts; Persian, the default, needs no parameter). The link carries the language so the page opens
 * in the invitation's language, whatever the browser last chose on this site.
 */
export function invitationLinks(publicUrl: string, token: string, lang: LanguageCode) {
  return {
    page: `${publicUrl}/invitation/${token}?lang=${lang}`,
    short: `${publicUrl}/i/${token}${lang === 'en' ? '?lang=en' : ''}`,
  };
}

/** The content id of the company's logo inside an invitation mail. */
export const LOGO_CID = 'company-logo@rira';

/**
 * Sends invitations and reminders: a new personal link each time (the previous one stops
 * working), an e-mail in the assessor's invitation language with the client company's name and
 * logo, an SMS with the short link when the assessor has a mobile and the company sends them by SMS
 * (issue 23), and an in-app notification for people with an account. The outcome (sent when a mail
 * or an SMS went out — or, for someone with an account and neither address, the notification —,
 * failed otherwise, with the reason) is kept on the assessor so an admin can see it and retry. Runs
 * after the state change has committed: a slow or failing mail server or SMS gateway never rolls
 * back a decision. Neither the outbox nor the log keeps the token, except the console SMS
 * provider's development log, as for one-time codes.
 */
export class InvitationSender {
  constructor(private readonly app: FastifyInstance) {}

  async send(
    assessment: repo.AssessmentRow,
    assessorRows: repo.AssessorRow[],
    kind: Extract<AssessmentMailKind, 'invitation' | 'reminder'>,
  ) {
    if (!assessorRows.length) return { sent: 0, failed: 0 };
    const db = this.app.db;
    const target = await repo.findPersonName(db, assessment.targetUserId);
    const template = assessment.templateId ? await findLibraryRow(db, 'template', assessment.templateId) : null;
    const company = await repo.companyForInvitations(db, assessment.companyId);
    const bySms = Boolean(company && (kind === 'invitation' ? company.smsInvitations : company.smsReminders));
    const logos = new CompanyLogos(this.app);
    const people = await repo.peopleToMail(
      db,
      assessorRows.map((a) => a.userId).filter((id): id is string => Boolean(id)),
    );
    let sent = 0;
    let failed = 0;
    for (const assessor of assessorRows) {
      const token = newLinkToken();
      const lang: LanguageCode = assessor.invitationLanguage;
      const links = invitationLinks(this.app.config.publicUrl, token, lang);
      const person = people.find((p) => p.id === assessor.userId);
      // Names as the mail's reader knows them: the Latin spelling in an English mail, when there is one.
      const recipientName = person ? fullNameIn(person, lang) : (assessor.externalName ?? '');
      const targetName = target ? fullNameIn(target, lang) : '';
      const companyName = company ? titleIn(company, lang) : '';
      const email = person ? person.email : assessor.externalEmail;
      const mobile = person ? person.mobile : assessor.externalMobile;
      const logo = email && company ? await logos.forMail(company, lang) : null;
      const mail = composeAssessmentMail({
        kind,
        lang,
        recipientName,
        targetName,
        templateTitle: titleIn(template, lang),
        link: links.page,
        finishesOn: assessment.finishesOn,
        estimatedMinutes: assessment.estimatedMinutes ?? 20,
        company: { name: companyName, ...(logo ? { logoCid: LOGO_CID } : {}) },
      });
      // Each channel tried: whether it went out (a mail or SMS only logged, in development, did).
      const reached: boolean[] = [];
      if (email) {
        const result = await this.app.mailer.send({
          to: email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          purpose: `assessment.${kind}`,
          redact: [token],
          ...(logo ? { attachments: [{ filename: 'logo.png', content: logo, contentType: 'image/png', cid: LOGO_CID }] } : {}),
        });
        reached.push(result.status !== 'failed');
      }
      if (mobile && bySms) {
        const text = composeAssessmentSms({ kind, lang, companyName, targetName, finishesOn: assessment.finishesOn, link: links.short });
        reached.push((await this.app.sms.send({ to: mobile, text, purpose: `assessment.${kind}`, redact: [token] })) !== 'failed');
      }
      // Someone with an account and neither address is reached by the notification alone.
      const status: 'sent' | 'failed' = (reached.length ? reached.includes(true) : Boolean(assessor.userId)) ? 'sent' : 'failed';
      const error = status === 'failed' ? t(lang, 'errors.invitationFailed') : null;
      if (assessor.userId) {
        await insertNotification(db, {
          userId: assessor.userId,
          companyId: assessment.companyId,
          title: mail.subject,
          body: mail.summary,
          link: `/admin/my-assessments/${assessor.id}`,
        });
      }
      await repo.updateAssessor(db, assessor.id, {
        linkTokenHash: hashLinkToken(token),
        linkRevokedAt: null,
        invitationStatus: status,
        invitationError: error,
        invitedAt: status === 'sent' ? new Date() : assessor.invitedAt,
      });
      if (status === 'sent') sent++;
      else failed++;
    }
    return { sent, failed };
  }

  /** The assessed person hears that their report is ready (notification and mail, in their language). */
  async notifyReportReady(assessment: repo.AssessmentRow) {
    const db = this.app.db;
    const target = await repo.findPerson(db, assessment.targetUserId);
    if (!target) return;
    const template = assessment.templateId ? await findLibraryRow(db, 'template', assessment.templateId) : null;
    const lang = target.preferredLanguage;
    const path = `/reports/${assessment.id}`;
    const mail = composeAssessmentMail({
      kind: 'reportReady',
      lang,
      recipientName: fullNameIn(target, lang),
      targetName: fullNameIn(target, lang),
      templateTitle: titleIn(template, lang),
      link: `${this.app.config.publicUrl}${path}`,
      finishesOn: null,
      estimatedMinutes: 0,
    });
    await insertNotification(db, {
      userId: target.id,
      companyId: assessment.companyId,
      title: mail.subject,
      body: mail.summary,
      link: path,
    });
    if (target.email)
      await this.app.mailer.send({
        to: target.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        purpose: 'assessment.reportReady',
      });
  }

  /** The assessed person hears that their assessment has started (mail and notification). */
  async notifyTarget(assessment: repo.AssessmentRow, selfAssessorId: string) {
    const db = this.app.db;
    const target = await repo.findPerson(db, assessment.targetUserId);
    if (!target) return;
    const template = assessment.templateId ? await findLibraryRow(db, 'template', assessment.templateId) : null;
    const lang = target.preferredLanguage;
    const link = `${this.app.config.publicUrl}/admin/my-assessments/${selfAssessorId}`;
    const mail = composeAssessmentMail({
      kind: 'selfAssessment',
      lang,
      recipientName: fullNameIn(target, lang),
      targetName: fullNameIn(target, lang),
      templateTitle: titleIn(template, lang),
      link,
      finishesOn: assessment.finishesOn,
      estimatedMinutes: assessment.estimatedMinutes ?? 20,
    });
    await insertNotification(db, {
      userId: target.id,
      companyId: assessment.companyId,
      title: mail.subject,
      body: mail.summary,
      link: `/admin/my-assessments/${selfAssessorId}`,
    });
    if (target.email)
      await this.app.mailer.send({ to: target.email, subject: mail.subject, text: mail.text, html: mail.html, purpose: 'assessment.self' });
  }
}

/**
 * The client company's logo for the mails of one sending, read and made a PNG once per language
 * (the English logo in English mails, else the Persian one). A logo that cannot be read leaves the
 * mail with the company's name only: it never stops an invitation.
 */
export class CompanyLogos {
  private readonly made = new Map<string, Promise<Buffer | null>>();
  constructor(private readonly app: FastifyInstance) {}

  forMail(company: repo.InvitingCompany, lang: LanguageCode): Promise<Buffer | null> {
    const key = lang === 'en' ? (company.logoEnPath ?? company.logoFaPath) : (company.logoFaPath ?? company.logoEnPath);
    if (!key) return Promise.resolve(null);
    let logo = this.made.get(key);
    if (!logo) {
      logo = this.app.files
        .read(key)
        .then(logoForMail)
        .catch((err: unknown) => {
          this.app.log.warn({ err, key }, 'invitation logo not read');
          return null;
        });
      this.made.set(key, logo);
    }
    return logo;
  }
}
