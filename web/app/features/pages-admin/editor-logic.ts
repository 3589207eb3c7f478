import { z } from 'zod';
import type { FieldErrors } from 'react-hook-form';
import { PAGE_CONTENT_SCHEMAS, type PageContentByType } from '@rira/contracts/site/content';
import type { AdminPageDetail } from '@rira/contracts/site/admin-pages';
import { ApiError } from '../../lib/api-client.ts';
import type { LanguageCode } from '@rira/contracts/language';

/**
 * The pure side of the page editors: the form's schema (the page type's own schema, once per
 * language), its starting values, and where the server's field errors go.
 */
export type EditorKind = 'offering' | 'survey' | 'home' | 'about' | 'contact' | 'policy' | 'magazine';
export const EDITOR_LANGUAGES = ['fa', 'en'] as const;

/** Products and services share one editor (their page types share one schema); every other page type has its own. */
type EditorDocuments = Omit<PageContentByType, 'product' | 'service'> & { offering: PageContentByType['product'] };
export type EditorDocument<K extends EditorKind> = EditorDocuments[K];
export type EditorValues<K extends EditorKind = EditorKind> = Record<LanguageCode, EditorDocument<K>>;

/** The page type's own schema, the one the server checks a save with. */
export function documentSchema(kind: EditorKind) {
  return PAGE_CONTENT_SCHEMAS[kind === 'offering' ? 'product' : kind];
}

/** Both languages, each checked by the page type's schema (the same one the server applies). */
export function editorSchema(kind: EditorKind) {
  const schema = documentSchema(kind);
  return z.object({ fa: schema, en: schema });
}

/**
 * Message keys for the schema's rules that carry none of their own (list lengths, numbers, id
 * patterns), so the editor shows the same words as the server.
 */
export function editorErrorMap(issue: { code?: string; origin?: string; input?: unknown }): string {
  if (issue.code === 'too_small') return issue.origin === 'array' ? 'pagesAdmin.tooFewItems' : 'validation.tooShort';
  if (issue.code === 'too_big') return issue.origin === 'array' ? 'pagesAdmin.tooManyItems' : 'validation.tooLong';
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null || Number.isNaN(issue.input)))
    return 'validation.required';
  return 'validation.invalid';
}

/** The form's starting values: each language's stored document (a missing one starts as a copy of the other). */
export function initialValues<K extends EditorKind>(detail: AdminPageDetail): EditorValues<K> {
  const fa = detail.documents.fa?.content ?? detail.documents.en?.content ?? {};
  const en = detail.documents.en?.content ?? detail.documents.fa?.content ?? {};
  return structuredClone({ fa, en }) as unknown as EditorValues<K>;
}

/**
 * Each language's document as the schema outputs it (trimmed, normalised), as text: a language
 * is sent when its part of the form, checked the same way, reads differently.
 */
export function documentFingerprint(kind: EditorKind, content: unknown): string | null {
  const parsed = documentSchema(kind).safeParse(content);
  return parsed.success ? JSON.stringify(parsed.data) : null;
}

/** The server's field errors of one language's save (`content.hero.title`) as form paths (`fa.hero.title`). */
export function serverFieldErrors(error: unknown, lang: LanguageCode): { name: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return error.errors.flatMap((e) => {
    if (!e.field) return [];
    const path = e.field === 'content' ? '' : e.field.replace(/^content\./, '');
    if (path === e.field && e.field !== 'content') return [];
    return [{ name: path ? `${lang}.${path}` : lang, message: e.message }];
  });
}

/** The languages whose part of the form has errors, Persian first. */
export function languagesWithErrors(errors: FieldErrors): LanguageCode[] {
  return EDITOR_LANGUAGES.filter((lang) => errors[lang] !== undefined);
}
