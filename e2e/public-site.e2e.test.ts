import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PUBLIC_PAGES } from '@rira/contracts/site/catalogue';
import { baseUrl, DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, skipE2E } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';

let browser: Browser;
beforeAll(async () => {
  if (!skipE2E) browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const ARTICLE_FA = '/blogs/details/what-is-360-degree-feedback';
const ARTICLE_EN = '/blogs/details/how-to-read-a-360-degree-report';
const ROUTES = [...PUBLIC_PAGES.map((p) => p.path), ARTICLE_FA, ARTICLE_EN];

/** The spec's capitalised spelling of a path: /Blogs, /About-us, /Products/rira360 … */
function capitalised(path: string): string {
  const [, first = '', ...rest] = path.split('/');
  return ['', first.charAt(0).toUpperCase() + first.slice(1), ...rest].join('/');
}

const inEnglish = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=en`;

/** Every error the page logged, except the document's own 404 status line. */
function pageErrors(errors: string[]) {
  return errors.filter((e) => !e.includes('status of 404'));
}

async function h1(page: Page) {
  return (await page.locator('h1').first().textContent())?.trim() ?? '';
}

describe.skipIf(skipE2E)('the public website', () => {
  it('answers every route and its capitalised twin (301 to the canonical spelling)', async () => {
    for (const path of ROUTES) {
      const twin = capitalised(path);
      if (twin === path) continue;
      const res = await fetch(`${baseUrl()}${twin}?lang=en`, { redirect: 'manual' });
      expect(res.status, twin).toBe(301);
      expect(res.headers.get('location'), twin).toBe(`${path}?lang=en`);
    }
    // Both casings of the spec's header links land on the page.
    const { page, context } = await openPage(browser, DESKTOP);
    const twins = {
      '/Blogs': '/blogs',
      '/About-us': '/about-us',
      '/Contact-us': '/contact-us',
      '/Products/rirasanj': '/products/RIRASanj',
      '/Services/OKR': '/services/okr',
    };
    for (const [twin, canonical] of Object.entries(twins)) {
      await page.goto(twin);
      expect(new URL(page.url()).pathname).toBe(canonical);
      expect(await h1(page)).not.toBe('');
    }
    await context.close();
  });

  for (const lang of ['fa', 'en'] as const) {
    it(`renders every public page in ${lang === 'fa' ? 'Persian (rtl)' : 'English (ltr)'} with its heading and no console errors`, async () => {
      const { page, context, errors } = await openPage(browser, lang === 'fa' ? PHONE : DESKTOP);
      for (const path of ROUTES) {
        const res = await page.goto(lang === 'en' ? inEnglish(path) : path);
        expect(res?.status(), path).toBe(200);
        expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
        expect(await page.locator('html').getAttribute('dir'), path).toBe(lang === 'fa' ? 'rtl' : 'ltr');
        expect(await h1(page), path).not.toBe('');
      }
      // Hydration problems surface as console errors right after load; let the last page settle too.
      await page.waitForLoadState('networkidle');
      expect(pageErrors(errors)).toEqual([]);
      await context.close();
    });
  }

  it('passes axe on the public pages in both languages (no serious or critical problem)', async () => {
    const { page, context } = await openPage(browser, PHONE);
    const paths = [
      '/',
      '/products/rira360',
      '/services/okr/demo',
      '/blogs',
      ARTICLE_FA,
      '/about-us',
      '/contact-us',
      '/policy',
      '/assessment-survey',
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
    for (const path of ['/', ARTICLE_EN, '/demo/product']) {
      await page.goto(inEnglish(path));
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
    await context.close();
  });

  it('shows Jalali dates and Persian digits in Persian, Gregorian dates in English', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(ARTICLE_FA);
    const date = await page.locator('article time').first().textContent();
    expect(date).toMatch(/^[۰-۹]+ (فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) ۱۴[۰-۹]{2}$/);
    await page.goto(inEnglish(ARTICLE_EN));
    expect(await page.locator('article time').first().textContent()).toMatch(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/);
    await context.close();
  });

  it('sends the contact form in Persian: every error at once, then the success message', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto('/contact-us');
    const submit = page.getByRole('button', { name: 'ارسال پیام' });
    await submit.click();
    await expect.poll(() => page.getByText('این فیلد الزامی است.').count()).toBe(4);
    await page.locator('#contact-email').fill('not-an-email');
    await submit.click();
    await expect.poll(() => page.getByText('نشانی ایمیل معتبر نیست.').count()).toBe(1);

    await page.locator('#contact-fullname').fill('مريم كاظمي');
    await page.locator('#contact-position').fill('مدير منابع انساني');
    await page.locator('#contact-phone').fill('۰۹۱۲ ۱۲۳ ۴۵۶۷');
    await page.locator('#contact-email').fill('maryam@example.com');
    await page.locator('#contact-message').fill('درباره ارزيابي ۳۶۰ سوال دارم.');
    await submit.click();
    await expect.poll(() => page.getByText('پیام شما دریافت شد. همکاران ما به‌زودی با شما تماس می‌گیرند.').count()).toBeGreaterThan(0);
    expect(pageErrors(errors).filter((e) => !e.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('with its small script, answers the contact form in place (no reload), keeping what was typed, with the focus on the wrong field', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(inEnglish('/contact-us'));
    // Gone after a reload: the answers below come without one.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.locator('#contact-fullname').fill('Sam Lee');
    await page.locator('#contact-position').fill('HR lead');
    await page.locator('#contact-phone').fill('+44 20 7946 0958');
    await page.locator('#contact-email').fill('sam@example');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Enter a valid e-mail address.').count()).toBe(1);
    expect(await page.locator('#contact-fullname').inputValue()).toBe('Sam Lee');
    expect(await page.locator('#contact-phone').inputValue()).toBe('+44 20 7946 0958');
    expect(await page.locator('#contact-email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-email');
    await expectAccessible(page);
    await page.locator('#contact-email').fill('sam@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Your message has been received. We will be in touch soon.').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await context.close();
  });

  it('requests demos on a product page, a service page and the generic pages', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const fillDemo = async (english = false) => {
      await page.locator('#demo-fullname').fill(english ? 'Reza Ahmadi' : 'رضا احمدی');
      await page.locator('#demo-company').fill(english ? 'Aria Co' : 'شرکت آریا');
      await page.locator('#demo-phone').fill('09121234567');
      await page.locator('#demo-email').fill('reza@example.com');
      await page.locator('#demo-team-size').selectOption('51-200');
    };

    await page.goto('/products/rira360');
    await page.getByRole('link', { name: 'درخواست دمو' }).first().click();
    await page.waitForURL('**/products/rira360/demo');
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect.poll(() => page.getByText('این فیلد الزامی است.').count()).toBe(4);
    await fillDemo();
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect.poll(() => page.getByText('درخواست دمو ثبت شد. برای هماهنگی زمان جلسه با شما تماس می‌گیریم.').count()).toBeGreaterThan(0);

    await page.goto('/services/okr/demo');
    await fillDemo();
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect.poll(() => page.getByText('درخواست دمو ثبت شد. برای هماهنگی زمان جلسه با شما تماس می‌گیریم.').count()).toBeGreaterThan(0);

    await page.goto(inEnglish('/demo/product'));
    await fillDemo(true);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.getByText('Choose a product.').count()).toBe(1);
    await page.locator('#demo-product').selectOption('riraSanj');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => page.getByText('Your demo request has been recorded. We will contact you to arrange the session.').count())
      .toBeGreaterThan(0);

    await page.goto('/demo/service');
    await fillDemo();
    await page.locator('#demo-phone').fill('12');
    await page.locator('#demo-service').selectOption('recruitment');
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect.poll(() => page.getByText(/شمارهٔ موبایل ایرانی/).count()).toBe(1);
    await page.locator('#demo-phone').fill('+49 30 1234567');
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect.poll(() => page.getByText('درخواست دمو ثبت شد. برای هماهنگی زمان جلسه با شما تماس می‌گیریم.').count()).toBeGreaterThan(0);

    // The system manager hears about each request by e-mail too.
    const notice = await waitForMail((m) => m.subject === 'درخواست دموی تازه برای ریرا ۳۶۰');
    expect(notice.text).toContain('رضا احمدی');
    // A refused form's page answers 400 (every field's problem).
    expect(pageErrors(errors).filter((e) => !e.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('answers the assessment survey: unanswered questions named, then recorded', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto('/assessment-survey');
    await page.getByRole('button', { name: 'ثبت پاسخ‌ها' }).click();
    await expect.poll(() => page.getByText('یکی از گزینه‌ها را انتخاب کنید.').count()).toBe(5);
    await page.getByLabel('۲۰۱ تا ۱۰۰۰ نفر').check();
    await page.getByLabel('بله، یک یا دو بار').check();
    await page.getByLabel('۲ از ۵').first().check();
    await page.getByLabel('۴ از ۵').nth(1).check();
    await page.getByLabel('توسعهٔ مدیران و رهبری').check();
    await page.getByLabel('جذب و استخدام').check();
    await page.getByRole('button', { name: 'ثبت پاسخ‌ها' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'از همراهی‌تان سپاسگزاریم' }).count()).toBe(1);
    // A refused form's page answers 400 (every question's problem).
    expect(pageErrors(errors).filter((e) => !e.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('e-mails an article’s file to the reader, with the file attached', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(ARTICLE_FA);
    await page.getByRole('button', { name: /ارسال «چک‌لیست آمادگی سازمان/ }).click();
    const send = page.getByRole('button', { name: 'ارسال فایل به ایمیل من' });
    await send.click();
    await expect.poll(() => page.getByText('این فیلد الزامی است.').count()).toBe(2);
    await page.getByLabel('نام و نام خانوادگی').fill('سارا محمدی');
    await page.getByLabel('ایمیل', { exact: true }).fill('sara.reader@example.com');
    await send.click();
    await expect.poll(() => page.getByText('فایل به نشانی ایمیل شما فرستاده شد.').count()).toBeGreaterThan(0);

    const mail = await waitForMail((m) => m.to === 'sara.reader@example.com');
    expect(mail.subject).toBe('فایل «rira-360-readiness-checklist.docx» از مجلهٔ ریرا');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'rira-360-readiness-checklist.docx' });
    expect(mail.attachments[0]!.size).toBeGreaterThan(500);
    expect(Buffer.from(mail.attachments[0]!.content, 'base64').subarray(0, 2).toString()).toBe('PK');
    expect(pageErrors(errors)).toEqual([]);
    await context.close();
  });

  it('pages through the magazine: infinite scroll with its states, plain page links, search and filters', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const feed = page.locator('[data-feed-state]');
    const cards = feed.locator('article');
    await page.goto('/blogs');
    expect(await cards.count()).toBe(10);
    await expect.poll(() => feed.getAttribute('data-feed-state')).toBe('ok');

    // The next page fails once: the error state offers a retry that then succeeds.
    const nextPage = (url: URL) => url.pathname === '/blogs' && url.searchParams.get('page') === '2';
    await page.route(nextPage, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<p>x</p>' }));
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => feed.getAttribute('data-feed-state')).toBe('error');
    expect(await page.getByText('بارگذاری مقاله‌های بیشتر ممکن نشد.').isVisible()).toBe(true);
    await page.unroute(nextPage);
    await page.getByRole('button', { name: 'تلاش دوباره' }).click();
    await expect.poll(() => feed.getAttribute('data-feed-state')).toBe('empty');
    expect(await cards.count()).toBe(12);
    expect(await page.getByText('همهٔ مقاله‌ها را دیدید.').isVisible()).toBe(true);
    // Appended in place: the address is still the first page's.
    expect(new URL(page.url()).search).toBe('');

    // Crawlers' way: plain links to each page.
    const pages = page.getByRole('navigation', { name: 'صفحه‌های مجله' });
    await pages.getByRole('link', { name: 'صفحهٔ ۲' }).click();
    await page.waitForURL('**/blogs?page=2');
    await expect.poll(() => cards.count()).toBe(2);

    // Search with Arabic letters finds the Persian spelling.
    await page.goto('/blogs');
    await page.getByRole('searchbox', { name: 'جست‌وجو در مقاله‌ها' }).fill('كوچينگ');
    await page.getByRole('button', { name: 'جست‌وجو' }).click();
    await page.waitForURL(/q=/);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /کوچينگ|كوچينگ/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'نوشتن برنامهٔ توسعهٔ فردی که واقعاً اجرا شود' }).count()).toBe(1);

    // A category, then a tag.
    await page.goto('/blogs');
    await page.getByRole('link', { name: /^جذب و نگهداشت استعداد/ }).click();
    await page.waitForURL('**/blogs?category=talent');
    await expect.poll(() => cards.count()).toBe(2);
    await page.goto('/blogs?tag=okr');
    await expect.poll(() => cards.count()).toBe(1);
    // The one failure is the 500 this test made up.
    expect(pageErrors(errors).filter((e) => !e.includes('status of 500'))).toEqual([]);
    await context.close();
  });

  it('answers an unpublished article and an unknown one with the 404 page inside the site', async () => {
    for (const path of [
      '/blogs/details/remote-team-feedback-draft',
      '/blogs/details/annual-assessment-report-preview',
      '/blogs/details/nope',
    ]) {
      expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(404);
    }
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto('/blogs/details/remote-team-feedback-draft');
    expect(await h1(page)).toBe('صفحه پیدا نشد');
    expect(await page.locator('header nav').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('tells search engines and link previews what each page is', async () => {
    const origin = baseUrl();
    const home = await (await fetch(`${origin}/?lang=en`)).text();
    expect(home).toContain(`<link rel="canonical" href="${origin}/?lang=en"/>`);
    for (const alternate of [
      `hreflang="fa" href="${origin}/"`,
      `hreflang="en" href="${origin}/?lang=en"`,
      `hreflang="x-default" href="${origin}/"`,
    ]) {
      expect(home.toLowerCase()).toContain(alternate.toLowerCase());
    }
    expect(home).toContain('property="og:title"');
    expect(home).toContain('name="twitter:card" content="summary_large_image"');
    expect(home).toContain('"@type":"Organization"');
    expect(home).toContain('"@type":"WebSite"');

    const article = await (await fetch(`${origin}${ARTICLE_FA}`)).text();
    expect(article).toContain('"@type":"BlogPosting"');
    expect(article).toContain('"@type":"BreadcrumbList"');
    expect(article).toContain('property="og:type" content="article"');
    expect(article).toMatch(/property="og:image" content="http[^"]+\.jpg"/);

    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${origin}/products/RIRASanj?lang=en</loc>`);
    expect(await (await fetch(`${origin}/robots.txt`)).text()).toContain('Disallow: /admin');
    expect(await (await fetch(`${origin}/blogs/rss.xml`)).text()).toContain('<rss version="2.0"');
    // The magazine links its feed, in each language; the sign-in page says what it is.
    const magazine = await (await fetch(`${origin}/blogs`)).text();
    expect(magazine).toMatch(/<link[^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*href="\/blogs\/rss.xml"/);
    expect(await (await fetch(`${origin}/blogs?lang=en`)).text()).toContain('href="/blogs/rss.xml?lang=en"');
    expect(await (await fetch(`${origin}/login?lang=en`)).text()).toMatch(
      /<meta name="description" content="Sign in to RIRA with your password/,
    );
  });

  it('lets anonymous visitors and caches reuse a page: ETag, short public max-age, 304', async () => {
    const first = await fetch(`${baseUrl()}/about-us`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    // No nonce in a shared page: its inline scripts are allowed by hash.
    expect(first.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    const again = await fetch(`${baseUrl()}/about-us`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // Signed-in visitors are never served a shared copy.
    const private_ = await fetch(`${baseUrl()}/about-us`, { headers: { cookie: 'rira_sid=x' } });
    expect(private_.headers.get('cache-control') ?? '').not.toContain('public');
  });

  it('serves an article from the page cache and still counts each reader’s view once, within seconds', async () => {
    const slug = 'how-to-read-a-360-degree-report';
    // A crawler's read counts nothing: it tells the count without changing it.
    const countNow = async () => {
      const res = await fetch(`${baseUrl()}/api/user/article/GetArticleDetails/${slug}`, { headers: { 'user-agent': 'Googlebot/2.1' } });
      return ((await res.json()) as { data: { viewCount: number } }).data.viewCount;
    };
    const before = await countNow();
    const read = (reader: string) =>
      fetch(`${baseUrl()}/blogs/details/${slug}?lang=en`, { headers: { 'user-agent': `Mozilla/5.0 Reader/${reader}` } });
    const pages = [await read('a'), await read('b'), await read('b'), await read('c')];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toContain('public');
      // The server's note to itself never leaves it.
      expect(page.headers.get('x-rira-article-view')).toBeNull();
    }
    // One render, then copies of it: the same page (ETag) for every reader within the cache's seconds.
    expect(new Set(pages.map((p) => p.headers.get('etag'))).size).toBe(1);
    // Three readers (b read twice), written with the view counter's next flush (every 10 s).
    const deadline = Date.now() + 30_000;
    let after = await countNow();
    while (after < before + 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      after = await countNow();
    }
    expect(after).toBe(before + 3);
  });

  it('switches language from the header: the address gains ?lang=en and the page turns left-to-right', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto('/products/riraAcademy');
    await page.getByTestId('language-switch').click();
    await page.waitForURL('**/products/riraAcademy?lang=en');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await h1(page)).toBe('Learning that ends in new behaviour at work');
    // Links on an English page stay English.
    expect(await page.locator('header').getByRole('link', { name: 'Magazine' }).getAttribute('href')).toBe('/blogs?lang=en');
    await page.getByTestId('language-switch').click();
    await page.waitForURL((url) => url.pathname === '/products/riraAcademy' && !url.search.includes('lang'));
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(pageErrors(errors)).toEqual([]);
    await context.close();
  });

  it('keeps a wrapped breadcrumb’s separator with the title’s first words on a phone, not alone beside them', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${ARTICLE_EN}?lang=en`);
    const current = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('ol > li').last();
    const title = current.locator('[aria-current="page"]');
    const separator = current.locator('span[aria-hidden]');
    const titleBox = (await title.boundingBox())!;
    // The English title wraps on a 375 px screen ...
    const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
    expect(titleBox.height).toBeGreaterThan(lineHeight * 1.5);
    // ... and its separator sits on the title's first line, not halfway down beside the block.
    const separatorBox = (await separator.boundingBox())!;
    // (Centred beside a two-line title, as before, it stood half a line lower.)
    expect(Math.abs(separatorBox.y - titleBox.y)).toBeLessThan(lineHeight * 0.25);
    await context.close();
  });
});
