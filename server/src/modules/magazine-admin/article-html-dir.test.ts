import { describe, expect, it } from 'vitest';
import { articleHeadings, cleanArticleBody, plainText } from '../magazine/article-html.ts';

describe('the article allow-list with the editor’s text direction', () => {
  it('keeps rtl/ltr/auto `dir` on blocks, drops other values, and still numbers headings carrying a `dir`', () => {
    const { html, headings } = cleanArticleBody(
      '<h2 dir="ltr" id="evil">Intro</h2><p dir="rtl">متن</p><ul dir="ltr"><li dir="ltr">a</li></ul><table dir="ltr"><tbody><tr><td dir="rtl">x</td></tr></tbody></table><h3>B</h3><h1 dir="rtl">C</h1><p dir="sideways">d</p>',
    );
    expect(html).toContain('<h2 id="section-1" dir="ltr">Intro</h2>');
    expect(html).toContain('<p dir="rtl">متن</p>');
    expect(html).toContain('<ul dir="ltr"><li dir="ltr">a</li></ul>');
    expect(html).toContain('<table dir="ltr">');
    expect(html).toContain('<td dir="rtl">x</td>');
    expect(html).toContain('<p>d</p>');
    expect(html).not.toContain('evil');
    expect(headings.map((h) => h.anchor)).toEqual(['section-1', 'section-2', 'section-3']);
    expect(articleHeadings(html)).toEqual(headings);
  });

  it('makes titles plain text, script content and entity-hidden markup included', () => {
    expect(plainText('<script>alert(1)</script>سلام <b>دنیا</b>')).toBe('سلام دنیا');
    expect(plainText('&lt;img src=x onerror=alert(1)&gt;متن')).toBe('متن');
    expect(plainText('A &amp; B < C')).toBe('A & B < C');
  });
});
