import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { ClientForm } from './client-form.tsx';

const form = (
  <ClientForm noValidate aria-label="sign in">
    <input aria-label="password" name="Password" />
    <button type="submit">go</button>
  </ClientForm>
);

describe('a form only the app submits', () => {
  it('is sent by POST and disabled in the server’s HTML, so nothing typed can reach the address bar', () => {
    const html = renderToString(form);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
  });

  it('is usable once the app runs in the browser', () => {
    render(form);
    expect((screen.getByRole('button', { name: 'go' }) as HTMLButtonElement).matches(':disabled')).toBe(false);
    expect((screen.getByLabelText('password') as HTMLInputElement).matches(':disabled')).toBe(false);
  });
});
