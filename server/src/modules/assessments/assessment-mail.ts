import type { LanguageCode } from '@rira/contracts';
import { toPersianDigits } from '@rira/contracts';

/**
 * The assessment's e-mails, in Persian (right to left) or English, as HTML and plain text.
 * Names and titles are escaped: they come from people.
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

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function formatDay(iso: string | null, lang: LanguageCode): string {
  if (!iso) return '';
  const date = new Date(`${iso}T12:00:00Z`);
  return new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB', { timeZone: 'Asia/Tehran', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

const COPY = {
  fa: {
    invitation: {
      subject: (m: AssessmentMailInput) => `دعوت به ارزیابی ۳۶۰ درجهٔ ${m.targetName}`,
      lines: (m: AssessmentMailInput) => [
        `${m.recipientName} گرامی، سلام.`,
        `از شما دعوت شده است در ارزیابی ۳۶۰ درجهٔ «${m.targetName}» (${m.templateTitle}) شرکت کنید. در این ارزیابی کارت‌های شایستگی را در سه دستهٔ «بیشترین توصیف»، «توصیف نسبی» و «کمترین توصیف» قرار می‌دهید.`,
        `پاسخ‌های شما محرمانه است و به نام شما به ارزیابی‌شونده نشان داده نمی‌شود. زمان تقریبی: ${toPersianDigits(m.estimatedMinutes)} دقیقه.`,
      ],
      button: 'شروع ارزیابی',
    },
    reminder: {
      subject: (m: AssessmentMailInput) => `یادآوری: ارزیابی ۳۶۰ درجهٔ ${m.targetName}`,
      lines: (m: AssessmentMailInput) => [`${m.recipientName} گرامی، سلام.`, `پاسخ شما به ارزیابی ۳۶۰ درجهٔ «${m.targetName}» هنوز ثبت نهایی نشده است. اگر فرصت دارید، آن را تکمیل کنید.`],
      button: 'ادامهٔ ارزیابی',
    },
    selfAssessment: {
      subject: (m: AssessmentMailInput) => `ارزیابی ۳۶۰ درجهٔ شما: ${m.templateTitle}`,
      lines: (m: AssessmentMailInput) => [
        `${m.recipientName} گرامی، سلام.`,
        `ارزیابی ۳۶۰ درجهٔ شما آغاز شده است. نخست خودارزیابی را انجام دهید؛ پس از آن ارزیاب‌هایتان انتخاب و دعوت می‌شوند. زمان تقریبی: ${toPersianDigits(m.estimatedMinutes)} دقیقه.`,
      ],
      button: 'شروع خودارزیابی',
    },
    confirmationResult: {
      subject: () => 'نتیجهٔ بررسی ارزیاب‌های پیشنهادی شما',
      lines: (m: AssessmentMailInput) => [
        `${m.recipientName} گرامی، سلام.`,
        `مدیر سامانه ارزیاب‌های پیشنهادی شما را بررسی کرد: ${toPersianDigits(m.confirmed ?? 0)} نفر تأیید و ${toPersianDigits(m.disapproved ?? 0)} نفر رد شد.`,
      ],
      button: 'مشاهدهٔ ارزیاب‌ها',
    },
    reportReady: {
      subject: (m: AssessmentMailInput) => `گزارش ارزیابی ۳۶۰ درجهٔ شما آماده است: ${m.templateTitle}`,
      lines: (m: AssessmentMailInput) => [
        `${m.recipientName} گرامی، سلام.`,
        'ارزیابی ۳۶۰ درجهٔ شما بسته شد و گزارش آن آماده است. پاسخ ارزیاب‌ها در گزارش فقط به‌صورت گروهی آمده است و هیچ پاسخی به نام کسی نشان داده نمی‌شود.',
      ],
      button: 'مشاهدهٔ گزارش',
    },
    deadline: (day: string) => `مهلت پاسخ: ${day}`,
    footer: 'این پیام را سامانهٔ ریرا فرستاده است. اگر انتظار آن را نداشتید، می‌توانید نادیده‌اش بگیرید.',
    linkHint: 'اگر دکمه کار نکرد، این نشانی را در مرورگر باز کنید:',
  },
  en: {
    invitation: {
      subject: (m: AssessmentMailInput) => `Invitation: 360-degree assessment of ${m.targetName}`,
      lines: (m: AssessmentMailInput) => [
        `Dear ${m.recipientName},`,
        `You are invited to take part in the 360-degree assessment of ${m.targetName} (${m.templateTitle}). You will sort competency cards into three piles: best describes, mostly describes and least describes.`,
        `Your answers are confidential and are never shown to the person under your name. It takes about ${m.estimatedMinutes} minutes.`,
      ],
      button: 'Start the assessment',
    },
    reminder: {
      subject: (m: AssessmentMailInput) => `Reminder: 360-degree assessment of ${m.targetName}`,
      lines: (m: AssessmentMailInput) => [`Dear ${m.recipientName},`, `Your answer to the 360-degree assessment of ${m.targetName} is not registered yet. Please complete it if you can.`],
      button: 'Continue the assessment',
    },
    selfAssessment: {
      subject: (m: AssessmentMailInput) => `Your 360-degree assessment: ${m.templateTitle}`,
      lines: (m: AssessmentMailInput) => [
        `Dear ${m.recipientName},`,
        `Your 360-degree assessment has started. Begin with your self-assessment; your assessors are chosen and invited after that. It takes about ${m.estimatedMinutes} minutes.`,
      ],
      button: 'Start my self-assessment',
    },
    confirmationResult: {
      subject: () => 'Your proposed assessors were reviewed',
      lines: (m: AssessmentMailInput) => [`Dear ${m.recipientName},`, `Your proposed assessors were reviewed: ${m.confirmed ?? 0} confirmed and ${m.disapproved ?? 0} not approved.`],
      button: 'See my assessors',
    },
    reportReady: {
      subject: (m: AssessmentMailInput) => `Your 360-degree report is ready: ${m.templateTitle}`,
      lines: (m: AssessmentMailInput) => [
        `Dear ${m.recipientName},`,
        'Your 360-degree assessment is closed and its report is ready. Your assessors’ answers appear only as groups; no answer is shown under anyone’s name.',
      ],
      button: 'Open my report',
    },
    deadline: (day: string) => `Please answer by ${day}.`,
    footer: 'This message was sent by the RIRA platform. If you did not expect it, you can ignore it.',
    linkHint: 'If the button does not work, open this address in your browser:',
  },
} as const;

export function composeAssessmentMail(m: AssessmentMailInput): { subject: string; text: string; html: string } {
  const copy = COPY[m.lang];
  const part = copy[m.kind];
  const lines = [...part.lines(m)];
  if (m.finishesOn && m.kind !== 'confirmationResult' && m.kind !== 'reportReady') lines.push(copy.deadline(formatDay(m.finishesOn, m.lang)));
  const dir = m.lang === 'fa' ? 'rtl' : 'ltr';
  const align = m.lang === 'fa' ? 'right' : 'left';
  const text = [...lines, '', `${part.button}: ${m.link}`, '', copy.footer].join('\n');
  const html = `<!doctype html>
<html lang="${m.lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(part.subject(m))}</title></head>
<body style="margin:0;background:#f5f6f8;font-family:Vazirmatn,Tahoma,Arial,sans-serif;">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;text-align:${align};color:#1f2937;line-height:1.9;">
<div style="background:#fff;border-radius:12px;padding:24px;border:1px solid #e5e7eb;">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1d4ed8;">${m.lang === 'fa' ? 'ریرا' : 'RIRA'}</p>
${lines.map((l) => `<p style="margin:0 0 12px;">${escape(l)}</p>`).join('\n')}
<p style="margin:24px 0;"><a href="${escape(m.link)}" style="background:#1d4ed8;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;">${escape(part.button)}</a></p>
<p style="margin:0;font-size:13px;color:#4b5563;">${escape(copy.linkHint)}<br><span dir="ltr" style="word-break:break-all;">${escape(m.link)}</span></p>
</div>
<p style="font-size:12px;color:#6b7280;margin-top:16px;">${escape(copy.footer)}</p>
</div></body></html>`;
  return { subject: part.subject(m), text, html };
}
