import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ErrorPage } from './error-page.tsx';
import { loader } from '../../routes/not-found.tsx';
import { renderAt } from '../../test/render.tsx';

describe('404 page', () => {
  it('says the page was probably moved or deleted and links home', async () => {
    renderAt(() => <ErrorPage status={404} path="/nowhere" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('صفحه پیدا نشد');
    expect(screen.getByText(/جابه‌جا یا حذف شده/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحهٔ اصلی' }).getAttribute('href')).toBe('/');
  });

  it('answers unmatched paths with status 404', () => {
    const result = loader({ request: new Request('http://x/no/such'), params: {}, context: {} } as unknown as Parameters<typeof loader>[0]);
    expect(result.init?.status).toBe(404);
    expect(result.data).toEqual({ path: '/no/such' });
  });
});
