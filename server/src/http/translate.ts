import { toPersianDigits, translateMessage, type LanguageCode } from '@rira/contracts';

const KEY = /^(validation|errors|success)\.[\w.]+$/;

/** Translates a message key, writing numbers in Persian digits for Persian readers. */
export function t(lang: LanguageCode, key: string, params: Record<string, string | number> = {}): string {
  const localized = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, lang === 'fa' && typeof v === 'number' ? toPersianDigits(v) : v]),
  );
  return translateMessage(lang, key, localized);
}

interface IssueLike {
  code?: string;
  message?: string;
  keyword?: string;
}

/**
 * A zod issue's message is a key when the schema set one; otherwise we choose a key from the
 * issue's kind, so that no English-only zod text reaches a Persian reader.
 */
export function issueMessageKey(issue: IssueLike): string {
  const message = issue.message ?? '';
  if (KEY.test(message)) return message;
  const code = issue.code ?? issue.keyword;
  if (code === 'invalid_type' && /received undefined|received null/.test(message)) return 'validation.required';
  if (code === 'too_big') return 'validation.tooLong';
  if (code === 'too_small') return 'validation.tooShort';
  if (code === 'invalid_format' && /email/i.test(message)) return 'validation.email';
  return 'validation.invalid';
}
