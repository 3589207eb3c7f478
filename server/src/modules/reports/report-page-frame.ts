import type { Page } from 'playwright-core';
import type { LanguageCode } from '@rira/contracts';

/**
 * The printed layout's version, part of each cached PDF's key: raise it when the frame below or the
 * report's print rules (web/app/features/reports/report.css, the sections' page breaks) change.
 * 2 (issue 11): the page frame in CSS margin boxes (Persian page numbers), no forced page breaks.
 */
export const PRINT_LAYOUT_VERSION = 2;

export interface PageFrameText {
  /** The assessed person, at the top of every page but the first. */
  person: string;
  company: string;
}

/** A CSS string literal of any text: quotes, backslashes and line breaks escaped, `<` too (it sits in a style element). */
function cssString(text: string): string {
  return `"${text.replace(/[\\"<\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

/**
 * The page frame of both report PDFs (short and complete, Persian and English), as CSS page-margin
 * boxes of the report page itself: the person at the reading start and the company at the end of
 * the top margin (not on the first page, whose title block names them), and "page / pages" in the
 * middle of the bottom one. Chromium's own headerTemplate/footerTemplate cannot do this: they
 * write page numbers in Latin digits only and are laid out apart from the page, without its
 * fonts. Here the counters take the Persian counter style on Persian reports (۱ / ۴), and the
 * frame uses the report's own font. The page numbers read left to right in both languages, like
 * any number.
 */
export function pageFrameCss(lang: LanguageCode, text: PageFrameText): string {
  const counter = (name: 'page' | 'pages') => (lang === 'fa' ? `counter(${name}, persian)` : `counter(${name})`);
  const [start, end] = lang === 'fa' ? ['right', 'left'] : ['left', 'right'];
  const frame = "font-family: 'Vazirmatn Variable', Vazirmatn, 'DejaVu Sans', sans-serif; font-size: 8pt; color: #4b5563;";
  return `
@page {
  size: A4;
  margin: 18mm 12mm 16mm;
  @top-${start} { content: ${cssString(text.person)}; ${frame} direction: ${lang === 'fa' ? 'rtl' : 'ltr'}; vertical-align: bottom; padding-bottom: 3mm; }
  @top-${end} { content: ${cssString(text.company)}; ${frame} direction: ${lang === 'fa' ? 'rtl' : 'ltr'}; vertical-align: bottom; padding-bottom: 3mm; }
  @bottom-center { content: ${counter('page')} " / " ${counter('pages')}; ${frame} direction: ltr; vertical-align: top; padding-top: 3mm; }
}
@page :first {
  @top-${start} { content: none; }
  @top-${end} { content: none; }
}`;
}

/** Puts the page frame on the loaded report page (the printer adds it with the person's and company's names). */
export async function addPageFrame(page: Page, lang: LanguageCode, text: PageFrameText): Promise<void> {
  await page.addStyleTag({ content: pageFrameCss(lang, text) });
}

/**
 * Prints the page as an A4 PDF. The CSS decides size and margins (`preferCSSPageSize`; Playwright
 * would otherwise print with no margins at all), and Chromium's own header and footer stay off.
 */
export function printPdf(page: Page): Promise<Buffer> {
  return page.pdf({ printBackground: true, preferCSSPageSize: true, displayHeaderFooter: false });
}

/** Prints the loaded report page as an A4 PDF in its page frame. */
export async function printWithPageFrame(page: Page, lang: LanguageCode, text: PageFrameText): Promise<Buffer> {
  await addPageFrame(page, lang, text);
  return printPdf(page);
}
