import { useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ExternalLink, RotateCw, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { publicPathOf, type AdminPageDetail, type StandaloneEditorKey } from '@rira/contracts/site/admin-pages';
import { PRODUCT_PATHS, SERVICE_PATHS, isProductId, type ProductId, type ServiceId } from '@rira/contracts/site/catalogue';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import {
  EDITOR_LANGUAGES,
  documentFingerprint,
  editorErrorMap,
  editorSchema,
  initialValues,
  languagesWithErrors,
  serverFieldErrors,
  type EditorKind,
  type EditorValues,
} from './editor-logic.ts';
import { AboutFields } from './about-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { HomeFields } from './home-fields.tsx';
import { MagazineFields } from './magazine-fields.tsx';
import { OfferingFields } from './offering-fields.tsx';
import { PagePreview } from './page-preview.tsx';
import { pagesAdminApi, pagesAdminKeys } from './pages-admin-api.ts';
import { PolicyFields } from './policy-fields.tsx';
import { SurveyFields } from './survey-fields.tsx';
import type { LanguageCode } from '@rira/contracts/language';

/** Each page type's fields for one language's document. */
const FIELDS: Record<EditorKind, (props: { lang: LanguageCode }) => ReactNode> = {
  offering: OfferingFields,
  survey: SurveyFields,
  home: HomeFields,
  about: AboutFields,
  contact: ContactFields,
  policy: PolicyFields,
  magazine: MagazineFields,
};

type EditorTab = LanguageCode | 'preview';

/** A save refused at one language: what the languages sent before it left stored. */
class LanguageRefused extends Error {
  constructor(
    readonly language: LanguageCode,
    readonly savedBefore: LanguageCode[],
    readonly versions: Record<LanguageCode, string | undefined>,
    readonly stored: Record<LanguageCode, string | null>,
    override readonly cause: unknown,
  ) {
    super(`saving the ${language} document was refused`);
  }
}

function PreviewTab({ kind, pageKey }: { kind: EditorKind; pageKey: string }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<LanguageCode>('fa');
  const content = useWatch({ name: lang }) as unknown;
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('pagesAdmin.preview.language')} className="flex gap-2">
        {EDITOR_LANGUAGES.map((l) => (
          <Button key={l} size="sm" variant={l === lang ? 'primary' : 'secondary'} aria-pressed={l === lang} onClick={() => setLang(l)}>
            {t(`pagesAdmin.languages.${l}`)}
          </Button>
        ))}
      </div>
      <PagePreview kind={kind} pageKey={pageKey} lang={lang} content={content} />
    </div>
  );
}

/**
 * The structured editor of one page: Persian and English in tabs, checked with the page type's
 * schema as the server does, server field errors on their fields, a preview of the unsaved
 * document, and a save that sends each changed language (409 when someone saved in between).
 */
export function PageEditorForm({ kind, detail }: { kind: EditorKind; detail: AdminPageDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [tab, setTab] = useState<EditorTab>('fa');
  const [versions, setVersions] = useState<Record<LanguageCode, string | undefined>>({
    fa: detail.documents.fa?.updatedAt,
    en: detail.documents.en?.updatedAt,
  });
  const [stale, setStale] = useState(false);
  // What is stored, per language, to tell which languages a save must send.
  const [stored, setStored] = useState<Record<LanguageCode, string | null>>(() => {
    const start = initialValues(detail) as EditorValues;
    return { fa: documentFingerprint(kind, start.fa), en: documentFingerprint(kind, start.en) };
  });
  const form = useForm<FieldValues>({
    resolver: zodResolver(editorSchema(kind), { error: editorErrorMap }) as never,
    defaultValues: initialValues(detail) as FieldValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = form;

  // One save sends each changed language in turn (each with its own conflict check); a refusal
  // stops there, and the languages sent before it are the new clean state.
  const save = useAction(
    async (values: EditorValues) => {
      const changed = EDITOR_LANGUAGES.filter((l) => JSON.stringify(values[l]) !== stored[l]);
      const next = { ...versions };
      const nextStored = { ...stored };
      for (const [i, language] of changed.entries()) {
        try {
          const saved = await pagesAdminApi.update(
            { pageKey: detail.pageKey, language, content: values[language], updatedAt: next[language] },
            { successToast: i === changed.length - 1 },
          );
          next[language] = saved.updatedAt;
          nextStored[language] = JSON.stringify(values[language]);
        } catch (error) {
          throw new LanguageRefused(language, changed.slice(0, i), next, nextStored, error);
        }
      }
      return { next, nextStored };
    },
    {
      // The index shows each page's last change; the page's own query is not re-read (it would replace what is typed).
      invalidates: [pagesAdminKeys.lists],
      onSuccess: ({ next, nextStored }, values) => {
        setVersions(next);
        setStored(nextStored);
        reset(values);
      },
      onError: (refusal, values) => {
        if (!(refusal instanceof LanguageRefused)) return;
        setStored(refusal.stored);
        for (const done of refusal.savedBefore) form.resetField(done, { defaultValue: values[done] });
        setVersions(refusal.versions);
        if (refusal.cause instanceof ApiError && refusal.cause.status === 409) setStale(true);
        const fieldErrors = serverFieldErrors(refusal.cause, refusal.language);
        fieldErrors.forEach((e, j) => setError(e.name, { type: 'server', message: e.message }, { shouldFocus: j === 0 }));
        if (fieldErrors.length) setTab(refusal.language);
      },
    },
  );

  const onSubmit = handleSubmit(
    async (values) => {
      const changed = EDITOR_LANGUAGES.filter((l) => JSON.stringify((values as EditorValues)[l]) !== stored[l]);
      if (changed.length === 0) {
        await notify.success(t('pagesAdmin.editor.nothingChanged'));
        return;
      }
      save.fire(values as EditorValues);
    },
    (errors) => {
      const [first] = languagesWithErrors(errors);
      if (first) setTab(first);
      void notify.error(t('pagesAdmin.editor.fixErrors'));
    },
  );

  const lastSaved = EDITOR_LANGUAGES.map((l) => versions[l]).filter(Boolean) as string[];
  const Fields = FIELDS[kind];
  const formId = useId();

  // The <form> holds the two languages' fields only: the preview draws public pages that have forms
  // of their own (contact, survey), and a form may not sit inside another.
  return (
    <FormProvider {...form}>
      <div className="flex flex-col gap-4">
        {stale ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-surface p-4">
            <p className="text-sm text-danger">{t('pagesAdmin.editor.stale')}</p>
            <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
              <RotateCw aria-hidden className="size-4" />
              {t('pagesAdmin.editor.reload')}
            </Button>
          </div>
        ) : null}
        <Tabs value={tab} onValueChange={(v) => setTab(v as EditorTab)}>
          <TabList aria-label={t('pagesAdmin.editor.tabs')}>
            <Tab value="fa">{t('pagesAdmin.languages.fa')}</Tab>
            <Tab value="en">{t('pagesAdmin.languages.en')}</Tab>
            <Tab value="preview">{t('pagesAdmin.editor.preview')}</Tab>
          </TabList>
          <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
            {/* Both languages stay mounted (hidden when not chosen), so every field keeps its state and errors. */}
            <TabPanel value="fa" forceMount hidden={tab !== 'fa'}>
              <Fields lang="fa" />
            </TabPanel>
            <TabPanel value="en" forceMount hidden={tab !== 'en'}>
              <Fields lang="en" />
            </TabPanel>
          </form>
          <TabPanel value="preview">
            <PreviewTab kind={kind} pageKey={detail.pageKey} />
          </TabPanel>
        </Tabs>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur">
          <p className="text-sm text-ink-muted" aria-live="polite">
            {isDirty
              ? t('pagesAdmin.editor.unsaved')
              : lastSaved.length
                ? t('pagesAdmin.editor.savedAt', { when: formatDateTime(lastSaved.sort().at(-1)!, lang) })
                : null}
          </p>
          <Button type="submit" form={formId} disabled={save.busy}>
            <Save aria-hidden className="size-5" />
            {t('pagesAdmin.editor.save')}
          </Button>
        </div>
      </div>
    </FormProvider>
  );
}

/** Loads a page's documents, then its editor. */
export function PageEditor({ pageKey, kind }: { pageKey: string; kind: EditorKind }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery({
    queryKey: pagesAdminKeys.page(pageKey),
    queryFn: ({ signal }) => pagesAdminApi.get(pageKey, signal),
    // An editor keeps what is typed: no background refetch replacing the form.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  if (isPending) return <p className="py-10 text-center text-ink-muted">{t('pagesAdmin.loading')}</p>;
  if (isError || !data) return <p className="py-10 text-center text-danger">{t('pagesAdmin.loadFailed')}</p>;
  return <PageEditorForm key={pageKey} kind={kind} detail={data} />;
}

/** The editor screen's heading with the links to the public page and back to the index. */
export function EditorHeader({ title, publicPath }: { title: string; publicPath: string }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <Link to="/admin/pages" className="text-sm text-primary-700 underline-offset-4 hover:underline">
          {t('pagesAdmin.backToPages')}
        </Link>
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
      </div>
      <a href={publicPath} target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'sm')}>
        <ExternalLink aria-hidden className="size-4" />
        {t('pagesAdmin.viewPublic')}
      </a>
    </header>
  );
}

/** /admin/products/{slug} and /admin/services/{slug}: one product's or service's page. */
export function OfferingEditorPage({ pageKey }: { pageKey: ProductId | ServiceId }) {
  const { t } = useTranslation();
  const product = isProductId(pageKey);
  const name = t(product ? `catalogue.products.${pageKey}.name` : `catalogue.services.${pageKey}.name`);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <EditorHeader
        title={t('pagesAdmin.editor.title', { name })}
        publicPath={product ? PRODUCT_PATHS[pageKey] : SERVICE_PATHS[pageKey as ServiceId]}
      />
      <PageEditor pageKey={pageKey} kind="offering" />
    </div>
  );
}

/** /admin/pages/{home, about, contact, policy, magazine}: one of the site's other pages. */
export function StandaloneEditorPage({ pageKey }: { pageKey: StandaloneEditorKey }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <EditorHeader title={t(`pagesAdmin.editor.titles.${pageKey}`)} publicPath={publicPathOf(pageKey)} />
      <PageEditor pageKey={pageKey} kind={pageKey} />
    </div>
  );
}
