import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns the five markup characters into entities and leaves the rest', () => {
    expect(escapeHtml(`<a href="x">R&D's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;R&amp;D&#39;s&lt;/a&gt;');
    expect(escapeHtml('سارا محمدی')).toBe('سارا محمدی');
    // Escaping twice escapes the first entities: callers escape once, where the markup is built.
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
