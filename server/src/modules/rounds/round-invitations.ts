import type { FastifyInstance } from 'fastify';
import { fullNameIn, titleIn, type LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import * as assessmentsRepo from '../assessments/assessments.repo.ts';
import { CompanyLogos, LOGO_CID } from '../assessments/invitations.ts';
import { insertNotification } from '../notifications/notifications.repo.ts';
import type { RaterInvitation } from './domain/round-invitations.ts';
import { composeRoundInvitationMail, composeRoundInvitationSms } from './round-invitation-mail.ts';
import * as repo from './rounds.repo.ts';

/** Where a colleague answers: their list of sorts to answer in the panel, in the invitation's language. */
export const MY_SORTS_PATH = '/admin/my-assessments?tab=invited';

export interface InvitingRound {
  id: string;
  companyId: string;
  title: string;
  titleEn: string | null;
  finishesOn: string | null;
}

/**
 * Sends a round's one invitation per colleague (issue 26, docs/decisions/038): a mail listing every
 * person they assess in the round, an SMS where they have a mobile and the company sends
 * invitations by SMS, and an in-app notification — all with one link to their sorts in the panel
 * (people with an account answer there, one sort after the other; no personal link is made). Each
 * of the rater's assessor rows is then marked as one invitation would mark it (sent, `invitedAt`;
 * or failed with the reason), so a repeat finds nothing left to send. Runs after the assessments'
 * own transactions have committed, as `InvitationSender` does.
 */
export class RoundInvitationSender {
  constructor(private readonly app: FastifyInstance) {}

  /** Sends each rater's invitation; answers the assessor ids whose invitation failed. */
  async send(
    round: InvitingRound,
    raters: readonly RaterInvitation[],
    people: Awaited<ReturnType<typeof assessmentsRepo.peopleToMail>>,
    estimatedMinutes: number,
  ): Promise<Set<string>> {
    const failedRows = new Set<string>();
    if (!raters.length) return failedRows;
    const db = this.app.db;
    const company = await assessmentsRepo.companyForInvitations(db, round.companyId);
    const bySms = Boolean(company?.smsInvitations);
    const logos = new CompanyLogos(this.app);
    const targets = new Map(
      (
        await repo.namesOf(
          db,
          raters.flatMap((r) => r.rows.map((x) => x.targetUserId)),
        )
      ).map((n) => [n.id, n]),
    );
    for (const rater of raters) {
      const lang: LanguageCode = rater.lang;
      const person = people.find((p) => p.id === rater.userId);
      const companyName = company ? titleIn(company, lang) : '';
      const roundTitle = titleIn(round, lang);
      const link = `${this.app.config.publicUrl}${MY_SORTS_PATH}${lang === 'en' ? '&lang=en' : ''}`;
      const logo = person?.email && company ? await logos.forMail(company, lang) : null;
      const targetNames = [...new Set(rater.rows.map((r) => r.targetUserId))].map((id) => {
        const target = targets.get(id);
        return target ? fullNameIn(target, lang) : '';
      });
      const mail = composeRoundInvitationMail({
        lang,
        recipientName: person ? fullNameIn(person, lang) : '',
        roundTitle,
        targetNames,
        finishesOn: round.finishesOn,
        estimatedMinutes,
        link,
        company: { name: companyName, ...(logo ? { logoCid: LOGO_CID } : {}) },
      });
      const reached: boolean[] = [];
      if (person?.email) {
        const result = await this.app.mailer.send({
          to: person.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          purpose: 'round.invitation',
          ...(logo ? { attachments: [{ filename: 'logo.png', content: logo, contentType: 'image/png', cid: LOGO_CID }] } : {}),
        });
        reached.push(result.status !== 'failed');
      }
      if (person?.mobile && bySms) {
        const text = composeRoundInvitationSms({
          lang,
          companyName,
          roundTitle,
          count: targetNames.length,
          finishesOn: round.finishesOn,
          link,
        });
        reached.push((await this.app.sms.send({ to: person.mobile, text, purpose: 'round.invitation' })) !== 'failed');
      }
      // As a single invitation: someone with an account and neither address is reached by the notification.
      const status: 'sent' | 'failed' = !reached.length || reached.includes(true) ? 'sent' : 'failed';
      await insertNotification(db, {
        userId: rater.userId,
        companyId: round.companyId,
        title: mail.subject,
        body: mail.summary,
        link: MY_SORTS_PATH,
      });
      const now = new Date();
      for (const row of rater.rows) {
        await assessmentsRepo.updateAssessor(db, row.assessorId, {
          invitationStatus: status,
          invitationError: status === 'failed' ? t(lang, 'errors.invitationFailed') : null,
          ...(status === 'sent' ? { invitedAt: now } : {}),
        });
        if (status === 'failed') failedRows.add(row.assessorId);
      }
    }
    return failedRows;
  }
}
