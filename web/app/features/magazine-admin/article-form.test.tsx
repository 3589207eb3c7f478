import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArticleAdminDetails } from '@rira/contracts/site/admin-magazine';
import { ArticleForm } from './article-form.tsx';
import { draftKey, loadDraft, saveDraft } from './article-draft.ts';
import { listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
// Tiptap needs a real browser; the form's logic only needs something that edits the HTML.
vi.mock('./rich-text-editor.tsx', () => ({
  default: ({ id, value, onChange, labelId }: { id: string; value: string; onChange: (v: string) => void; labelId: string }) => (
    <textarea id={id} aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const CATEGORY = {
  id: '44444444-4444-4444-8444-444444444444',
  slug: 'assessment',
  title: 'ارزیابی و بازخورد',
  titleEn: 'Assessment',
  order: 0,
  isActive: true,
  articleCount: 3,
  createdAt: '2025-01-01T00:00:00Z',
};
const ARTICLE_ID = '66666666-6666-4666-8666-666666666666';
const ARTICLE: ArticleAdminDetails = {
  id: ARTICLE_ID,
  slug: 'feedback-guide',
  title: 'راهنمای بازخورد',
  language: 'fa',
  categoryId: CATEGORY.id,
  categorySlug: CATEGORY.slug,
  categoryTitle: CATEGORY.title,
  tags: [],
  summary: 'خلاصه',
  body: '<p>متن</p>',
  cover: null,
  coverAlt: null,
  isPublished: false,
  isVisible: true,
  state: 'draft',
  publishDate: null,
  viewCount: 0,
  readingMinutes: 1,
  attachments: [],
  translation: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

function lists() {
  return {
    'manager/articleCategory/GetAll': () => ({ body: listEnvelope([CATEGORY], { pageSize: 100 }) }),
    'manager/tag/GetAll': () => ({ body: listEnvelope([], { pageSize: 100 }) }),
  };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function fillNewArticle() {
  fireEvent.change(screen.getByLabelText('عنوان'), { target: { value: 'مقالهٔ تازه' } });
  fireEvent.change(screen.getByLabelText('نشانی (slug)'), { target: { value: 'new-article' } });
  await screen.findByRole('option', { name: CATEGORY.title });
  fireEvent.change(screen.getByLabelText('دسته'), { target: { value: CATEGORY.id } });
  fireEvent.change(screen.getByLabelText('خلاصه'), { target: { value: 'چند خط' } });
  fireEvent.change(await screen.findByLabelText('متن مقاله'), { target: { value: '<p>بدنه</p>' } });
}

describe('the article form’s draft', () => {
  it('keeps what is typed in the browser and offers it back next time', async () => {
    mockApi(lists());
    const first = renderAdmin(() => <ArticleForm article={null} onReload={() => undefined} />, { role: 'contentManager' });
    await fillNewArticle();
    await waitFor(() => expect(loadDraft(null)?.values).toMatchObject({ title: 'مقالهٔ تازه', slug: 'new-article', body: '<p>بدنه</p>' }));
    first.unmount();

    // The tab was closed; the next visit offers the draft.
    renderAdmin(() => <ArticleForm article={null} onReload={() => undefined} />, { role: 'contentManager' });
    expect((screen.getByLabelText('عنوان') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toContain('پیش‌نویس ذخیره‌نشده‌ای');
    fireEvent.click(screen.getByRole('button', { name: 'بازگرداندن پیش‌نویس' }));
    expect((screen.getByLabelText('عنوان') as HTMLInputElement).value).toBe('مقالهٔ تازه');
    expect(((await screen.findByLabelText('متن مقاله')) as HTMLTextAreaElement).value).toBe('<p>بدنه</p>');
  });

  it('discards a draft on request, and offers none that says nothing new', () => {
    mockApi(lists());
    saveDraft(ARTICLE_ID, { ...ARTICLE, tagIds: [], coverAlt: '' }, ARTICLE.updatedAt);
    const same = renderAdmin(() => <ArticleForm article={ARTICLE} onReload={() => undefined} />, { role: 'contentManager' });
    expect(screen.queryByRole('button', { name: 'بازگرداندن پیش‌نویس' })).toBeNull();
    same.unmount();

    saveDraft(ARTICLE_ID, { ...ARTICLE, title: 'عنوان دیگر', tagIds: [], coverAlt: '' }, ARTICLE.updatedAt);
    renderAdmin(() => <ArticleForm article={ARTICLE} onReload={() => undefined} />, { role: 'contentManager' });
    fireEvent.click(screen.getByRole('button', { name: 'کنار گذاشتن' }));
    expect(window.localStorage.getItem(draftKey(ARTICLE_ID))).toBeNull();
    expect((screen.getByLabelText('عنوان') as HTMLInputElement).value).toBe('راهنمای بازخورد');
  });

  it('keeps the draft when the save fails and clears it when the save succeeds', async () => {
    let fail = true;
    const api = mockApi({
      ...lists(),
      'manager/article/Create': () =>
        fail
          ? {
              status: 400,
              body: {
                succeeded: false,
                message: 'نامعتبر',
                errors: [{ field: 'slug', code: 'duplicateSlug', message: 'این نشانی پیش‌تر به کار رفته است.' }],
              },
            }
          : { body: { data: ARTICLE_ID, succeeded: true, message: 'افزوده شد.' } },
    });
    renderAdmin(() => <ArticleForm article={null} onReload={() => undefined} />, { role: 'contentManager' });
    await fillNewArticle();
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('این نشانی پیش‌تر به کار رفته است.')).toBeTruthy();
    expect(api.callsTo('manager/article/Create')[0]!.body).toMatchObject({
      title: 'مقالهٔ تازه',
      categoryId: CATEGORY.id,
      body: '<p>بدنه</p>',
      tagIds: [],
    });
    await waitFor(() => expect(loadDraft(null)).not.toBeNull());

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(api.callsTo('manager/article/Create')).toHaveLength(2));
    await waitFor(() => expect(loadDraft(null)).toBeNull());
  });
});

describe('a stale edit', () => {
  it('sends the loaded version, shows the 409 message and offers to load the latest', async () => {
    const onReload = vi.fn();
    const api = mockApi({
      ...lists(),
      'manager/article/Update': () => ({
        status: 409,
        body: {
          succeeded: false,
          message: 'این مقاله پس از باز کردن شما، جای دیگری ذخیره شده است.',
          errors: [],
          updatedAt: '2025-01-03T00:00:00.000Z',
        },
      }),
    });
    renderAdmin(() => <ArticleForm article={ARTICLE} onReload={onReload} />, { role: 'contentManager' });
    fireEvent.change(screen.getByLabelText('عنوان'), { target: { value: 'عنوان من' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('این مقاله پس از باز کردن شما، جای دیگری ذخیره شده است.');
    expect(api.callsTo('manager/article/Update')[0]!.body).toMatchObject({
      id: ARTICLE_ID,
      updatedAt: ARTICLE.updatedAt,
      title: 'عنوان من',
    });
    // The typed change is safe in the browser before the reload.
    await waitFor(() => expect(loadDraft(ARTICLE_ID)?.values.title).toBe('عنوان من'));
    fireEvent.click(screen.getByRole('button', { name: 'بارگذاری آخرین نسخه' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});

describe('the action bar', () => {
  it('keeps Save, Preview and Publish together; publishing saves what is on screen first', async () => {
    const api = mockApi({
      ...lists(),
      'manager/article/Update': () => ({ body: { succeeded: true, message: 'ذخیره شد', data: { updatedAt: '2025-01-03T00:00:00.000Z' } } }),
      'manager/article/Publish': () => ({ body: { succeeded: true, message: 'منتشر شد', data: null } }),
    });
    renderAdmin(() => <ArticleForm article={ARTICLE} onReload={() => undefined} />, { role: 'contentManager' });
    const bar = screen.getByRole('toolbar', { name: 'کارهای مقاله' });
    expect(within(bar).getByRole('link', { name: 'پیش‌نمایش' }).getAttribute('href')).toBe(`/admin/articles/view/${ARTICLE_ID}`);
    expect(within(bar).getByRole('button', { name: 'ذخیره' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('عنوان'), { target: { value: 'عنوان تازه' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'انتشار یا زمان‌بندی…' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('manager/article/Update')[0]!.body).toMatchObject({ id: ARTICLE_ID, title: 'عنوان تازه' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'انتشار' }));
    await waitFor(() => expect(api.callsTo('manager/article/Publish')).toHaveLength(1));
    expect(api.callsTo('manager/article/Publish')[0]!.body).toEqual({ id: ARTICLE_ID });
  });

  it('offers no Publish for an article that is published already, nor for a new one not yet saved', async () => {
    mockApi(lists());
    const published = renderAdmin(
      () => <ArticleForm article={{ ...ARTICLE, state: 'published', isPublished: true }} onReload={() => undefined} />,
      { role: 'contentManager' },
    );
    expect(
      within(screen.getByRole('toolbar', { name: 'کارهای مقاله' })).queryByRole('button', { name: 'انتشار یا زمان‌بندی…' }),
    ).toBeNull();
    published.unmount();
    renderAdmin(() => <ArticleForm article={null} onReload={() => undefined} />, { role: 'contentManager' });
    expect(
      within(screen.getByRole('toolbar', { name: 'کارهای مقاله' })).queryByRole('button', { name: 'انتشار یا زمان‌بندی…' }),
    ).toBeNull();
  });
});

describe('the translation', () => {
  const ENGLISH = {
    id: '77777777-7777-4777-8777-777777777777',
    slug: 'feedback-guide-en',
    title: 'A guide to feedback',
    language: 'en' as const,
    category: { id: CATEGORY.id, title: CATEGORY.titleEn },
    coverSmallUrl: null,
    isPublished: true,
    isVisible: true,
    state: 'published' as const,
    publishDate: '2025-01-01T00:00:00Z',
    viewCount: 0,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
  };

  it('offers the other language’s articles, each in its own language, and sends the one chosen', async () => {
    const api = mockApi({
      ...lists(),
      'manager/article/GetAll': () => ({ body: listEnvelope([ENGLISH], { pageSize: 100 }) }),
      'manager/article/Update': () => ({
        body: { data: { updatedAt: '2025-01-03T00:00:00.000Z' }, succeeded: true, message: 'ذخیره شد.' },
      }),
    });
    renderAdmin(() => <ArticleForm article={ARTICLE} onReload={() => undefined} />, { role: 'contentManager' });
    const option = await screen.findByRole('option', { name: ENGLISH.title });
    expect(option.getAttribute('lang')).toBe('en');
    expect(option.getAttribute('dir')).toBe('ltr');
    expect(api.callsTo('manager/article/GetAll')[0]!.body).toMatchObject({ language: 'en' });
    fireEvent.change(screen.getByLabelText('ترجمهٔ این مقاله'), { target: { value: ENGLISH.id } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() =>
      expect(api.callsTo('manager/article/Update')[0]!.body).toMatchObject({ id: ARTICLE_ID, translationId: ENGLISH.id }),
    );
  });

  it('shows the linked translation and unlinks it with «no translation»', async () => {
    const api = mockApi({
      ...lists(),
      'manager/article/GetAll': () => ({ body: listEnvelope([], { pageSize: 100 }) }),
      'manager/article/Update': () => ({
        body: { data: { updatedAt: '2025-01-03T00:00:00.000Z' }, succeeded: true, message: 'ذخیره شد.' },
      }),
    });
    const linked = { ...ARTICLE, translation: { id: ENGLISH.id, slug: ENGLISH.slug, title: ENGLISH.title, language: 'en' as const } };
    renderAdmin(() => <ArticleForm article={linked} onReload={() => undefined} />, { role: 'contentManager' });
    const select = (await screen.findByLabelText('ترجمهٔ این مقاله')) as HTMLSelectElement;
    expect(select.value).toBe(ENGLISH.id);
    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(api.callsTo('manager/article/Update')[0]!.body).toMatchObject({ translationId: null }));
  });
});
