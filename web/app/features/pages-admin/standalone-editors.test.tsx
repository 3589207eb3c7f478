import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AboutContent, ContactContent, HomeContent, MagazineContent, PolicyContent } from '@rira/contracts/site/content';
import type { AdminPageDetail } from '@rira/contracts/site/admin-pages';
import type { LanguageCode } from '@rira/contracts/language';
import { listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { PageEditorForm } from './page-editor.tsx';
import { PagesIndexPage } from './pages-index-page.tsx';

/**
 * The editors of the home, about, contact, policy and magazine pages: the same form as the product
 * pages' (both languages, the page type's schema, the preview), with each page's own sections,
 * in a panel shown in Persian and in English.
 */

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

type Key = 'home' | 'about' | 'contact' | 'policy' | 'magazine';
type Lang = LanguageCode;

const seo = (lang: Lang) => ({
  title: lang === 'fa' ? 'عنوان جست‌وجو' : 'Search title',
  description: lang === 'fa' ? 'توضیح' : 'Description',
});
const w = (lang: Lang, fa: string, en: string) => (lang === 'fa' ? fa : en);

function home(lang: Lang): HomeContent {
  return {
    seo: seo(lang),
    hero: {
      eyebrow: w(lang, 'مشاوره', 'Consulting'),
      title: w(lang, 'سازمانی بسازید', 'Build an organisation'),
      subtitle: w(lang, 'زیرعنوان', 'Subtitle'),
      primaryCta: w(lang, 'مشاوره', 'Talk to us'),
      secondaryCta: w(lang, 'محصولات', 'Products'),
    },
    stats: [
      { id: 'collections', value: 100, display: 'plain', label: w(lang, 'مجموعه', 'Organisations') },
      { id: 'users', value: 500, display: 'thousandsPlus', label: w(lang, 'کاربر', 'Users') },
    ],
    products: { title: w(lang, 'محصولات', 'Products'), intro: w(lang, 'مقدمه', 'Intro') },
    services: { title: w(lang, 'خدمات', 'Services'), intro: w(lang, 'مقدمه', 'Intro') },
    approach: {
      title: w(lang, 'چرا ما', 'Why us'),
      intro: w(lang, 'مقدمه', 'Intro'),
      items: [
        { icon: 'compass', title: w(lang, 'بومی', 'Local'), body: w(lang, 'متن', 'Body') },
        { icon: 'shield', title: w(lang, 'امن', 'Safe'), body: w(lang, 'متن', 'Body') },
      ],
    },
    trusted: { title: w(lang, 'همراهان', 'Clients'), intro: w(lang, 'مقدمه', 'Intro') },
    magazine: { title: w(lang, 'مجله', 'Magazine'), intro: w(lang, 'مقدمه', 'Intro'), linkLabel: w(lang, 'همه', 'All') },
    faq: { title: w(lang, 'پرسش‌ها', 'Questions') },
    cta: { title: w(lang, 'شروع', 'Start'), body: w(lang, 'متن', 'Body'), button: w(lang, 'تماس', 'Contact') },
  };
}

function about(lang: Lang): AboutContent {
  return {
    seo: seo(lang),
    hero: {
      eyebrow: w(lang, 'دربارهٔ ما', 'About us'),
      title: w(lang, 'ما باور داریم', 'We believe'),
      subtitle: w(lang, 'زیرعنوان', 'Subtitle'),
    },
    story: { title: w(lang, 'داستان', 'Story'), paragraphs: [w(lang, 'بند یک', 'First paragraph')] },
    values: {
      title: w(lang, 'ارزش‌ها', 'Values'),
      items: [
        { icon: 'target', title: w(lang, 'دقت', 'Care'), body: w(lang, 'متن', 'Body') },
        { icon: 'shield', title: w(lang, 'امانت', 'Trust'), body: w(lang, 'متن', 'Body') },
      ],
    },
    milestones: {
      title: w(lang, 'مسیر', 'Milestones'),
      items: [{ year: w(lang, '۱۳۹۲', '2013'), title: w(lang, 'تأسیس', 'Founded'), body: w(lang, 'متن', 'Body') }],
    },
    approach: { title: w(lang, 'روش کار', 'How we work'), paragraphs: [w(lang, 'بند', 'Paragraph')] },
    cta: { title: w(lang, 'آشنا شویم', 'Meet us'), body: w(lang, 'متن', 'Body'), button: w(lang, 'تماس', 'Contact') },
  };
}

function contact(lang: Lang): ContactContent {
  return {
    seo: seo(lang),
    title: w(lang, 'تماس با ما', 'Contact us'),
    intro: w(lang, 'مقدمه', 'Intro'),
    formTitle: w(lang, 'پیام بگذارید', 'Leave a message'),
    formIntro: w(lang, 'فرم را پر کنید', 'Fill in the form'),
    hoursTitle: w(lang, 'ساعات پاسخ‌گویی', 'Office hours'),
    hours: w(lang, 'شنبه تا چهارشنبه', 'Saturday to Wednesday'),
    responseTime: w(lang, 'یک روز کاری', 'One working day'),
  };
}

function policy(lang: Lang): PolicyContent {
  return {
    seo: seo(lang),
    title: w(lang, 'سیاست حریم خصوصی', 'Privacy policy'),
    intro: w(lang, 'مقدمه', 'Intro'),
    updatedOn: '2026-11-01',
    sections: [
      { id: 'forms', title: w(lang, 'فرم‌ها', 'Forms'), paragraphs: [w(lang, 'بند', 'Paragraph')], items: [w(lang, 'مورد', 'Item')] },
    ],
  };
}

function magazine(lang: Lang): MagazineContent {
  return {
    seo: seo(lang),
    title: w(lang, 'مجلهٔ ریرا', 'RIRA magazine'),
    intro: w(lang, 'مقدمه', 'Intro'),
    archive: { title: w(lang, 'بایگانی', 'Archive'), intro: w(lang, 'مقدمه', 'Intro'), seo: seo(lang) },
  };
}

const DOCUMENTS: Record<Key, (lang: Lang) => object> = { home, about, contact, policy, magazine };
const PUBLIC_PATHS: Record<Key, string> = { home: '/', about: '/about-us', contact: '/contact-us', policy: '/policy', magazine: '/blogs' };
const FA_VERSION = '2026-03-01T10:00:00.000Z';
const EN_VERSION = '2026-03-02T10:00:00.000Z';

function detail(key: Key): AdminPageDetail {
  return {
    pageKey: key,
    pageType: key,
    publicPath: PUBLIC_PATHS[key],
    adminPath: `/admin/pages/${key}`,
    documents: {
      fa: { content: DOCUMENTS[key]('fa') as Record<string, unknown>, updatedAt: FA_VERSION, updatedBy: null },
      en: { content: DOCUMENTS[key]('en') as Record<string, unknown>, updatedAt: EN_VERSION, updatedBy: null },
    },
  };
}

const UPDATE = 'manager/pageContent/Update';
const saved = () => ({ body: { data: { updatedAt: '2026-03-05T10:00:00.000Z' }, succeeded: true, message: 'ok' } });

function renderEditor(key: Key, ui: LanguageCode, routes: Parameters<typeof mockApi>[0] = { [UPDATE]: saved }) {
  const api = mockApi(routes);
  renderAdmin(() => <PageEditorForm kind={key} detail={detail(key)} />, { role: 'contentManager', lang: ui });
  return api;
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(byId(id), { target: { value } });

/** The panel's words in each language, as the editors show them. */
const WORDS = {
  fa: {
    fa: 'فارسی',
    en: 'انگلیسی',
    save: 'ذخیره',
    preview: 'پیش‌نمایش',
    required: 'این فیلد الزامی است.',
    sections: {
      home: [
        'موتورهای جست‌وجو',
        'بخش آغازین',
        'اعداد',
        'محصولات',
        'خدمات',
        'چرا ریرا',
        'سازمان‌های همراه',
        'تازه‌های مجله',
        'پرسش‌های پرتکرار',
        'دعوت به اقدام',
      ],
      about: ['موتورهای جست‌وجو', 'بخش آغازین', 'داستان', 'ارزش‌ها', 'مسیر و رویدادها', 'روش کار', 'دعوت به اقدام'],
      contact: ['موتورهای جست‌وجو', 'عنوان و مقدمهٔ صفحه', 'فرم تماس', 'ساعات پاسخ‌گویی'],
      policy: ['موتورهای جست‌وجو', 'عنوان و مقدمهٔ صفحه', 'بخش‌ها'],
      magazine: ['موتورهای جست‌وجو', 'عنوان و مقدمهٔ صفحه', 'بایگانی مقاله‌ها'],
    },
    addStat: 'افزودن عدد',
    addMilestone: 'افزودن رویداد',
    addSection: 'افزودن بخش',
    addListItem: 'افزودن مورد فهرست',
    removeValue: 'حذف ارزش ۱',
    moveMilestoneUp: 'بالا بردن رویداد ۲',
    statValue: '۲۵۰',
    date: '۱۴۰۵/۱۰/۲۵',
  },
  en: {
    fa: 'Persian',
    en: 'English',
    save: 'Save',
    preview: 'Preview',
    required: 'This field is required.',
    sections: {
      home: [
        'Search engines',
        'Opening section',
        'Figures',
        'Products',
        'Services',
        'Why RIRA',
        'Organisations we work with',
        'From the magazine',
        'Frequently asked questions',
        'Call to action',
      ],
      about: ['Search engines', 'Opening section', 'Story', 'Values', 'Milestones', 'How we work', 'Call to action'],
      contact: ['Search engines', 'Page title and introduction', 'Contact form', 'Office hours'],
      policy: ['Search engines', 'Page title and introduction', 'Sections'],
      magazine: ['Search engines', 'Page title and introduction', 'Article archive'],
    },
    addStat: 'Add figure',
    addMilestone: 'Add milestone',
    addSection: 'Add section',
    addListItem: 'Add list item',
    removeValue: 'Remove Value 1',
    moveMilestoneUp: 'Move Milestone 2 up',
    statValue: '250',
    date: '15/01/2027',
  },
} as const;

/** The section titles of one language's tab, in order. */
const sectionsOf = (lang: Lang) =>
  [...byId(`pe-${lang}-seo-title`).closest('[role="tabpanel"]')!.querySelectorAll('legend')].map((legend) => legend.textContent);

async function saveBodies(api: ReturnType<typeof mockApi>, count: number) {
  await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(count));
  return api.callsTo(UPDATE).map((c) => c.body as { pageKey: string; language: Lang; updatedAt: string; content: Record<string, unknown> });
}

// Two full language forms per render: slow on a busy machine.
describe.each(['fa', 'en'] as const)('the standalone page editors, the panel in %s', { timeout: 30_000 }, (ui) => {
  const words = WORDS[ui];

  it.each(['home', 'about', 'contact', 'policy', 'magazine'] as const)('%s: shows the page’s sections in the panel’s language', (key) => {
    renderEditor(key, ui);
    expect(sectionsOf('fa')).toEqual(words.sections[key]);
    expect(sectionsOf('en')).toEqual(words.sections[key]);
    // Each document's texts are written in its own direction.
    expect(byId('pe-fa-seo-title').dir).toBe('rtl');
    expect(byId('pe-en-seo-title').dir).toBe('ltr');
  });

  it('home: a new figure typed in either digits, both languages saved, each with the version it loaded', async () => {
    const api = renderEditor('home', ui);
    type('pe-fa-hero-title', 'عنوان تازهٔ صفحهٔ اصلی');
    fireEvent.click(screen.getAllByRole('button', { name: words.addStat })[0]!);
    await waitFor(() => expect(document.getElementById('pe-fa-stats-2-value')).not.toBeNull());
    type('pe-fa-stats-2-value', words.statValue);
    type('pe-fa-stats-2-display', 'plus');
    type('pe-fa-stats-2-label', 'مهارت');
    fireEvent.mouseDown(screen.getByRole('tab', { name: words.en }));
    type('pe-en-approach-items-1-title', 'Secure by design');
    fireEvent.click(screen.getByRole('button', { name: words.save }));
    const [fa, en] = await saveBodies(api, 2);
    expect(fa).toMatchObject({ pageKey: 'home', language: 'fa', updatedAt: FA_VERSION });
    expect((fa!.content as HomeContent).hero.title).toBe('عنوان تازهٔ صفحهٔ اصلی');
    expect((fa!.content as HomeContent).stats[2]).toEqual({ id: 'stat3', value: 250, display: 'plus', label: 'مهارت' });
    expect(en).toMatchObject({ pageKey: 'home', language: 'en', updatedAt: EN_VERSION });
    expect((en!.content as HomeContent).approach.items[1]!.title).toBe('Secure by design');
  });

  it('about: a milestone added and moved up, a value that cannot go below the minimum', async () => {
    const api = renderEditor('about', ui);
    // Two values is the minimum: neither can be removed.
    expect((screen.getAllByRole('button', { name: words.removeValue })[0] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: words.addMilestone })[0]!);
    await waitFor(() => expect(document.getElementById('pe-fa-milestones-items-1-year')).not.toBeNull());
    type('pe-fa-milestones-items-1-year', '۱۳۸۵');
    type('pe-fa-milestones-items-1-title', 'نخستین مدل');
    type('pe-fa-milestones-items-1-body', 'متن رویداد');
    fireEvent.click(screen.getAllByRole('button', { name: words.moveMilestoneUp })[0]!);
    await waitFor(() => expect(byId('pe-fa-milestones-items-0-year').value).toBe('۱۳۸۵'));
    fireEvent.click(screen.getByRole('button', { name: words.save }));
    const [fa] = await saveBodies(api, 1);
    expect(fa!.language).toBe('fa');
    expect((fa!.content as AboutContent).milestones.items.map((m) => m.year)).toEqual(['۱۳۸۵', '۱۳۹۲']);
  });

  it('contact: the English texts alone are sent when only they changed', async () => {
    const api = renderEditor('contact', ui);
    fireEvent.mouseDown(screen.getByRole('tab', { name: words.en }));
    type('pe-en-hours', 'Sunday to Thursday, 9 to 5');
    type('pe-en-responseTime', '  Within a working day  ');
    fireEvent.click(screen.getByRole('button', { name: words.save }));
    const [en] = await saveBodies(api, 1);
    expect(en).toMatchObject({ pageKey: 'contact', language: 'en', updatedAt: EN_VERSION });
    expect(en!.content).toEqual({ ...contact('en'), hours: 'Sunday to Thursday, 9 to 5', responseTime: 'Within a working day' });
  });

  it('policy: a section added with its own anchor, a bulleted item and the date it took effect', async () => {
    const api = renderEditor('policy', ui);
    type('pe-fa-updatedOn', words.date);
    fireEvent.click(screen.getAllByRole('button', { name: words.addSection })[0]!);
    await waitFor(() => expect(document.getElementById('pe-fa-sections-1-title')).not.toBeNull());
    expect(byId('pe-fa-sections-1-id').value).toBe('section-2');
    type('pe-fa-sections-1-title', 'کودکان');
    type('pe-fa-sections-1-paragraphs-0', 'ما از کودکان داده نمی‌گیریم.');
    const addItem = screen.getAllByRole('button', { name: words.addListItem });
    fireEvent.click(addItem[1]!);
    await waitFor(() => expect(document.getElementById('pe-fa-sections-1-items-0')).not.toBeNull());
    type('pe-fa-sections-1-items-0', 'حتی با رضایت والدین');
    fireEvent.click(screen.getByRole('button', { name: words.save }));
    const [fa] = await saveBodies(api, 1);
    const content = fa!.content as PolicyContent;
    expect(content.updatedOn).toBe('2027-01-15');
    expect(content.sections[1]).toEqual({
      id: 'section-2',
      title: 'کودکان',
      paragraphs: ['ما از کودکان داده نمی‌گیریم.'],
      items: ['حتی با رضایت والدین'],
    });
  });

  it('magazine: the archive’s texts are edited with the magazine’s', async () => {
    const api = renderEditor('magazine', ui);
    type('pe-fa-archive-title', 'مقاله‌های قدیمی‌تر');
    type('pe-fa-archive-seo-title', 'بایگانی | ریرا');
    fireEvent.click(screen.getByRole('button', { name: words.save }));
    const [fa] = await saveBodies(api, 1);
    expect((fa!.content as MagazineContent).archive).toEqual({
      title: 'مقاله‌های قدیمی‌تر',
      intro: 'مقدمه',
      seo: { title: 'بایگانی | ریرا', description: 'توضیح' },
    });
  });

  it('checks the page’s schema before sending: an emptied English title opens the English tab with the error', async () => {
    const api = renderEditor('about', ui);
    type('pe-en-hero-title', '   ');
    fireEvent.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() => expect(screen.getByRole('tab', { name: words.en }).getAttribute('aria-selected')).toBe('true'));
    expect(byId('pe-en-hero-title').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('pe-en-hero-title-error')!.textContent).toBe(words.required);
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  });
});

describe('the standalone editors’ preview and server errors', { timeout: 30_000 }, () => {
  const headings: Record<Key, { field: string; text: string; english: string }> = {
    home: { field: 'pe-fa-hero-title', text: 'عنوان اصلی تازه', english: 'Build an organisation' },
    about: { field: 'pe-fa-hero-title', text: 'باوری تازه', english: 'We believe' },
    contact: { field: 'pe-fa-title', text: 'با ما در تماس باشید', english: 'Contact us' },
    policy: { field: 'pe-fa-title', text: 'حریم شما', english: 'Privacy policy' },
    magazine: { field: 'pe-fa-title', text: 'نوشته‌های ریرا', english: 'RIRA magazine' },
  };

  it.each(['home', 'about', 'contact', 'policy', 'magazine'] as const)(
    '%s: the public page drawn with the unsaved document, in its language',
    async (key) => {
      renderEditor(key, 'fa');
      type(headings[key].field, headings[key].text);
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'پیش‌نمایش' }));
      const preview = await screen.findByTestId('page-preview');
      expect(within(preview).getByRole('heading', { level: 1 }).textContent).toBe(headings[key].text);
      expect(preview.getAttribute('dir')).toBe('rtl');
      expect(preview.hasAttribute('inert')).toBe(true);
      // The contact page's own form is drawn outside the editor's form (a form may not hold another).
      expect(preview.closest('form')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'انگلیسی' }));
      await waitFor(() =>
        expect(within(screen.getByTestId('page-preview')).getByRole('heading', { level: 1 }).textContent).toBe(headings[key].english),
      );
      expect(screen.getByTestId('page-preview').getAttribute('dir')).toBe('ltr');
    },
  );

  it('puts the server’s field errors on the policy’s section fields', async () => {
    const api = renderEditor('policy', 'en', {
      [UPDATE]: () => ({
        status: 400,
        body: {
          succeeded: false,
          message: 'Some of the information is missing or not valid.',
          errors: [
            { field: 'content.sections.0.id', code: 'invalid', message: 'This value is not valid.' },
            { field: 'content.updatedOn', code: 'invalid', message: 'This value is not valid.' },
          ],
        },
      }),
    });
    type('pe-fa-sections-0-title', 'فرم‌های سایت');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    await waitFor(() => expect(document.getElementById('pe-fa-sections-0-id-error')?.textContent).toBe('This value is not valid.'));
    expect(document.getElementById('pe-fa-updatedOn-error')!.textContent).toBe('This value is not valid.');
  });
});

describe('the pages index', () => {
  it('lists the standalone pages with their editors, typed by their page type', async () => {
    const rows = (['home', 'about'] as const).map((key) => ({
      pageKey: key,
      pageType: key,
      title: { fa: key === 'home' ? 'ریرا' : 'دربارهٔ ریرا', en: key === 'home' ? 'RIRA' : 'About RIRA' },
      publicPath: PUBLIC_PATHS[key],
      adminPath: `/admin/pages/${key}`,
      updatedAt: { fa: FA_VERSION, en: null },
    }));
    mockApi({ 'manager/pageContent/GetAll': () => ({ body: listEnvelope(rows) }) });
    renderAdmin(() => <PagesIndexPage />, { role: 'contentManager', path: '/admin/pages' });
    const edit = await screen.findByRole('link', { name: 'ویرایش دربارهٔ ریرا' });
    expect(edit.getAttribute('href')).toBe('/admin/pages/about');
    expect(screen.getByRole('link', { name: 'ویرایش ریرا' }).getAttribute('href')).toBe('/admin/pages/home');
    const row = screen.getByRole('link', { name: 'ویرایش دربارهٔ ریرا' }).closest('tr')!;
    expect(within(row).getByText('درباره ما')).toBeTruthy();
  });
});
