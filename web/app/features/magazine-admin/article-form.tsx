import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { ArrowRight, Eye, ImageUp, Link2, Plus, RotateCcw, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  articleInputSchema,
  IMAGE_MAX_BYTES,
  type ArticleAdminDetails,
  type ArticleInput,
  type ArticleValues,
  type TagItem,
} from '@rira/contracts/site/admin-magazine';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FilePicker } from '../../components/ui/file-picker.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAction } from '../../lib/use-action.ts';
import { titleIn } from '@rira/contracts/local-text';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { AttachmentsSection } from './attachments-section.tsx';
import { articleApi, fetchAllTaxonomy, magazineAdminKeys, taxonomyApi } from './magazine-admin-api.ts';
import { STATE_TONE } from './article-state-tone.ts';
import { TagPicker } from './tag-picker.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { TranslationPicker } from './translation-picker.tsx';
import { TaxonomyDialog } from './taxonomy-page.tsx';
import { useArticleAutosave } from './use-article-autosave.ts';
import type { LanguageCode } from '@rira/contracts/language';

/** Tiptap is heavy: it loads with this page only, never with the public site's JavaScript. */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

const FIELDS = ['title', 'slug', 'language', 'categoryId', 'tagIds', 'summary', 'body', 'coverAlt', 'translationId'] as const;

function valuesOf(article: ArticleAdminDetails | null, lang: LanguageCode): ArticleInput {
  if (!article)
    return { title: '', slug: '', language: lang, categoryId: '', tagIds: [], summary: '', body: '', coverAlt: '', translationId: null };
  return {
    title: article.title,
    slug: article.slug,
    language: article.language,
    categoryId: article.categoryId,
    tagIds: article.tags.map((tag) => tag.id),
    summary: article.summary,
    body: article.body,
    coverAlt: article.coverAlt ?? '',
    translationId: article.translation?.id ?? null,
  };
}

export interface ArticleFormProps {
  /** null: a new article. */
  article: ArticleAdminDetails | null;
  /** Loads the article again (after a stale-edit refusal). */
  onReload: () => void;
}

/**
 * The article editor: fields, cover, body (Tiptap), attachments. What is typed is kept in the
 * browser as a draft (offered back on the next visit, cleared on save); a save refused because
 * someone else saved in between (409) says so and offers to load their version.
 */
export function ArticleForm({ article, onReload }: ArticleFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const articleId = article?.id ?? null;
  const initial = valuesOf(article, lang);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isDirty },
  } = useForm<ArticleInput, unknown, ArticleValues>({ resolver: zodResolver(articleInputSchema), defaultValues: initial });

  // ---- the draft kept in the browser ----
  const {
    offer,
    editorKey,
    restore,
    discard,
    saved: forgetDraft,
  } = useArticleAutosave({
    articleId,
    updatedAt: article?.updatedAt ?? null,
    initial,
    watch,
    reset,
  });

  // ---- lists for the pickers ----
  const categories = useQuery({
    queryKey: magazineAdminKeys.taxonomy('category'),
    queryFn: ({ signal }) => fetchAllTaxonomy('category', signal),
  });
  const tags = useQuery({ queryKey: magazineAdminKeys.taxonomy('tag'), queryFn: ({ signal }) => fetchAllTaxonomy('tag', signal) });
  const [newCategory, setNewCategory] = useState(false);

  // ---- cover ----
  const [cover, setCover] = useState<{ file: File; preview: string } | null>(null);
  const [coverProblem, setCoverProblem] = useState<string | null>(null);
  useEffect(() => () => (cover ? URL.revokeObjectURL(cover.preview) : undefined), [cover]);

  // ---- saving ----
  const [stale, setStale] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The form's useForm API: the compiler leaves this component as it is, as it always has.
  // eslint-disable-next-line react-hooks/incompatible-library
  const language = watch('language');

  // The form is keyed by the article's updatedAt: a re-read after a refusal would remount it and lose what was typed.
  const saveArticle = useAction(
    async (values: ArticleValues) => {
      let id = articleId;
      if (article) await articleApi.update({ ...values, id: article.id, updatedAt: article.updatedAt });
      else id = await articleApi.create(values);
      // Saved: the draft has served its purpose.
      forgetDraft();
      if (cover && id) {
        try {
          await articleApi.uploadCover(id, cover.file);
          setCover(null);
        } catch {
          // The error toast has said why; the article itself is saved.
        }
      }
      return id;
    },
    {
      invalidates: [magazineAdminKeys.all],
      rereadOnRefusal: false,
      form: { setError, fields: FIELDS },
      onError: (error, _values, onFields) => {
        if (error instanceof ApiError && error.status === 409 && !error.fieldErrors().slug) setStale(error.message);
        else if (!onFields && error instanceof Error) setProblem(error.message);
      },
    },
  );
  const publish = useAction(
    ({ id, scheduled, publishDate }: { id: string; scheduled: boolean; publishDate: string | null }) =>
      scheduled ? articleApi.setPublishDate(id, publishDate!) : articleApi.publish(id, publishDate),
    { invalidates: [magazineAdminKeys.all], rereadOnRefusal: false },
  );
  const createTag = useAction((title: string) => taxonomyApi.create('tag', { title }), {
    invalidates: [magazineAdminKeys.taxonomy('tag')],
  });

  /** Saves the form (the lists re-read, then a new article opens in its edit page); true when it was saved. */
  async function save(values: ArticleValues): Promise<boolean> {
    setStale(null);
    setProblem(null);
    let id: string | null;
    try {
      id = await saveArticle.run(values);
    } catch {
      return false;
    }
    if (!article && id) await navigate(`/admin/articles/edit/${id}`, { replace: true });
    return true;
  }

  const onSubmit = handleSubmit(async (values) => {
    await save(values);
  });

  // ---- publishing from the editor: what is on screen is saved first, then published or scheduled ----
  const [publishing, setPublishing] = useState(false);
  const onPublish = () => {
    if (!isDirty && !cover) {
      setPublishing(true);
      return;
    }
    void handleSubmit(async (values) => {
      if (await save(values)) setPublishing(true);
    })();
  };

  const coverUrl = cover?.preview ?? article?.cover?.smallUrl ?? null;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Link to="/admin/articles" className="inline-flex min-h-10 items-center gap-1 text-sm text-primary-800 hover:underline">
            <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
            {t('articlesAdmin.common.back')}
          </Link>
          <h1 className="text-2xl font-bold md:text-3xl">{t(article ? 'articlesAdmin.form.editTitle' : 'articlesAdmin.form.newTitle')}</h1>
          {article ? (
            <p>
              <Badge tone={STATE_TONE[article.state]}>
                {t('articlesAdmin.form.state', { state: t(`articlesAdmin.state.${article.state}`) })}
              </Badge>
            </p>
          ) : null}
        </div>
        {article ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to={`/admin/articles/backlinks/${article.id}`}>
                <Link2 aria-hidden className="size-5" />
                {t('articlesAdmin.form.backlinks')}
              </Link>
            </Button>
          </div>
        ) : null}
      </div>

      {offer ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warning/40 bg-warning-soft px-4 py-3"
        >
          <p>{t('articlesAdmin.draft.found', { when: formatDateTime(offer.savedAt, lang) })}</p>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => restore(offer)}>
              <RotateCcw aria-hidden className="size-4" />
              {t('articlesAdmin.draft.restore')}
            </Button>
            <Button size="sm" variant="ghost" onClick={discard}>
              {t('articlesAdmin.draft.discard')}
            </Button>
          </div>
        </div>
      ) : null}

      {stale ? (
        <div role="alert" className="flex flex-col gap-2 rounded-xl border border-danger/40 bg-danger-soft px-4 py-3">
          <p className="font-semibold text-danger">{t('articlesAdmin.stale.title')}</p>
          <p>{stale}</p>
          <p className="text-sm text-ink-muted">{t('articlesAdmin.stale.hint')}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onReload}>
              {t('articlesAdmin.stale.reload')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setStale(null)}>
              {t('articlesAdmin.stale.keepEditing')}
            </Button>
          </div>
        </div>
      ) : null}

      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-4 sm:p-6"
      >
        <Field id="article-title" label={t('articlesAdmin.form.title')} error={errorText(errors.title)}>
          {(c) => <Input {...c} autoComplete="off" dir={language === 'en' ? 'ltr' : 'rtl'} {...register('title')} />}
        </Field>
        <Field
          id="article-slug"
          label={t('articlesAdmin.form.slug')}
          hint={t('articlesAdmin.form.slugHint')}
          error={errorText(errors.slug)}
        >
          {(c) => <Input {...c} dir="ltr" autoComplete="off" spellCheck={false} {...register('slug')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="article-language" label={t('articlesAdmin.form.language')} error={errorText(errors.language)}>
            {(c) => (
              <Select {...c} {...register('language')}>
                <option value="fa">{t('articlesAdmin.language.fa')}</option>
                <option value="en">{t('articlesAdmin.language.en')}</option>
              </Select>
            )}
          </Field>
          <Field id="article-category" label={t('articlesAdmin.form.category')} error={errorText(errors.categoryId)}>
            {(c) => (
              <div className="flex gap-2">
                {/* Controlled: the options arrive after the value, which a native select would drop. */}
                <Controller
                  control={control}
                  name="categoryId"
                  render={({ field }) => (
                    <Select
                      {...c}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      className="flex-1"
                    >
                      <option value="">{t('articlesAdmin.form.chooseCategory')}</option>
                      {(categories.data ?? []).map((item) => (
                        <option key={item.id} value={item.id} disabled={!item.isActive}>
                          {titleIn(item, lang)}
                        </option>
                      ))}
                    </Select>
                  )}
                />
                <Button
                  variant="secondary"
                  size="icon"
                  onClick={() => setNewCategory(true)}
                  aria-label={t('articlesAdmin.form.newCategory')}
                  title={t('articlesAdmin.form.newCategory')}
                >
                  <Plus aria-hidden className="size-5" />
                </Button>
              </div>
            )}
          </Field>
        </div>
        <Field
          id="article-translation"
          label={t('articlesAdmin.form.translation')}
          hint={t('articlesAdmin.form.translationHint')}
          error={errorText(errors.translationId)}
        >
          {(c) => (
            <Controller
              control={control}
              name="translationId"
              render={({ field }) => (
                <TranslationPicker
                  id={c.id}
                  describedBy={c['aria-describedby']}
                  invalid={c['aria-invalid']}
                  articleId={articleId}
                  language={language}
                  current={article?.translation ?? null}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Field>
        <Field
          id="article-tags"
          label={t('articlesAdmin.form.tags')}
          hint={t('articlesAdmin.form.tagsHint')}
          error={errorText(errors.tagIds as never)}
        >
          {(c) => (
            <Controller
              control={control}
              name="tagIds"
              render={({ field }) => (
                <TagPicker
                  id={c.id}
                  describedBy={c['aria-describedby']}
                  tags={(tags.data ?? []) as TagItem[]}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onCreate={(title) => createTag.run(title)}
                />
              )}
            />
          )}
        </Field>
        <Field
          id="article-summary"
          label={t('articlesAdmin.form.summary')}
          hint={t('articlesAdmin.form.summaryHint')}
          error={errorText(errors.summary)}
        >
          {(c) => <Textarea {...c} rows={3} dir={language === 'en' ? 'ltr' : 'rtl'} {...register('summary')} />}
        </Field>

        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium">{t('articlesAdmin.form.cover')}</legend>
          {coverUrl ? (
            <img
              src={coverUrl}
              alt={cover ? t('articlesAdmin.form.coverChosen') : t('articlesAdmin.form.coverCurrent')}
              className="aspect-[1200/630] w-full max-w-md rounded-lg border border-line object-cover"
            />
          ) : null}
          <FilePicker
            id="article-cover"
            file={cover?.file ?? null}
            accept="image/jpeg,image/png,image/webp"
            label={t('articlesAdmin.form.chooseCover')}
            icon={<ImageUp aria-hidden className="size-5" />}
            // The current cover above shows what is there; "no file chosen" would only confuse.
            showChoice={cover !== null || !coverUrl}
            aria-describedby="article-cover-hint"
            onChoose={(file) => {
              setCoverProblem(null);
              if (file.size > IMAGE_MAX_BYTES) {
                setCoverProblem(t('articlesAdmin.form.tooBig', { max: formatNumber(5, lang) }));
                return;
              }
              setCover({ file, preview: URL.createObjectURL(file) });
            }}
          />
          <p id="article-cover-hint" className="text-sm text-ink-muted">
            {t('articlesAdmin.form.coverHint')} {t('articlesAdmin.form.coverAfterSave')}
          </p>
          {coverProblem ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {coverProblem}
            </p>
          ) : null}
          <Field
            id="article-cover-alt"
            label={t('articlesAdmin.form.coverAlt')}
            hint={t('articlesAdmin.common.optional')}
            error={errorText(errors.coverAlt)}
          >
            {(c) => <Input {...c} autoComplete="off" {...register('coverAlt')} />}
          </Field>
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <span id="article-body-label" className="text-sm font-medium">
            {t('articlesAdmin.form.body')}
          </span>
          <Controller
            control={control}
            name="body"
            render={({ field }) => (
              <Suspense
                fallback={
                  <p className="rounded-lg border border-line px-4 py-10 text-center text-ink-muted">{t('articlesAdmin.editor.loading')}</p>
                }
              >
                <RichTextEditor
                  key={editorKey}
                  id="article-body"
                  labelId="article-body-label"
                  value={field.value}
                  onChange={field.onChange}
                  language={language === 'en' ? 'en' : 'fa'}
                  aria-invalid={errors.body ? true : undefined}
                  aria-describedby={errors.body ? 'article-body-error' : undefined}
                />
              </Suspense>
            )}
          />
          {errors.body ? (
            <p id="article-body-error" className="text-sm font-medium text-danger">
              {errorText(errors.body)}
            </p>
          ) : null}
        </div>

        {problem ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            {problem}
          </p>
        ) : null}
        {/* Always in reach on a long article: save, preview, publish or schedule. */}
        <div
          role="toolbar"
          aria-label={t('articlesAdmin.form.actions')}
          className="sticky bottom-0 z-10 -mx-4 -mb-4 flex flex-wrap items-center justify-between gap-3 rounded-b-xl border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:-mb-6 sm:px-6"
        >
          <p className="text-sm text-ink-muted">{t('articlesAdmin.draft.kept')}</p>
          <div className="flex flex-wrap gap-2">
            {article ? (
              <Button asChild variant="ghost">
                <Link to={`/admin/articles/view/${article.id}`}>
                  <Eye aria-hidden className="size-5" />
                  {t('articlesAdmin.form.preview')}
                </Link>
              </Button>
            ) : null}
            {article && article.state !== 'published' ? (
              <Button type="button" variant="secondary" disabled={saveArticle.busy} onClick={onPublish}>
                <Send aria-hidden className="size-5" />
                {t(article.state === 'scheduled' ? 'articlesAdmin.form.reschedule' : 'articlesAdmin.form.publish')}
              </Button>
            ) : null}
            <Button type="submit" disabled={saveArticle.busy}>
              {saveArticle.busy ? t('articlesAdmin.common.saving') : t('articlesAdmin.common.save')}
            </Button>
          </div>
        </div>
      </form>

      {publishing && article ? (
        <PublishDialog
          article={article}
          mode={article.state === 'scheduled' ? 'date' : 'publish'}
          onClose={() => setPublishing(false)}
          onSubmit={(publishDate) => publish.run({ id: article.id, scheduled: article.state === 'scheduled', publishDate })}
        />
      ) : null}

      {article ? (
        <AttachmentsSection
          articleId={article.id}
          attachments={article.attachments}
          // The section's own calls have run (each with its toast); this only re-reads the article they hang on.
          onChanged={() => void queryClient.invalidateQueries({ queryKey: magazineAdminKeys.article(article.id) })}
        />
      ) : (
        <p className="rounded-xl border border-dashed border-line px-4 py-3 text-sm text-ink-muted">
          {t('articlesAdmin.form.attachmentsAfterSave')}
        </p>
      )}

      {newCategory ? (
        <TaxonomyDialog
          kind="category"
          item={null}
          onClose={() => setNewCategory(false)}
          // The dialog has re-read the lists by now: the new category is among the options.
          onSaved={(id) => {
            setNewCategory(false);
            setValue('categoryId', id, { shouldDirty: true });
          }}
        />
      ) : null}
    </div>
  );
}
