import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MENU_SCRIPT, NAV_MENU_ID, SiteHeader } from './site-header.tsx';
import { renderAt } from '../../test/render.tsx';

/** The bar's navigation (the menu's copy is a closed popover, out of the page until opened). */
async function bar() {
  const navs = await screen.findAllByRole('navigation', { name: 'منوی اصلی', hidden: true });
  return navs.find((nav) => !nav.closest('[popover]'))!;
}

function menu() {
  return document.getElementById(NAV_MENU_ID)!;
}

describe('public header', () => {
  it('marks the current page in the navigation', async () => {
    renderAt(() => <SiteHeader />, { path: '/Blogs/details/3' });
    const nav = await bar();
    const current = within(nav).getByRole('link', { current: 'page', hidden: true });
    expect(current.textContent).toBe('مجله');
    expect(within(nav).getByRole('link', { name: 'خانه', hidden: true }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getAllByRole('link', { hidden: true })).toHaveLength(5);
  });

  it('links the logo home and offers the contact page', async () => {
    renderAt(() => <SiteHeader />, { path: '/' });
    expect((await screen.findByRole('link', { name: 'ریرا، صفحهٔ اصلی' })).getAttribute('href')).toBe('/');
    const contact = screen.getAllByRole('link', { name: 'تماس با ما', hidden: true });
    expect(contact.map((a) => a.getAttribute('href'))).toEqual(['/contact-us', '/contact-us']);
  });

  it('opens the menu without JavaScript: a native popover with the same items', async () => {
    renderAt(() => <SiteHeader />, { path: '/about-us' });
    const button = await screen.findByRole('button', { name: 'باز کردن منو' });
    // The browser opens and closes it (popovertarget); Escape and a click outside close it too.
    expect(button.getAttribute('popovertarget')).toBe(NAV_MENU_ID);
    expect(menu().getAttribute('popover')).toBe('auto');
    expect(menu().getAttribute('role')).toBe('dialog');
    expect(within(menu()).getByRole('heading', { name: 'منو', hidden: true }).id).toBe(menu().getAttribute('aria-labelledby'));
    const links = within(menu()).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.textContent)).toEqual(['خانه', 'محصولات', 'خدمات', 'مجله', 'درباره ما', 'تماس با ما']);
    expect(within(menu()).getByRole('link', { current: 'page', hidden: true }).textContent).toBe('درباره ما');
    const close = within(menu()).getByRole('button', { name: 'بستن', hidden: true });
    expect(close.getAttribute('popovertarget')).toBe(NAV_MENU_ID);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
  });

  it('closes the menu when a link in it is followed', async () => {
    renderAt(() => <SiteHeader />, { path: '/' });
    await screen.findByRole('button', { name: 'باز کردن منو' });
    let hidden = 0;
    // happy-dom has no popovers: the menu stands in as an open one.
    vi.spyOn(menu(), 'matches').mockImplementation((selector: string) => selector === ':popover-open');
    menu().hidePopover = () => {
      hidden++;
    };
    fireEvent.click(within(menu()).getByRole('heading', { hidden: true }));
    expect(hidden).toBe(0);
    fireEvent.click(within(menu()).getByRole('link', { name: 'مجله', hidden: true }));
    expect(hidden).toBe(1);
  });

  it('has a script for pages without React that does the same, and only there', async () => {
    renderAt(() => <SiteHeader />, { path: '/' });
    await screen.findByRole('button', { name: 'باز کردن منو' });
    // Rendered in a browser, the page is hydrated: React closes the menu, no inline script.
    expect(document.querySelector('header script')).toBeNull();
    expect(MENU_SCRIPT).toContain(`#${NAV_MENU_ID} a[href]`);
    // It runs as written: a click on a menu link hides the menu, other clicks do not.
    let hidden = 0;
    menu().hidePopover = () => {
      hidden++;
    };
    new Function(MENU_SCRIPT)();
    fireEvent.click(document.querySelector('header a')!);
    expect(hidden).toBe(0);
    fireEvent.click(within(menu()).getByRole('link', { name: 'خدمات', hidden: true }));
    expect(hidden).toBe(1);
  });

  it('switches language with a form that works without JavaScript', async () => {
    renderAt(() => <SiteHeader />, { path: '/products/rira360?tag=a&lang=fa' });
    const button = await screen.findByTestId('language-switch');
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/language');
    expect(Object.fromEntries(new FormData(form))).toEqual({ lang: 'en', to: '/products/rira360?tag=a&lang=en' });
  });

  it('speaks English when the page is English', async () => {
    renderAt(() => <SiteHeader />, { path: '/', lang: 'en' });
    const navs = await screen.findAllByRole('navigation', { name: 'Main menu', hidden: true });
    expect(within(navs[0]!).getByRole('link', { current: 'page', hidden: true }).textContent).toBe('Home');
    // The switch offers the other language, in that language.
    expect(screen.getByTestId('language-switch').textContent).toContain('فارسی');
    const form = screen.getByTestId('language-switch').closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ lang: 'fa', to: '/' });
  });
});
