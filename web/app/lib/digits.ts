import type { LanguageCode } from '@rira/contracts/language';
import { toPersianDigits } from '@rira/contracts/persian-text';

export { toLatinDigits, toPersianDigits } from '@rira/contracts/persian-text';

/** Digits as the reader expects them: Persian in Persian, Latin in English. */
export function localDigits(value: string | number, lang: LanguageCode): string {
  return lang === 'fa' ? toPersianDigits(value) : String(value);
}
