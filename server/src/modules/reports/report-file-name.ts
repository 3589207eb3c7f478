import { isoToJalali, tehranDay, type LanguageCode } from '@rira/contracts';

/**
 * The name a downloaded report PDF is saved under: person, kind, language and the version's date,
 * so that fifty downloads of one programme do not overwrite each other in a Downloads folder.
 *
 * Two forms, as `Content-Disposition` carries them (RFC 6266): `utf8` in the reader's script (a
 * Persian name stays Persian, dates Jalali in Persian) for `filename*`, and `ascii` for clients that
 * read only `filename` — the English name when the person has one, else the plain word "report".
 * Both keep to characters every file system accepts: no path separators, quotes, control
 * characters or the ones Windows refuses, and spaces as hyphens.
 */
export interface ReportFileName {
  ascii: string;
  utf8: string;
}

export function reportPdfFileName(input: {
  personName: string;
  personNameEn: string | null;
  kind: 'short' | 'complete';
  lang: LanguageCode;
  generatedAt: Date;
}): ReportFileName {
  const day = tehranDay(input.generatedAt);
  const jalali = isoToJalali(day);
  const date = input.lang === 'fa' && jalali ? `${jalali.year}-${pad(jalali.month)}-${pad(jalali.day)}` : day;
  const tail = `${input.kind}-${input.lang}-${date}.pdf`;
  const name = safePart(input.personName);
  const nameEn = asciiPart(input.personNameEn ?? '');
  return {
    utf8: `${name || nameEn || 'report'}-${tail}`,
    ascii: `${nameEn || 'report'}-${tail}`,
  };
}

/** The header value: both names, the UTF-8 one percent-encoded as RFC 5987 asks. */
export function attachmentDisposition(name: ReportFileName): string {
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeRFC5987(name.utf8)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Letters and digits of any script, ZWNJ kept (Persian names use it), runs of anything else one hyphen. */
function safePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}\u200C]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

function asciiPart(text: string): string {
  return safePart(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

function encodeRFC5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
