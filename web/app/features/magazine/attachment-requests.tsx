import { FileText, Send, X } from 'lucide-react';
import { useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ArticleAttachment } from '@rira/contracts/site/magazine';
import { buttonClasses } from '../../components/ui/button.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { AttachmentRequestForm, type AttachmentRequestResult } from '../lead-forms/attachment-request-form.tsx';

const formId = (fileId: string) => `attachment-request-${fileId.slice(0, 8)}`;

/**
 * The article's files, each offered by e-mail through the attachment-request form. It works
 * without JavaScript (the article page does not hydrate): a file's button opens its form in a
 * native popover; once the form has been sent, the page's action answer (errors with what was
 * typed, or the confirmation) shows in place of the button.
 */
/**
 * `requestable` is false in the admin's preview: it shows the files as readers see them, but a
 * request there would post to the admin's route, which has no such action.
 */
export function AttachmentRequests({
  articleId,
  attachments,
  requestable = true,
}: {
  articleId: string;
  attachments: ArticleAttachment[];
  requestable?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  const answer = useActionData<AttachmentRequestResult | undefined>();
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="article-attachments" className="rounded-2xl border border-primary-200 bg-primary-50 p-5 md:p-6">
      <h2 id="article-attachments" className="text-xl font-bold text-ink">
        {t('magazine.article.attachments')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('magazine.article.attachmentsIntro')}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {attachments.map((file) => {
          const result = answer?.attachmentId === file.id ? answer : undefined;
          const popover = formId(file.id);
          return (
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
                {result || !requestable ? null : (
                  <button type="button" popoverTarget={popover} aria-haspopup="dialog" className={buttonClasses('primary', 'sm')}>
                    <Send aria-hidden className="size-4" />
                    {t('magazine.article.requestFile', { name: file.title })}
                  </button>
                )}
              </div>
              {!requestable ? null : result ? (
                <AttachmentRequestForm articleId={articleId} attachmentId={file.id} result={result} />
              ) : (
                <div
                  id={popover}
                  popover="auto"
                  role="dialog"
                  aria-labelledby={`${popover}-title`}
                  className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] max-w-none overflow-y-auto rounded-2xl border-0 bg-surface p-5 text-ink shadow-xl backdrop:bg-ink/50 md:p-6"
                >
                  <div className="flex items-start justify-between gap-3">
                    <h3 id={`${popover}-title`} className="text-lg font-bold">
                      {file.title}
                    </h3>
                    <button
                      type="button"
                      popoverTarget={popover}
                      popoverTargetAction="hide"
                      className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-primary-50"
                      aria-label={t('common.close')}
                    >
                      <X aria-hidden className="size-5" />
                    </button>
                  </div>
                  <AttachmentRequestForm articleId={articleId} attachmentId={file.id} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
