import type { ElementType, ReactNode } from 'react';
import type { LanguageCode } from '@rira/contracts/language';
import { pickLocal } from '@rira/contracts/local-text';
import { directionOf, type Direction } from './language.ts';
import { useLang } from './use-lang.ts';

/**
 * Texts people enter in two languages, shown in the reader's language, marked: the rule (which
 * text, and in which language it is) and the text alone (`textIn`, `titleIn`, for attributes,
 * options, chart labels and sentences) are contracts/src/local-text.ts, shared with the server;
 * this file adds what a page needs — the other language's text marked with its own `lang` and
 * `dir`, so that screen readers pronounce it right and bidi keeps it whole.
 */

/** `lang` and `dir` for an element holding the text, set only when it is not in the reader's language. */
export function localTextAttributes(
  fa: string | null | undefined,
  en: string | null | undefined,
  lang: LanguageCode,
): { lang?: LanguageCode; dir?: Direction } {
  const picked = pickLocal(fa, en, lang);
  return picked.lang === lang ? {} : { lang: picked.lang, dir: directionOf(picked.lang) };
}

export interface LocalTextProps {
  fa: string | null | undefined;
  en?: string | null;
  /** The element wrapping a text in the other language (always rendered when `className` is given). */
  as?: ElementType;
  className?: string;
  /** Shown when neither language has a text. */
  fallback?: ReactNode;
}

/** The text in the page's language; the other language's, marked with its `lang` and `dir`, when there is none. */
export function LocalText({ fa, en, as: Tag = 'span', className, fallback = null }: LocalTextProps) {
  const lang = useLang();
  const picked = pickLocal(fa, en, lang);
  if (!picked.text) return <>{fallback}</>;
  if (picked.lang === lang) return className ? <Tag className={className}>{picked.text}</Tag> : <>{picked.text}</>;
  return (
    <Tag lang={picked.lang} dir={directionOf(picked.lang)} className={className}>
      {picked.text}
    </Tag>
  );
}

/** A `{ title, titleEn }` item's title (see LocalText). */
export function LocalTitle({
  item,
  ...rest
}: { item: { title: string; titleEn?: string | null } | null | undefined } & Omit<LocalTextProps, 'fa' | 'en'>) {
  return <LocalText fa={item?.title} en={item?.titleEn} {...rest} />;
}
