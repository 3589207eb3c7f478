import type { LanguageCode } from './language.ts';

/**
 * A person's name as each language's reader sees it. People are entered with a Persian name and,
 * optionally, its spelling in Latin letters (`firstNameEn`, `lastNameEn`: both or neither). English
 * screens, mails and PDFs use the Latin spelling when there is one and the Persian name otherwise
 * (docs/decisions/014).
 */
export interface PersonNames {
  firstName: string;
  lastName: string;
  firstNameEn?: string | null;
  lastNameEn?: string | null;
}

/** The name in Latin letters, or null when the person has none. */
export function englishFullName(person: PersonNames): string | null {
  const first = person.firstNameEn?.trim();
  const last = person.lastNameEn?.trim();
  return first && last ? `${first} ${last}` : null;
}

/** The name a reader of `lang` sees: the Latin spelling in English when there is one. */
export function fullNameIn(person: PersonNames, lang: LanguageCode): string {
  return (lang === 'en' ? englishFullName(person) : null) ?? `${person.firstName} ${person.lastName}`;
}

/** Which language `fullNameIn` answered in: English readers get the Persian name when there is no other. */
export function fullNameLanguage(person: PersonNames, lang: LanguageCode): LanguageCode {
  return lang === 'en' && englishFullName(person) ? 'en' : 'fa';
}
