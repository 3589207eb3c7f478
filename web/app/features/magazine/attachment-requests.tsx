import { lazy, Suspense, useState } from 'react';
import { FileText, LoaderCircle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ArticleAttachment } from '@rira/contracts/site/magazine';
import { Button } from '../../components/ui/button.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';

// The form and its validation load only when a reader asks for a file: the article page stays light.
const AttachmentRequestForm = lazy(() => import('../lead-forms/attachment-request-form.tsx'));

/** The article's files, each offered by e-mail through the attachment-request form. */
export function AttachmentRequests({ articleId, attachments }: { articleId: string; attachments: ArticleAttachment[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState<string | null>(null);
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="article-attachments" className="rounded-2xl border border-primary-200 bg-primary-50 p-5 md:p-6">
      <h2 id="article-attachments" className="text-xl font-bold text-ink">
        {t('magazine.article.attachments')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('magazine.article.attachmentsIntro')}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {attachments.map((file) => (
          <li key={file.id} className="rounded-xl bg-surface p-4 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="flex items-center gap-3">
                <FileText aria-hidden className="size-6 shrink-0 text-primary-700" />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink">{file.title}</span>
                  <span className="text-sm text-ink-muted" dir="ltr">
                    {file.fileName} ·{' '}
                    {t('magazine.article.fileSize', { value: formatNumber(Math.max(1, Math.round(file.sizeBytes / 1024)), lang) })}
                  </span>
                </span>
              </p>
              {open === file.id ? null : (
                <Button variant="primary" size="sm" aria-expanded={false} onClick={() => setOpen(file.id)}>
                  <Send aria-hidden className="size-4" />
                  {t('magazine.article.requestFile', { name: file.title })}
                </Button>
              )}
            </div>
            {open === file.id ? (
              <Suspense
                fallback={
                  <p role="status" className="mt-4 flex items-center gap-2 text-ink-muted">
                    <LoaderCircle aria-hidden className="size-5 animate-spin" />
                    {t('common.loading')}
                  </p>
                }
              >
                <AttachmentRequestForm articleId={articleId} attachmentId={file.id} />
              </Suspense>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
