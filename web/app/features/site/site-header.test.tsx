import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SiteHeader } from './site-header.tsx';
import { renderAt } from '../../test/render.tsx';

describe('public header', () => {
  it('marks the current page in the navigation', async () => {
    renderAt(() => <SiteHeader />, { path: '/Blogs/details/3' });
    const nav = await screen.findByRole('navigation', { name: 'منوی اصلی' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('مجله');
    expect(within(nav).getByRole('link', { name: 'خانه' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
  });

  it('links the logo home and offers the contact page', async () => {
    renderAt(() => <SiteHeader />, { path: '/' });
    expect((await screen.findByRole('link', { name: 'ریرا، صفحهٔ اصلی' })).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'تماس با ما' }).getAttribute('href')).toBe('/contact-us');
  });

  it('opens the menu drawer with the same items and closes it with Escape', async () => {
    renderAt(() => <SiteHeader />, { path: '/about-us' });
    const button = await screen.findByRole('button', { name: 'باز کردن منو' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => {
      fireEvent.click(button);
    });
    const dialog = await screen.findByRole('dialog', { name: 'منو' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['خانه', 'محصولات', 'خدمات', 'مجله', 'درباره ما', 'تماس با ما']);
    expect(within(dialog).getByRole('link', { current: 'page' }).textContent).toBe('درباره ما');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the drawer when a link is followed', async () => {
    renderAt(() => <SiteHeader />, { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'باز کردن منو' }));
    const dialog = await screen.findByRole('dialog', { name: 'منو' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'مجله' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const nav = screen.getByRole('navigation', { name: 'منوی اصلی' });
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('مجله');
  });

  it('speaks English when the page is English', async () => {
    renderAt(() => <SiteHeader />, { path: '/', lang: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Home');
    // The switch offers the other language, in that language.
    expect(screen.getByTestId('language-switch').textContent).toContain('فارسی');
  });
});
