import { TEHRAN_TIME_ZONE, type LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import { escapeHtml } from '../../shared/escape-html.ts';

/**
 * The assessment's e-mails, in Persian (right to left) or English, as HTML and plain text. The
 * words are the message catalogue's (`mail.*`, contracts/src/messages); names and titles are
 * escaped in the HTML: they come from people.
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
}

function formatDay(iso: string | null, lang: LanguageCode): string {
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

export function composeAssessmentMail(m: AssessmentMailInput): { subject: string; text: string; html: string } {
  const key = `mail.assessment.${m.kind}`;
  // Numbers are written in Persian digits for Persian readers by t().
  const params = {
    name: m.recipientName,
    target: m.targetName,
    template: m.templateTitle,
    minutes: m.estimatedMinutes,
    confirmed: m.confirmed ?? 0,
    disapproved: m.disapproved ?? 0,
  };
  const subject = t(m.lang, `${key}.subject`, params);
  const button = t(m.lang, `${key}.button`);
  const footer = t(m.lang, 'mail.footer');
  const lines = [t(m.lang, 'mail.greeting', params), ...PARAGRAPHS[m.kind].map((p) => t(m.lang, `${key}.${p}`, params))];
  if (m.finishesOn && m.kind !== 'confirmationResult' && m.kind !== 'reportReady')
    lines.push(t(m.lang, 'mail.deadline', { day: formatDay(m.finishesOn, m.lang) }));
  const dir = m.lang === 'fa' ? 'rtl' : 'ltr';
  const align = m.lang === 'fa' ? 'right' : 'left';
  const text = [...lines, '', `${button}: ${m.link}`, '', footer].join('\n');
  const html = `<!doctype html>
<html lang="${m.lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f6f8;font-family:Vazirmatn,Tahoma,Arial,sans-serif;">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;text-align:${align};color:#1f2937;line-height:1.9;">
<div style="background:#fff;border-radius:12px;padding:24px;border:1px solid #e5e7eb;">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1d4ed8;">${escapeHtml(t(m.lang, 'mail.brand'))}</p>
${lines.map((l) => `<p style="margin:0 0 12px;">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:24px 0;"><a href="${escapeHtml(m.link)}" style="background:#1d4ed8;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;">${escapeHtml(button)}</a></p>
<p style="margin:0;font-size:13px;color:#4b5563;">${escapeHtml(t(m.lang, 'mail.linkHint'))}<br><span dir="ltr" style="word-break:break-all;">${escapeHtml(m.link)}</span></p>
</div>
<p style="font-size:12px;color:#6b7280;margin-top:16px;">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject, text, html };
}
