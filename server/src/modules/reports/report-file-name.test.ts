import { describe, expect, it } from 'vitest';
import { attachmentDisposition, reportPdfFileName } from './report-file-name.ts';

// 2026-12-07 10:00 UTC is 16 Azar 1405 in Tehran; 2026-12-07 21:00 UTC is already the 8th there.
const morning = new Date('2026-12-07T10:00:00Z');
const lateEvening = new Date('2026-12-07T21:00:00Z');

describe('reportPdfFileName', () => {
  it('names a Persian download in Persian with a Jalali date, and gives an English fallback', () => {
    const name = reportPdfFileName({
      personName: 'علی رضایی',
      personNameEn: 'Ali Rezaei',
      kind: 'complete',
      lang: 'fa',
      generatedAt: morning,
    });
    expect(name).toEqual({ utf8: 'علی-رضایی-complete-fa-1405-09-16.pdf', ascii: 'Ali-Rezaei-complete-fa-1405-09-16.pdf' });
  });

  it('dates by the Tehran day and, in English, the Gregorian calendar', () => {
    const name = reportPdfFileName({
      personName: 'Ali Rezaei',
      personNameEn: 'Ali Rezaei',
      kind: 'short',
      lang: 'en',
      generatedAt: lateEvening,
    });
    expect(name).toEqual({ utf8: 'Ali-Rezaei-short-en-2026-12-08.pdf', ascii: 'Ali-Rezaei-short-en-2026-12-08.pdf' });
  });

  it('keeps ZWNJ, drops what a file system refuses, and falls back to "report" without an English name', () => {
    const name = reportPdfFileName({
      personName: 'زهرا "نیک‌نام" / ../\\:*?<>|',
      personNameEn: null,
      kind: 'short',
      lang: 'fa',
      generatedAt: morning,
    });
    expect(name.utf8).toBe('زهرا-نیک‌نام-short-fa-1405-09-16.pdf');
    expect(name.ascii).toBe('report-short-fa-1405-09-16.pdf');
  });

  it('strips accents from the ASCII form', () => {
    const name = reportPdfFileName({ personName: 'Zoë Ça', personNameEn: 'Zoë Ça', kind: 'short', lang: 'en', generatedAt: morning });
    expect(name.ascii).toBe('Zoe-Ca-short-en-2026-12-07.pdf');
  });
});

describe('attachmentDisposition', () => {
  it('carries both names, the UTF-8 one percent-encoded (RFC 5987)', () => {
    const header = attachmentDisposition({ ascii: 'Ali-short-fa-1405-09-16.pdf', utf8: "علی-(x)'-short.pdf" });
    expect(header.startsWith('attachment; filename="Ali-short-fa-1405-09-16.pdf"; filename*=UTF-8\'\'')).toBe(true);
    const encoded = header.slice(header.indexOf("UTF-8''") + 7);
    expect(encoded).not.toMatch(/[()'\u0600-\u06ff]/);
    expect(decodeURIComponent(encoded)).toBe("علی-(x)'-short.pdf");
  });
});
