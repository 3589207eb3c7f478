import sanitizeHtml from 'sanitize-html';
import { normalizeForSearch } from '@rira/contracts';

/**
 * Article bodies are HTML written in the admin's editor. Every body is cleaned with this
 * allow-list before it is stored; the site then renders the stored HTML as is.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'a',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
    'br',
    'hr',
    'mark',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    p: ['dir'],
    blockquote: ['dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      // Links to other sites open in a new tab and get no access to this page.
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : { ...attribs, rel: attribs.rel ?? '' },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

export interface CleanArticleBody {
  html: string;
  /** The body as plain text (search, reading time). */
  text: string;
  headings: { anchor: string; title: string; level: number }[];
}

const HEADING = /<h([234]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;

function stripTags(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/**
 * Cleans an article body and numbers its h2/h3 headings (`section-1`, …) so the table of
 * contents can link to them. Empty `rel` attributes left by the link rule are dropped.
 */
export function cleanArticleBody(dirty: string): CleanArticleBody {
  let n = 0;
  const numbered = sanitizeHtml(dirty, {
    ...SANITIZE_OPTIONS,
    transformTags: {
      ...SANITIZE_OPTIONS.transformTags,
      // h1 is the article's title on the page: a body's h1 becomes an h2.
      h1: (_tagName, attribs) => ({ tagName: 'h2', attribs: { ...attribs, id: `section-${++n}` } }),
      h2: (tagName, attribs) => ({ tagName, attribs: { ...attribs, id: `section-${++n}` } }),
      h3: (tagName, attribs) => ({ tagName, attribs: { ...attribs, id: `section-${++n}` } }),
    },
  }).replace(/ rel=""/g, '');
  const headings: CleanArticleBody['headings'] = [];
  for (const match of numbered.matchAll(HEADING)) {
    const level = Number(match[1]);
    if (level > 3) continue;
    headings.push({ anchor: match[2]!, title: stripTags(match[3]!).trim(), level });
  }
  const text = stripTags(numbered.replace(/<\/(p|h[234]|li|blockquote|figcaption|td|th)>/g, '$& '))
    .replace(/\s+/g, ' ')
    .trim();
  return { html: numbered, text, headings };
}

/** The headings of an already-clean body (as stored). */
export function articleHeadings(cleanHtml: string): CleanArticleBody['headings'] {
  const headings: CleanArticleBody['headings'] = [];
  for (const match of cleanHtml.matchAll(HEADING)) {
    const level = Number(match[1]);
    if (level <= 3) headings.push({ anchor: match[2]!, title: stripTags(match[3]!).trim(), level });
  }
  return headings;
}

/** Minutes to read at about 200 words a minute (Persian readers average a little less than English). */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** What search matches: normalised (ی/ک, Latin digits), lower case, with ZWNJ read as a space. */
export function searchableText(...parts: string[]): string {
  return normalizeForSearch(parts.join(' ').replace(/\u200C/g, ' ')).toLowerCase();
}
