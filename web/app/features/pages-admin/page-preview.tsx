import { Component, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type {
  AboutContent,
  ContactContent,
  HomeContent,
  MagazineContent,
  OfferingContent,
  PolicyContent,
  SurveyContent,
} from '@rira/contracts/site/content';
import { createI18n, ensureLanguage } from '../../lib/i18n.ts';
import { HomePage } from '../home/home-page.tsx';
import { MagazinePage } from '../magazine/magazine-page.tsx';
import { AboutPage } from '../site/about-page.tsx';
import { ContactPage } from '../site/contact-page.tsx';
import { OfferingPage } from '../site/offering-page.tsx';
import { OFFERINGS } from '../site/offerings.ts';
import { PolicyPage } from '../site/policy-page.tsx';
import { SurveyPage } from '../site/survey-page.tsx';
import type { EditorKind } from './editor-logic.ts';
import type { LanguageCode } from '@rira/contracts/language';

/** What the preview shows of the data the page reads besides its document: nothing (no articles, FAQs or logos). */
const NO_ARTICLES = { data: [], pageIndex: 1, totalItems: 0, totalPages: 0, succeeded: true as const, errors: [] };

/** The public page of a page type, drawn with a document (and no FAQs, logos or articles). */
function PublicPage({ kind, pageKey, content }: { kind: EditorKind; pageKey: string; content: unknown }) {
  switch (kind) {
    case 'survey':
      return <SurveyPage content={content as SurveyContent} />;
    case 'home':
      return <HomePage content={content as HomeContent} latest={[]} faqs={[]} companies={[]} />;
    case 'about':
      return <AboutPage content={content as AboutContent} />;
    case 'contact':
      return <ContactPage content={content as ContactContent} />;
    case 'policy':
      return <PolicyPage content={content as PolicyContent} />;
    case 'magazine':
      return <MagazinePage content={content as MagazineContent} list={NO_ARTICLES} categories={[]} tags={[]} filters={{}} />;
    case 'offering': {
      const offering = OFFERINGS.find((o) => o.id === pageKey);
      return offering ? <OfferingPage offering={offering} content={content as OfferingContent} faqs={[]} companies={[]} /> : null;
    }
  }
}

/** A half-typed document may not render (a list emptied mid-edit): say so instead of breaking the editor. */
class PreviewBoundary extends Component<{ fallback: ReactNode; children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The public page's own component rendered with the unsaved document, in the document's language
 * and direction. It is inert: links and the survey's form cannot be used from the preview.
 */
export function PagePreview({ kind, pageKey, lang, content }: { kind: EditorKind; pageKey: string; lang: LanguageCode; content: unknown }) {
  const { t } = useTranslation();
  const [englishReady, setEnglishReady] = useState(false);
  const [instance] = useState(() => ({ fa: createI18n('fa'), en: createI18n('en') }));
  useEffect(() => {
    if (lang !== 'en' || englishReady) return;
    let live = true;
    void ensureLanguage('en').then(() => live && setEnglishReady(true));
    return () => {
      live = false;
    };
  }, [lang, englishReady]);
  const ready = lang === 'fa' || englishReady;
  return (
    <section aria-label={t('pagesAdmin.preview.label')} className="overflow-hidden rounded-2xl border border-line">
      <p className="bg-primary-50 px-4 py-2 text-sm text-primary-800">{t('pagesAdmin.preview.note')}</p>
      {ready ? (
        <PreviewBoundary
          resetKey={JSON.stringify(content)}
          fallback={<p className="p-6 text-ink-muted">{t('pagesAdmin.preview.broken')}</p>}
        >
          <I18nextProvider i18n={instance[lang]}>
            <div inert dir={lang === 'fa' ? 'rtl' : 'ltr'} lang={lang} className="bg-page" data-testid="page-preview">
              <PublicPage kind={kind} pageKey={pageKey} content={content} />
            </div>
          </I18nextProvider>
        </PreviewBoundary>
      ) : null}
    </section>
  );
}
