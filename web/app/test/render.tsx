import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import type { LanguageCode } from '@rira/contracts/auth';
import { createI18n, setActiveI18n } from '../lib/i18n.ts';

/** Renders `ui` at `path` inside a data router and an i18next provider of the given language. */
export function renderAt(ui: () => ReactElement, { path = '/', lang = 'fa' as LanguageCode } = {}) {
  const i18n = createI18n(lang);
  setActiveI18n(i18n);
  const Stub = createRoutesStub([{ path: '*', Component: ui }]);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
  return { ...result, i18n };
}

/** A JSON Response like the API's. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
