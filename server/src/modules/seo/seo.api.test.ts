import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@rira/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://rira.example' }, { siteContent: true });
});
afterAll(async () => t.close());

describe('files for search engines and feed readers', () => {
  it('robots.txt keeps crawlers out of the admin area and points at the sitemap', async () => {
    const res = await t.client().get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: https://rira.example/sitemap.xml');
  });

  it('sitemap.xml lists every public page in both languages with reciprocal alternates, and every public article', async () => {
    const res = await t.client().get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    for (const page of PUBLIC_PAGES) {
      expect(xml).toContain(`<loc>https://rira.example${page.path}</loc>`);
      expect(xml).toContain(`<loc>https://rira.example${page.path}?lang=en</loc>`);
    }
    const about = /<url><loc>https:\/\/rira\.example\/about-us\?lang=en<\/loc>.*?<\/url>/.exec(xml)![0];
    expect(about).toContain('hreflang="fa" href="https://rira.example/about-us"');
    expect(about).toContain('hreflang="en" href="https://rira.example/about-us?lang=en"');
    expect(about).toContain('hreflang="x-default" href="https://rira.example/about-us"');
    expect(xml).toContain('<loc>https://rira.example/blogs/details/what-is-360-degree-feedback</loc>');
    expect(xml).toContain('<loc>https://rira.example/blogs/details/okrs-and-kpis-together?lang=en</loc>');
    // An article and its translation name each other.
    const translated =
      /<url><loc>https:\/\/rira\.example\/blogs\/details\/choosing-the-right-raters-for-360\?lang=en<\/loc>.*?<\/url>/.exec(xml)![0];
    expect(translated).toContain('hreflang="fa" href="https://rira.example/blogs/details/choosing-the-right-raters"');
    expect(translated).toContain('hreflang="x-default" href="https://rira.example/blogs/details/choosing-the-right-raters"');
    const original = /<url><loc>https:\/\/rira\.example\/blogs\/details\/choosing-the-right-raters<\/loc>.*?<\/url>/.exec(xml)![0];
    expect(original).toContain('hreflang="en" href="https://rira.example/blogs/details/choosing-the-right-raters-for-360?lang=en"');
    expect(xml).not.toContain('remote-team-feedback-draft');
    expect(xml).not.toContain('annual-assessment-report-preview');
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PAGES.length * 2 + 17);
  });

  it('the magazine’s RSS feed lists public articles of its language', async () => {
    const fa = await t.client().get('/blogs/rss.xml');
    expect(fa.statusCode).toBe(200);
    expect(fa.headers['content-type']).toContain('application/rss+xml');
    expect(fa.body).toContain('<title>مجلهٔ ریرا</title>');
    expect(fa.body.match(/<item>/g)).toHaveLength(12);
    expect(fa.body).toContain('<link>https://rira.example/blogs/details/what-is-360-degree-feedback</link>');
    const en = await t.client().get('/blogs/rss.xml?lang=en');
    expect(en.body.match(/<item>/g)).toHaveLength(5);
    expect(en.body).toContain('<language>en</language>');
  });
});
