import type { LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import { mailHtml, mailText } from '../../shared/mail-layout.ts';
import { formatDay, type AssessmentMail } from '../assessments/assessment-mail.ts';

/**
 * A round's one invitation to a colleague (issue 26, docs/decisions/038), in their language: the
 * round, every person they are asked to assess in it (names as the reader knows them), the round's
 * finish date (Jalali in Persian, Gregorian in English) and one button to their list of sorts in the
 * panel. The words are the catalogue's (`mail.round.invitation.*`); the look is the shared layout's,
 * which escapes names and titles.
 */
export interface RoundInvitationInput {
  lang: LanguageCode;
  recipientName: string;
  roundTitle: string;
  /** The people to assess, in the reader's language; never another rater. */
  targetNames: readonly string[];
  finishesOn: string | null;
  estimatedMinutes: number;
  link: string;
  company: { name: string; logoCid?: string };
}

export function composeRoundInvitationMail(m: RoundInvitationInput): AssessmentMail {
  const key = 'mail.round.invitation';
  const params = {
    name: m.recipientName,
    round: m.roundTitle,
    count: m.targetNames.length,
    minutes: m.estimatedMinutes,
    company: m.company.name,
  };
  const lines = [
    t(m.lang, 'mail.greeting', params),
    t(m.lang, `${key}.intro`, params),
    ...m.targetNames.map((name) => t(m.lang, `${key}.person`, { name })),
    t(m.lang, `${key}.privacy`, params),
  ];
  if (m.finishesOn) lines.push(t(m.lang, 'mail.deadline', { day: formatDay(m.finishesOn, m.lang) }));
  const content = {
    lang: m.lang,
    subject: t(m.lang, `${key}.subject`, params),
    paragraphs: lines,
    action: { label: t(m.lang, `${key}.button`), link: m.link },
    footer: t(m.lang, 'mail.footer'),
    sender: m.company,
  };
  return { subject: content.subject, text: mailText(content), html: mailHtml(content), summary: lines[1] ?? '' };
}

/** The SMS of the same invitation: the company, the round, how many to assess, the finish date and the link on a line of its own. */
export function composeRoundInvitationSms(m: {
  lang: LanguageCode;
  companyName: string;
  roundTitle: string;
  count: number;
  finishesOn: string | null;
  link: string;
}): string {
  const lines = [t(m.lang, 'sms.roundInvitation', { company: m.companyName, round: m.roundTitle, count: m.count })];
  if (m.finishesOn) lines.push(t(m.lang, 'sms.deadline', { day: formatDay(m.finishesOn, m.lang) }));
  lines.push(m.link);
  return lines.join('\n');
}
