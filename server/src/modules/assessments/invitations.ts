import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fullNameIn, titleIn, type LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import { findRow as findLibraryRow } from '../library/library.repo.ts';
import { insertNotification } from '../notifications/notifications.repo.ts';
import { composeAssessmentMail, type AssessmentMailKind } from './assessment-mail.ts';
import * as repo from './assessments.repo.ts';

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sends invitations and reminders: a new personal link each time (the previous one stops
 * working), an e-mail in the assessor's invitation language, and an in-app notification for
 * people with an account. The outcome (sent or failed, with the reason) is kept on the assessor
 * so an admin can see it and retry. Runs after the state change has committed: a slow or failing
 * mail server never rolls back a decision.
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
    const people = await repo.peopleToMail(
      db,
      assessorRows.map((a) => a.userId).filter((id): id is string => Boolean(id)),
    );
    let sent = 0;
    let failed = 0;
    for (const assessor of assessorRows) {
      const token = randomBytes(32).toString('base64url');
      const lang: LanguageCode = assessor.invitationLanguage;
      const person = people.find((p) => p.id === assessor.userId);
      // Names as the mail's reader knows them: the Latin spelling in an English mail, when there is one.
      const recipientName = person ? fullNameIn(person, lang) : (assessor.externalName ?? '');
      const email = person ? person.email : assessor.externalEmail;
      const mail = composeAssessmentMail({
        kind,
        lang,
        recipientName,
        targetName: target ? fullNameIn(target, lang) : '',
        templateTitle: titleIn(template, lang),
        // The link carries the invitation's language: the answer page opens in the language of the mail,
        // whatever the browser last chose on this site.
        link: `${this.app.config.publicUrl}/invitation/${token}?lang=${lang}`,
        finishesOn: assessment.finishesOn,
        estimatedMinutes: assessment.estimatedMinutes ?? 20,
      });
      let status: 'sent' | 'failed' = 'sent';
      let error: string | null = null;
      if (email) {
        const result = await this.app.mailer.send({
          to: email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          purpose: `assessment.${kind}`,
          redact: [token],
        });
        if (result.status === 'failed') {
          status = 'failed';
          error = t(lang, 'errors.invitationFailed');
        }
      }
      if (assessor.userId) {
        await insertNotification(db, {
          userId: assessor.userId,
          companyId: assessment.companyId,
          title: mail.subject,
          body: mail.text.split('\n').slice(1, 2).join(' '),
          link: `/admin/my-assessments/${assessor.id}`,
        });
      }
      if (!email && !assessor.userId) {
        status = 'failed';
        error = t(lang, 'errors.invitationFailed');
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
      body: mail.text.split('\n')[1] ?? '',
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
      body: mail.text.split('\n')[1] ?? '',
      link: `/admin/my-assessments/${selfAssessorId}`,
    });
    if (target.email)
      await this.app.mailer.send({ to: target.email, subject: mail.subject, text: mail.text, html: mail.html, purpose: 'assessment.self' });
  }
}
