import type { FastifyInstance } from 'fastify';
import { fullNameIn, TEHRAN_TIME_ZONE, titleIn, type LanguageCode, type PersonNames } from '@rira/contracts';
import type { UserRow } from '../../http/actor.ts';
import { t } from '../../http/translate.ts';
import { mailHtml, mailText } from '../../shared/mail-layout.ts';

/**
 * The person hears when an admin sets or removes their password (issue 22, finding 3;
 * docs/decisions/030). An admin who does it silently could sign in as them unseen; told at once,
 * by SMS and e-mail in their own language, the person knows who did it and when, and whom to ask.
 * The notice never holds the password: nothing here is given it.
 */
export type PasswordChange = 'set' | 'removed';
export type NoticeChannel = 'sms' | 'email';

/** Who made the change, as the notice names them: an admin of a company, or the platform's support (a system manager). */
export type PasswordChanger = { company: { title: string; titleEn: string | null } } | 'platform';

export interface PasswordNoticeOutcome {
  /** The person, to be named in the admin's message. */
  person: PersonNames;
  /** The channels the notice went out on (sent, or logged where no gateway is set up). */
  told: NoticeChannel[];
  /** Whether the person has a mobile or an e-mail at all. */
  reachable: boolean;
}

const PURPOSE: Record<PasswordChange, string> = { set: 'password.setByAdmin', removed: 'password.removedByAdmin' };
const SMS_TEXT: Record<PasswordChange, string> = { set: 'sms.passwordSetByAdmin', removed: 'sms.passwordRemovedByAdmin' };

/** «۸ آذر ۱۴۰۵ ساعت ۱۰:۰۵» / «29 November 2026 at 10:05»: the moment, on a Tehran clock. */
function tehranMoment(at: Date, lang: LanguageCode): string {
  return new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB', {
    timeZone: TEHRAN_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** The SMS and the mail of one notice, in the reader's language. */
export function composePasswordNotice(input: {
  change: PasswordChange;
  lang: LanguageCode;
  recipientName: string;
  by: PasswordChanger;
  at: Date;
}): { sms: string; mail: { subject: string; text: string; html: string } } {
  const { change, lang } = input;
  const by =
    input.by === 'platform'
      ? t(lang, 'mail.passwordNotice.byPlatform')
      : t(lang, 'mail.passwordNotice.byCompany', { company: titleIn(input.by.company, lang) });
  const params = { by, time: tehranMoment(input.at, lang), name: input.recipientName };
  const key = `mail.passwordNotice.${change}`;
  const content = {
    lang,
    subject: t(lang, `${key}.subject`),
    paragraphs: [t(lang, 'mail.greeting', params), t(lang, `${key}.body`, params), t(lang, 'mail.passwordNotice.unexpected')],
    footer: t(lang, 'mail.passwordNotice.footer'),
  };
  return {
    sms: t(lang, SMS_TEXT[change], params),
    mail: { subject: content.subject, text: mailText(content), html: mailHtml(content) },
  };
}

/**
 * Sends the notice by SMS (when the person has a mobile) and by e-mail (when they have an
 * address). Called after the change has committed; it never throws: a channel that fails is
 * logged and left out of `told`, and the change stands.
 */
export async function sendPasswordNotice(
  app: FastifyInstance,
  person: Pick<UserRow, 'id' | 'mobile' | 'email' | 'preferredLanguage'> & PersonNames,
  change: PasswordChange,
  by: PasswordChanger,
  at: Date,
): Promise<PasswordNoticeOutcome> {
  const lang = person.preferredLanguage;
  const notice = composePasswordNotice({ change, lang, recipientName: fullNameIn(person, lang), by, at });
  const purpose = PURPOSE[change];
  const told: NoticeChannel[] = [];
  const attempt = async (channel: NoticeChannel, send: () => Promise<boolean>) => {
    try {
      if (await send()) told.push(channel);
    } catch (err) {
      app.log.warn({ err, userId: person.id, channel, purpose }, 'password notice not sent');
    }
  };
  if (person.mobile) {
    const mobile = person.mobile;
    await attempt('sms', async () => (await app.sms.send({ to: mobile, text: notice.sms, purpose })) !== 'failed');
  }
  if (person.email) {
    const email = person.email;
    await attempt('email', async () => (await app.mailer.send({ to: email, ...notice.mail, purpose })).status !== 'failed');
  }
  return { person, told, reachable: Boolean(person.mobile || person.email) };
}

/** The admin's message: the change, and whether and how the person was told, in the admin's language. */
export function passwordNoticeMessage(lang: LanguageCode, change: PasswordChange, outcome: PasswordNoticeOutcome): string {
  const key = `success.passwordNotice.${change}`;
  const name = fullNameIn(outcome.person, lang);
  if (!outcome.reachable) return t(lang, `${key}.untold`, { name });
  if (outcome.told.length === 0) return t(lang, `${key}.failed`, { name });
  const channels = outcome.told.length === 2 ? 'both' : outcome.told[0]!;
  return t(lang, `${key}.told`, { name, channels: t(lang, `success.passwordNotice.channels.${channels}`) });
}
