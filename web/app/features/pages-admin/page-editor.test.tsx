import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OfferingContent, SurveyContent } from '@rira/contracts/site/content';
import type { AdminPageDetail } from '@rira/contracts/site/admin-pages';
import { mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { PageEditorForm } from './page-editor.tsx';
import { serverFieldErrors } from './editor-logic.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { LanguageCode } from '@rira/contracts/language';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

function offering(lang: LanguageCode): OfferingContent {
  const fa = lang === 'fa';
  return {
    name: fa ? 'OKR' : 'OKR',
    seo: { title: fa ? 'پیاده‌سازی OKR | ریرا' : 'OKR | RIRA', description: fa ? 'توضیح کوتاه صفحه' : 'A short description' },
    hero: {
      eyebrow: fa ? 'اهداف و نتایج کلیدی' : 'Objectives',
      title: fa ? 'همه می‌دانند چه مهم است' : 'Everyone knows',
      subtitle: fa ? 'زیرعنوان' : 'Subtitle',
    },
    overview: { title: fa ? 'معرفی' : 'Overview', paragraphs: [fa ? 'بند نخست' : 'First paragraph'] },
    facts: [{ value: fa ? '۲ فصل' : '2 quarters', label: fa ? 'همراهی' : 'support' }],
    features: {
      title: fa ? 'ویژگی‌ها' : 'Features',
      items: [
        { icon: 'target', title: fa ? 'کارت الف' : 'Card A', body: fa ? 'متن الف' : 'Body A' },
        { icon: 'users', title: fa ? 'کارت ب' : 'Card B', body: fa ? 'متن ب' : 'Body B' },
      ],
    },
    process: {
      title: fa ? 'مراحل' : 'Steps',
      steps: [
        { title: fa ? 'گام یک' : 'Step one', body: fa ? 'شرح یک' : 'Body one' },
        { title: fa ? 'گام دو' : 'Step two', body: fa ? 'شرح دو' : 'Body two' },
      ],
    },
    outcomes: { title: fa ? 'نتیجه' : 'Result', items: [fa ? 'نتیجهٔ یک' : 'Outcome one', fa ? 'نتیجهٔ دو' : 'Outcome two'] },
    audience: { title: fa ? 'مناسب برای' : 'Right for', items: [fa ? 'سازمان‌های بزرگ' : 'Large organisations'] },
    faq: { title: fa ? 'پرسش‌ها' : 'Questions' },
    cta: { title: fa ? 'شروع کنیم' : 'Let’s start', body: fa ? 'متن دعوت' : 'Call body', button: fa ? 'درخواست' : 'Ask' },
    demo: {
      title: fa ? 'درخواست دمو' : 'Request a demo',
      intro: fa ? 'فرم را پر کنید' : 'Fill in the form',
      seo: { title: 'Demo', description: 'Demo page' },
    },
  };
}

const FA_VERSION = '2026-03-01T10:00:00.000Z';
const EN_VERSION = '2026-03-02T10:00:00.000Z';

function detail(): AdminPageDetail {
  return {
    pageKey: 'okr',
    pageType: 'service',
    publicPath: '/services/okr',
    adminPath: '/admin/services/okr',
    documents: {
      fa: { content: offering('fa') as unknown as Record<string, unknown>, updatedAt: FA_VERSION, updatedBy: null },
      en: { content: offering('en') as unknown as Record<string, unknown>, updatedAt: EN_VERSION, updatedBy: null },
    },
  };
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const value = (id: string) => byId(id).value;
const featureTitles = () =>
  screen
    .getAllByLabelText('عنوان')
    .filter((el) => el.id.startsWith('pe-fa-features-items-'))
    .map((el) => (el as HTMLInputElement).value);

function renderEditor(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes);
  renderAdmin(() => <PageEditorForm kind="offering" detail={detail()} />, { role: 'contentManager' });
  return api;
}

// Two full language forms per render: slow on a busy machine.
describe('the page editor', { timeout: 20_000 }, () => {
  it('adds, removes and reorders a list’s items, within the schema’s limits', async () => {
    renderEditor();
    expect(featureTitles()).toEqual(['کارت الف', 'کارت ب']);
    // Two cards is the minimum: neither can be removed yet.
    expect((screen.getByRole('button', { name: 'حذف ویژگی ۱' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'بالا بردن ویژگی ۱' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'افزودن ویژگی' }));
    await waitFor(() => expect(featureTitles()).toEqual(['کارت الف', 'کارت ب', '']));
    fireEvent.change(document.getElementById('pe-fa-features-items-2-title')!, { target: { value: 'کارت پ' } });
    fireEvent.click(screen.getByRole('button', { name: 'پایین بردن ویژگی ۱' }));
    await waitFor(() => expect(featureTitles()).toEqual(['کارت ب', 'کارت الف', 'کارت پ']));
    fireEvent.click(screen.getByRole('button', { name: 'بالا بردن ویژگی ۳' }));
    await waitFor(() => expect(featureTitles()).toEqual(['کارت ب', 'کارت پ', 'کارت الف']));
    fireEvent.click(screen.getByRole('button', { name: 'حذف ویژگی ۱' }));
    await waitFor(() => expect(featureTitles()).toEqual(['کارت پ', 'کارت الف']));
    expect((screen.getByRole('button', { name: 'حذف ویژگی ۱' }) as HTMLButtonElement).disabled).toBe(true);

    // A list of texts works the same way.
    fireEvent.click(screen.getByRole('button', { name: 'افزودن نتیجه' }));
    await waitFor(() => expect(byId('pe-fa-outcomes-items-2')).not.toBeNull());
    fireEvent.change(byId('pe-fa-outcomes-items-2'), { target: { value: 'نتیجهٔ تازه' } });
    fireEvent.click(screen.getByRole('button', { name: 'بالا بردن نتیجهٔ ۳' }));
    await waitFor(() =>
      expect(['0', '1', '2'].map((i) => value(`pe-fa-outcomes-items-${i}`))).toEqual(['نتیجهٔ یک', 'نتیجهٔ تازه', 'نتیجهٔ دو']),
    );
  });

  it('saves only the changed language, with the version it loaded, and the list’s new order', async () => {
    const api = renderEditor({
      'manager/pageContent/Update': () => ({
        body: { data: { updatedAt: '2026-03-05T10:00:00.000Z' }, succeeded: true, message: 'ذخیره شد' },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'پایین بردن ویژگی ۱' }));
    fireEvent.change(byId('pe-fa-hero-title'), { target: { value: '  عنوان تازه  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(api.callsTo('manager/pageContent/Update')).toHaveLength(1));
    const body = api.callsTo('manager/pageContent/Update')[0]!.body as {
      pageKey: string;
      language: string;
      updatedAt: string;
      content: OfferingContent;
    };
    expect(body).toMatchObject({ pageKey: 'okr', language: 'fa', updatedAt: FA_VERSION });
    expect(body.content.hero.title).toBe('عنوان تازه');
    expect(body.content.features.items.map((i) => i.title)).toEqual(['کارت ب', 'کارت الف']);
    expect(await screen.findByText(/آخرین ذخیره/)).toBeTruthy();
  });

  it('checks the form with the page’s schema before sending anything', async () => {
    const api = renderEditor();
    fireEvent.change(byId('pe-fa-hero-title'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    const field = byId('pe-fa-hero-title');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe('این فیلد الزامی است.');
    expect(api.callsTo('manager/pageContent/Update')).toHaveLength(0);
  });

  it('puts the server’s field errors on the right fields of the right language', async () => {
    const api = renderEditor({
      'manager/pageContent/Update': () => ({
        status: 400,
        body: {
          succeeded: false,
          message: 'اطلاعات واردشده درست نیست.',
          errors: [
            { field: 'content.hero.title', code: 'tooLong', message: 'این مقدار بیش از حد طولانی است.' },
            { field: 'content.process.steps.1.body', code: 'required', message: 'این فیلد الزامی است.' },
          ],
        },
      }),
    });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'انگلیسی' }));
    fireEvent.change(byId('pe-en-hero-title'), { target: { value: 'A new English title' } });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'فارسی' }));
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(api.callsTo('manager/pageContent/Update')).toHaveLength(1));
    expect(api.callsTo('manager/pageContent/Update')[0]!.body).toMatchObject({ language: 'en', updatedAt: EN_VERSION });
    // The editor moves to the English tab, where the errors are.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'انگلیسی' }).getAttribute('aria-selected')).toBe('true'));
    const title = document.getElementById('pe-en-hero-title')!;
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('pe-en-hero-title-error')!.textContent).toBe('این مقدار بیش از حد طولانی است.');
    expect(document.getElementById('pe-en-process-steps-1-body-error')!.textContent).toBe('این فیلد الزامی است.');
  });

  it('previews the public page with the unsaved document, in its language', async () => {
    renderEditor();
    fireEvent.change(byId('pe-fa-hero-title'), { target: { value: 'عنوانی که هنوز ذخیره نشده' } });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'پیش‌نمایش' }));
    const preview = await screen.findByTestId('page-preview');
    expect(within(preview).getByRole('heading', { level: 1 }).textContent).toBe('عنوانی که هنوز ذخیره نشده');
    expect(preview.getAttribute('dir')).toBe('rtl');
    expect(preview.hasAttribute('inert')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'انگلیسی' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('page-preview')).getByRole('heading', { level: 1 }).textContent).toBe('Everyone knows'),
    );
    expect(screen.getByTestId('page-preview').getAttribute('dir')).toBe('ltr');
  });
});

describe('the survey editor', { timeout: 20_000 }, () => {
  const survey = (lang: LanguageCode): SurveyContent => ({
    seo: { title: 'Survey', description: 'Survey page' },
    title: lang === 'fa' ? 'نظرسنجی' : 'Survey',
    intro: lang === 'fa' ? 'مقدمه' : 'Intro',
    estimatedMinutes: 4,
    questions: [
      {
        id: 'size',
        kind: 'single',
        label: lang === 'fa' ? 'اندازهٔ سازمان؟' : 'Size?',
        required: true,
        options: [
          { value: 'small', label: 'S' },
          { value: 'large', label: 'L' },
        ],
      },
    ],
    respondent: { title: 'R', intro: 'R intro' },
    thankYou: { title: 'T', body: 'T body' },
  });

  it('adds a question, switches its kind and sends the questions', async () => {
    const api = mockApi({
      'manager/pageContent/Update': () => ({ body: { data: { updatedAt: '2026-03-05T10:00:00.000Z' }, succeeded: true, message: 'ok' } }),
    });
    const doc: AdminPageDetail = {
      pageKey: 'survey',
      pageType: 'survey',
      publicPath: '/assessment-survey',
      adminPath: '/admin/servey/assessment',
      documents: {
        fa: { content: survey('fa') as unknown as Record<string, unknown>, updatedAt: FA_VERSION, updatedBy: null },
        en: { content: survey('en') as unknown as Record<string, unknown>, updatedAt: EN_VERSION, updatedBy: null },
      },
    };
    renderAdmin(() => <PageEditorForm kind="survey" detail={doc} />, { role: 'systemManager' });
    // A choice question shows its options.
    expect(screen.getByRole('button', { name: 'افزودن گزینه' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'افزودن پرسش' }));
    await waitFor(() => expect(document.getElementById('pe-fa-questions-1-kind')).not.toBeNull());
    const kind = document.getElementById('pe-fa-questions-1-kind') as HTMLSelectElement;
    expect(kind.value).toBe('text');
    fireEvent.change(kind, { target: { value: 'scale' } });
    fireEvent.change(document.getElementById('pe-fa-questions-1-label')!, { target: { value: 'چقدر راضی هستید؟' } });
    await waitFor(() => expect(byId('pe-fa-questions-1-scale-low')).not.toBeNull());
    fireEvent.change(byId('pe-fa-questions-1-scale-low'), { target: { value: 'کم' } });
    fireEvent.change(byId('pe-fa-questions-1-scale-high'), { target: { value: 'زیاد' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(api.callsTo('manager/pageContent/Update')).toHaveLength(1));
    const body = api.callsTo('manager/pageContent/Update')[0]!.body as { pageKey: string; content: SurveyContent };
    expect(body.pageKey).toBe('survey');
    expect(body.content.questions[1]).toEqual({
      id: 'question2',
      kind: 'scale',
      label: 'چقدر راضی هستید؟',
      required: false,
      scale: { low: 'کم', high: 'زیاد' },
    });
  });
});

describe('serverFieldErrors', () => {
  it('maps content paths to the language’s form paths and ignores other fields', () => {
    const error = new ApiError(400, 'bad', [
      { field: 'content.faq.title', code: 'required', message: 'm1' },
      { field: 'content', code: 'invalid', message: 'm2' },
      { field: 'language', code: 'invalid', message: 'm3' },
      { code: 'x', message: 'm4' },
    ]);
    expect(serverFieldErrors(error, 'en')).toEqual([
      { name: 'en.faq.title', message: 'm1' },
      { name: 'en', message: 'm2' },
    ]);
    expect(serverFieldErrors(new Error('x'), 'fa')).toEqual([]);
  });
});
