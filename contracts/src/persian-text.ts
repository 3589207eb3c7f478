/**
 * Text normalisation shared by the server (search and storage) and the web (forms).
 * Persian users type with Arabic keyboard layouts as often as Persian ones, and mix
 * Persian, Arabic-Indic and Latin digits; we store and search one canonical form.
 */

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits to Latin 0-9. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => {
    const p = PERSIAN_DIGITS.indexOf(d);
    return String(p >= 0 ? p : ARABIC_DIGITS.indexOf(d));
  });
}

/** Latin digits to Persian digits, for display in Persian. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]!);
}

/** Arabic ي/ى/ك/ة/ۀ to the Persian letters a Persian reader expects (ی/ک/ه). */
export function toPersianLetters(value: string): string {
  return value.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک').replace(/[ةۀ]/g, 'ه');
}

/**
 * The canonical form we store: Persian letters, no tatweel or zero-width joiners at the ends,
 * single spaces, trimmed. Digits stay as typed (a Persian title keeps its Persian digits);
 * identifiers such as mobiles and codes are stored in Latin digits by their own schemas.
 */
export function normalizePersianText(value: string): string {
  return toPersianLetters(value)
    .replace(/\u0640/g, '')
    .replace(/[\u00A0\s]+/g, ' ')
    .replace(/^[\s\u200C\u200F\u200E]+|[\s\u200C\u200F\u200E]+$/g, '');
}

/**
 * What a search compares: the stored form with every digit in Latin, so «۳۶۰» finds "360" and
 * «علي» finds «علی». SQL compares columns the same way (server/src/db/sql-helpers.ts `searchable`).
 */
export function normalizeForSearch(value: string): string {
  return toLatinDigits(normalizePersianText(value));
}

/**
 * What a search for a person's name compares: normalizeForSearch's form without the spaces and
 * zero-width (non-)joiners between the parts, since Persian names are written with a ZWNJ, a space
 * or nothing between them (نیک‌نام, نیک نام, نیکنام) and with Arabic or Persian ی/ک, and a person
 * typing a name cannot know which one was stored. SQL compares the name columns the same way
 * (server/src/db/sql-helpers.ts `nameContains`).
 */
export function normalizeNameForSearch(value: string): string {
  return normalizeForSearch(value).replace(/[\s\u200C\u200D]/g, '');
}
