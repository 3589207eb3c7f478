import type { LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import { formatDay } from './assessment-mail.ts';

/**
 * The SMS of an invitation or a reminder (issue 23), in the invitee's language: who asks (the
 * client company), whose assessment (as the invitation mail names them), the finish date when there
 * is one, and the short personal link on a line of its own, so a phone makes it a link. Kept short:
 * a Persian SMS part holds 70 characters.
 */
export interface AssessmentSmsInput {
  kind: 'invitation' | 'reminder';
  lang: LanguageCode;
  companyName: string;
  targetName: string;
  finishesOn: string | null;
  link: string;
}

export function composeAssessmentSms(m: AssessmentSmsInput): string {
  const params = { company: m.companyName, target: m.targetName };
  const lines = [t(m.lang, `sms.${m.kind}`, params)];
  if (m.finishesOn) lines.push(t(m.lang, 'sms.deadline', { day: formatDay(m.finishesOn, m.lang) }));
  lines.push(m.link);
  return lines.join('\n');
}
