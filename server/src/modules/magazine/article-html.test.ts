import { describe, expect, it } from 'vitest';
import { articleHeadings, cleanArticleBody, readingMinutes, searchableText } from './article-html.ts';

describe('article bodies', () => {
  it('keeps the allowed markup and removes scripts, handlers, styles and unsafe links', () => {
    const dirty = `<h1>Title</h1><p style="color:red" onclick="x()">Hello <a href="javascript:alert(1)">bad</a>
      <a href="https://example.com/x">out</a> <a href="/products/rira360">in</a></p>
      <script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)" alt="a">
      <iframe src="https://evil.example"></iframe><h3>Sub</h3><ul><li>one</li></ul>`;
    const { html } = cleanArticleBody(dirty);
    expect(html).not.toMatch(/script|onclick|onerror|style=|javascript:|iframe/i);
    expect(html).toContain('<h2 id="section-1">Title</h2>');
    expect(html).toContain('<h3 id="section-2">Sub</h3>');
    expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/products/rira360">in</a>');
    expect(html).toContain('<img src="https://example.com/a.png" alt="a" loading="lazy" decoding="async" />');
    expect(html).toContain('<ul><li>one</li></ul>');
  });

  it('numbers headings for the table of contents, whatever ids the author typed', () => {
    const { html, headings } = cleanArticleBody('<h2 id="evil" onclick="x">اول</h2><p>متن</p><h3>دوم <em>زیر</em></h3><h4>سوم</h4>');
    expect(headings).toEqual([
      { anchor: 'section-1', title: 'اول', level: 2 },
      { anchor: 'section-2', title: 'دوم زیر', level: 3 },
    ]);
    expect(articleHeadings(html)).toEqual(headings);
  });

  it('gives plain text for search and reading time', () => {
    const { text } = cleanArticleBody('<p>یک&nbsp;دو</p><p>سه &amp; چهار</p>');
    expect(text).toBe('یک دو سه & چهار');
    expect(readingMinutes('کلمه '.repeat(600))).toBe(3);
    expect(readingMinutes('')).toBe(1);
    expect(searchableText('ارزيابي ۳۶۰', 'می‌شود OKR')).toBe('ارزیابی 360 می شود okr');
  });
});
