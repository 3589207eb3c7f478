import { TEHRAN_TIME_ZONE, type LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import { mailHtml, mailText } from '../../shared/mail-layout.ts';

/**
 * The assessment's e-mails, in Persian (right to left) or English, as HTML and plain text. The
 * words are the message catalogue's (`mail.*`, contracts/src/messages); the look is the shared
 * mail layout's (shared/mail-layout.ts), which escapes names and titles: they come from people.
 */
export type AssessmentMailKind = 'invitation' | 'reminder' | 'selfAssessment' | 'confirmationResult' | 'reportReady';

export interface AssessmentMailInput {
  kind: AssessmentMailKind;
  lang: LanguageCode;
  recipientName: string;
  targetName: string;
  templateTitle: string;
  link: string;
  finishesOn: string | null;
  estimatedMinutes: number;
  /** For confirmationResult: how many of the person's nominations were confirmed and disapproved. */
  confirmed?: number;
  disapproved?: number;
  /**
   * The client company whose assessment it is, in the reader's language (issue 23): named in the
   * invitation and the reminder, and shown with its logo at the top (`logoCid`: the inline image's
   * content id, when the caller attaches the logo).
   */
  company?: { name: string; logoCid?: string };
}

/** A mail of the assessment: subject, text and HTML, and the paragraph that says what it is about (for the in-app notification). */
export interface AssessmentMail {
  subject: string;
  text: string;
  html: string;
  summary: string;
}

/** A finish date as its reader writes it: Jalali with Persian digits, or Gregorian (Tehran's day). */
export function formatDay(iso: string | null, lang: LanguageCode): string {
  if (!iso) return '';
  const date = new Date(`${iso}T12:00:00Z`);
  return new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB', {
    timeZone: TEHRAN_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** The catalogue's paragraphs of each mail (`mail.assessment.<kind>.<paragraph>`), after the greeting. */
const PARAGRAPHS: Record<AssessmentMailKind, readonly string[]> = {
  invitation: ['intro', 'privacy'],
  reminder: ['body'],
  selfAssessment: ['body'],
  confirmationResult: ['body'],
  reportReady: ['body'],
};

export function composeAssessmentMail(m: AssessmentMailInput): AssessmentMail {
  const key = `mail.assessment.${m.kind}`;
  // Numbers are written in Persian digits for Persian readers by t().
  const params = {
    name: m.recipientName,
    target: m.targetName,
    template: m.templateTitle,
    minutes: m.estimatedMinutes,
    confirmed: m.confirmed ?? 0,
    disapproved: m.disapproved ?? 0,
    company: m.company?.name ?? '',
  };
  const lines = [t(m.lang, 'mail.greeting', params), ...PARAGRAPHS[m.kind].map((p) => t(m.lang, `${key}.${p}`, params))];
  if (m.finishesOn && m.kind !== 'confirmationResult' && m.kind !== 'reportReady')
    lines.push(t(m.lang, 'mail.deadline', { day: formatDay(m.finishesOn, m.lang) }));
  const content = {
    lang: m.lang,
    subject: t(m.lang, `${key}.subject`, params),
    paragraphs: lines,
    action: { label: t(m.lang, `${key}.button`), link: m.link },
    footer: t(m.lang, 'mail.footer'),
    ...(m.company ? { sender: m.company } : {}),
  };
  return { subject: content.subject, text: mailText(content), html: mailHtml(content), summary: lines[1] ?? '' };
}
