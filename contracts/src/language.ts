import { z } from 'zod';

/** The two languages of the product: Persian (the default, right to left) and English. */
export const languageCodeSchema = z.enum(['fa', 'en']);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

/** The server speaks `fa-IR` / `en-US`; the client maps `en-US` to `en`, anything else to `fa`. */
export const serverLanguageSchema = z.enum(['fa-IR', 'en-US']);
export type ServerLanguage = z.infer<typeof serverLanguageSchema>;

export function toClientLanguage(server: string | null | undefined): LanguageCode {
  return server === 'en-US' ? 'en' : 'fa';
}
export function toServerLanguage(client: LanguageCode): ServerLanguage {
  return client === 'en' ? 'en-US' : 'fa-IR';
}

/** Language/change accepts either spelling. */
export const changeLanguageSchema = z.object({
  language: z.enum(['fa', 'en', 'fa-IR', 'en-US'], { error: 'validation.language' }),
});

export const currentLanguageSchema = z.object({ currentLanguage: serverLanguageSchema });
