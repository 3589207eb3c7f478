import type { LanguageCode } from '@rira/contracts';
import { t } from '../http/translate.ts';
import { escapeHtml } from './escape-html.ts';

/** What a mail the server writes says: its paragraphs, one optional button, and its closing line. */
export interface MailContent {
  lang: LanguageCode;
  subject: string;
  paragraphs: readonly string[];
  /** A button to a page, with the address written out below it for clients that show no buttons. */
  action?: { label: string; link: string };
  footer: string;
  /**
   * Whose mail it is, shown above the text: the client company whose assessment it is (issue 23),
   * with its logo as an inline image (`cid:` of an attachment the sender adds) when it has one.
   * Without it, the mail carries RIRA's name only.
   */
  sender?: { name: string; logoCid?: string };
}

/**
 * One look for every mail the server writes (assessments, account notices): the brand, the
 * paragraphs, the button, the footer; right to left in Persian. Every text is escaped: names and
 * titles come from people.
 */
export function mailHtml(m: MailContent): string {
  const dir = m.lang === 'fa' ? 'rtl' : 'ltr';
  const align = m.lang === 'fa' ? 'right' : 'left';
  const action = m.action
    ? `
<p style="margin:24px 0;"><a href="${escapeHtml(m.action.link)}" style="background:#1d4ed8;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;">${escapeHtml(m.action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#4b5563;">${escapeHtml(t(m.lang, 'mail.linkHint'))}<br><span dir="ltr" style="word-break:break-all;">${escapeHtml(m.action.link)}</span></p>`
    : '';
  return `<!doctype html>
<html lang="${m.lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;background:#f5f6f8;font-family:Vazirmatn,Tahoma,Arial,sans-serif;">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;text-align:${align};color:#1f2937;line-height:1.9;">
<div style="background:#fff;border-radius:12px;padding:24px;border:1px solid #e5e7eb;">
${m.sender ? senderHtml(m.sender, m.lang) : `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1d4ed8;">${escapeHtml(t(m.lang, 'mail.brand'))}</p>`}
${m.paragraphs.map((p) => `<p style="margin:0 0 12px;">${escapeHtml(p)}</p>`).join('\n')}${action}
</div>
<p style="font-size:12px;color:#6b7280;margin-top:16px;">${escapeHtml(m.footer)}</p>
</div></body></html>`;
}

/** The company's logo and name, and RIRA's below them (the platform that sends the mail). */
function senderHtml(sender: NonNullable<MailContent['sender']>, lang: LanguageCode): string {
  const logo = sender.logoCid
    ? `<img src="cid:${escapeHtml(sender.logoCid)}" alt="" height="48" style="display:block;height:48px;width:auto;max-width:192px;margin:0 0 8px;border:0;">`
    : '';
  return `<div style="margin:0 0 16px;">${logo}<p style="margin:0;font-size:20px;font-weight:bold;color:#1f2937;">${escapeHtml(sender.name)}</p>
<p style="margin:0;font-size:13px;color:#1d4ed8;">${escapeHtml(t(lang, 'mail.brand'))}</p></div>`;
}

/** The plain-text part of the same mail. */
export function mailText(m: MailContent): string {
  const action = m.action ? ['', `${m.action.label}: ${m.action.link}`] : [];
  const sender = m.sender ? [m.sender.name, ''] : [];
  return [...sender, ...m.paragraphs, ...action, '', m.footer].join('\n');
}
