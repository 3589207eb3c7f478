// @vitest-environment node
// (The server's render: no document, React's streaming renderer.)
import { PassThrough } from 'node:stream';
import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@rira/contracts/language';
import { addResources, i18nIn, memoisedT } from './i18n.ts';
import { useTranslation } from './react-i18next.server.ts';

/** A part of a page that waits for its data, then shows labels: renders interleave at the wait. */
function Labels({ data }: { data: Promise<number> }) {
  const views = use(data);
  const { t, i18n } = useTranslation();
  return (
    <p data-lang={i18n.language}>
      {t('common.skipToContent')} / {t('magazine.views', { count: views, value: String(views) })}
    </p>
  );
}

/** As entry.server renders a page: the language's shared instance, streamed, read to the end. */
function render(lang: LanguageCode, data: Promise<number>): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const { pipe } = renderToPipeableStream(
      <I18nextProvider i18n={i18nIn(lang)}>
        <Suspense fallback="…">
          <Labels data={data} />
        </Suspense>
      </I18nextProvider>,
      {
        onAllReady() {
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
          sink.on('end', () => resolve(html));
          pipe(sink);
        },
        onShellError: reject,
      },
    );
  });
}

function later<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('server renders: one shared i18next instance per language', () => {
  it('two renders under way at once in the two languages never mix', async () => {
    const faData = later<number>();
    const enData = later<number>();
    const fa = render('fa', faData.promise);
    const en = render('en', enData.promise);
    // Both wait for their data; the English one goes on first, then the Persian one.
    enData.resolve(1);
    await new Promise((r) => setTimeout(r, 5));
    faData.resolve(2);
    const [faHtml, enHtml] = await Promise.all([fa, en]);
    expect(enHtml).toContain('data-lang="en"');
    expect(enHtml).toContain('Skip to main content');
    expect(enHtml).toContain('1 view');
    expect(enHtml).not.toMatch(/[\u0600-\u06FF]/);
    expect(faHtml).toContain('data-lang="fa"');
    expect(faHtml).toContain('رفتن به محتوای اصلی');
    expect(faHtml).not.toContain('Skip to main content');
    // Each render after the first reads the memo: still its own language.
    expect(await render('en', Promise.resolve(2))).toContain('2 views');
    expect(await render('fa', Promise.resolve(1))).toContain('رفتن به محتوای اصلی');
  });

  it('a shared instance refuses to switch language (a render in the other language uses the other one)', () => {
    expect(() => i18nIn('fa').changeLanguage('en')).toThrow(/never changes its language/);
    expect(i18nIn('fa').language).toBe('fa');
  });

  it('the memo answers as i18next does, and forgets when strings are added', () => {
    const t = memoisedT(i18nIn('en'));
    const plain = i18nIn('en').t.bind(i18nIn('en'));
    expect(t('common.close')).toBe(plain('common.close'));
    expect(t('magazine.views', { count: 2, value: '2' })).toBe('2 views');
    expect(t('magazine.views', { count: 1, value: '1' })).toBe('1 view');
    addResources({ fa: [], en: [{ common: { close: 'Close now' } }] });
    try {
      expect(t('common.close')).toBe('Close now');
    } finally {
      addResources({ fa: [], en: [{ common: { close: 'Close' } }] });
    }
    expect(t('common.close')).toBe('Close');
  });
});
