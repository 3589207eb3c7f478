import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation } from 'react-router';
import type { ArticleDetails } from '@rira/contracts/site/magazine';
import { createI18n, ensureLanguage, setActiveI18n } from '../../lib/i18n.ts';
import { jsonResponse } from '../../test/render.tsx';
import { articleLanguageSwitch } from './article-language.ts';
import { LanguageSwitch } from '../../components/language/language-switch.tsx';

afterEach(() => vi.unstubAllGlobals());

function Page() {
  const location = useLocation();
  return (
    <>
      <LanguageSwitch />
      <output data-testid="at">{location.pathname + location.search}</output>
    </>
  );
}

/** An article page in Persian, whose route says where the other language lives. */
function renderArticle(translation: ArticleDetails['translation']) {
  const i18n = createI18n('fa');
  setActiveI18n(i18n);
  const article = { slug: 'choosing-the-right-raters', language: 'fa', translation } as ArticleDetails;
  const Stub = createRoutesStub([
    { path: '/blogs/details/:id', Component: Page, loader: () => ({ article }), handle: articleLanguageSwitch },
    { path: '*', Component: Page },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={['/blogs/details/choosing-the-right-raters']} />
    </I18nextProvider>,
  );
}

describe('the language switch on an article', () => {
  it('goes to the translation, with and without JavaScript', async () => {
    await ensureLanguage('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { data: null, succeeded: true, message: null })),
    );
    renderArticle({ slug: 'choosing-the-right-raters-for-360', title: 'How to choose the right raters', language: 'en' });
    const button = await screen.findByTestId('language-switch');
    const form = button.closest('form')!;
    expect((form.querySelector('input[name="to"]') as HTMLInputElement).value).toBe(
      '/blogs/details/choosing-the-right-raters-for-360?lang=en',
    );
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/blogs/details/choosing-the-right-raters-for-360?lang=en'));
  });

  it('goes to the English magazine when the article has no translation', async () => {
    renderArticle(null);
    const button = await screen.findByTestId('language-switch');
    expect((button.closest('form')!.querySelector('input[name="to"]') as HTMLInputElement).value).toBe('/blogs?lang=en');
  });
});
