import { describe, expect, it } from 'vitest';
import { toClientLanguage } from '@rira/contracts/language';
import { applyDocumentLanguage, directionOf } from './language.ts';
import { resolveLanguage } from './load-context.ts';

// A browser-like environment drops Cookie from Request headers, so a plain stand-in is used.
const request = (url: string, cookie?: string) => ({
  url,
  headers: { get: (name: string) => (name.toLowerCase() === 'cookie' ? (cookie ?? null) : null) },
});

describe('language direction', () => {
  it('Persian is right-to-left and English left-to-right', () => {
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it("maps the server's en-US to en and anything else to fa", () => {
    expect(toClientLanguage('en-US')).toBe('en');
    expect(toClientLanguage('fa-IR')).toBe('fa');
    expect(toClientLanguage(undefined)).toBe('fa');
  });

  it('applies lang and dir to the document', () => {
    applyDocumentLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    applyDocumentLanguage('fa');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('page language without the server (dev) and with it', () => {
  it("takes the server's decision first", () => {
    expect(resolveLanguage(request('http://x/?lang=fa'), { lang: 'en' })).toBe('en');
  });

  it('falls back to ?lang=, then the rira_lang cookie, then Persian', () => {
    expect(resolveLanguage(request('http://x/?lang=en', 'rira_lang=fa'), {})).toBe('en');
    expect(resolveLanguage(request('http://x/', 'a=1; rira_lang=en'), {})).toBe('en');
    expect(resolveLanguage(request('http://x/', 'rira_lang=en-US'), undefined)).toBe('en');
    expect(resolveLanguage(request('http://x/?lang=de', 'rira_lang=xx'), {})).toBe('fa');
  });
});
