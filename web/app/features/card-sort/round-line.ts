import type { TFunction } from 'i18next';
import { textIn } from '@rira/contracts/local-text';
import type { LanguageCode } from '@rira/contracts/language';
import { formatDate } from '../../lib/format.ts';

/** What the participant screens say of an answer's round (issue 26): its name and dates, in the reader's language. */
export interface RoundOfAnswer {
  roundTitle: string;
  roundTitleEn: string | null;
  roundStartsOn: string | null;
  roundFinishesOn: string | null;
}

/** The round's line: "title, from … to …" (Jalali in Persian), or the title alone without both dates. */
export function roundLine(round: RoundOfAnswer, lang: LanguageCode, t: TFunction): string {
  const title = textIn(round.roundTitle, round.roundTitleEn, lang);
  if (!round.roundStartsOn || !round.roundFinishesOn) return title;
  return t('cardSort.round', { title, from: formatDate(round.roundStartsOn, lang), to: formatDate(round.roundFinishesOn, lang) });
}
