import sanitizeHtml from 'sanitize-html';
import { normalizeForSearch } from '@rira/contracts';

/**
 * Article bodies are HTML written in the admin's editor. Every body is cleaned with this
 * allow-list before it is stored; the site then renders the stored HTML as is.
 */
/** Text direction of a block: only these values survive. */
const DIR = { name: 'dir', multiple: false, values: ['rtl', 'ltr', 'auto'] };

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
    // `dir` on blocks: the admin's editor marks each paragraph, heading, list or table as
    // right-to-left or left-to-right (Persian text with English passages and the reverse).
    h1: [DIR],
    h2: ['id', DIR],
    h3: ['id', DIR],
    h4: ['id', DIR],
    th: ['scope', 'colspan', 'rowspan', DIR],
    td: ['colspan', 'rowspan', DIR],
    p: [DIR],
    blockquote: [DIR],
    ul: [DIR],
    ol: [DIR, 'start'],
    li: [DIR],
    table: [DIR],
    figcaption: [DIR],
    pre: [DIR],
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

const HEADING = /<h([234]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;

function withoutId(attribs: Record<string, string>): Record<string, string> {
  const { id: _id, ...rest } = attribs;
  return rest;
}

/** Plain text of a title or summary: every tag (and a script's content) removed, entities read. */
export function plainText(value: string): string {
  let text = value;
  // Decoding entities can reveal markup (`&lt;b&gt;`): strip until nothing changes.
  for (let i = 0; i < 3; i++) {
    const next = stripTags(text);
    if (next === text) break;
    text = next;
  }
  return text.trim();
}

/**
 * HTML → text, with a real HTML parser and the entities read back into characters. Deliberately
 * not the shared `stripHtml` (contracts/src/html-text.ts): that one takes plain-text fields, where
 * `&amp;` is what the person typed and must stay; here the input is HTML (an article's body and
 * headings, and titles and summaries that may hold pasted markup), whose entities are characters.
 */
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
      // The id goes first, so `HEADING` finds it whatever else the heading carries (its `dir`).
      h1: (_tagName, attribs) => ({ tagName: 'h2', attribs: { id: `section-${++n}`, ...withoutId(attribs) } }),
      h2: (tagName, attribs) => ({ tagName, attribs: { id: `section-${++n}`, ...withoutId(attribs) } }),
      h3: (tagName, attribs) => ({ tagName, attribs: { id: `section-${++n}`, ...withoutId(attribs) } }),
    },
  })
    .replace(/ rel=""/g, '')
    // A `dir` whose value is not allowed is left by sanitize-html as a bare `dir`: drop it.
    .replace(/(<[a-z][a-z0-9]*\b[^>]*?) dir(?=[\s/>])/g, '$1');
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
