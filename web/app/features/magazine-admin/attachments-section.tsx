import { useState } from 'react';
import { FileText, Trash2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_MAX_BYTES, type AdminAttachment } from '@rira/contracts/site/admin-magazine';
import { Button } from '../../components/ui/button.tsx';
import { DeleteConfirm } from '../../components/admin/row-actions.tsx';
import { FilePicker } from '../../components/ui/file-picker.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { articleApi } from './magazine-admin-api.ts';

const ACCEPT = '.pdf,.docx,.xlsx,.pptx,.zip,application/pdf,application/zip';

/** An article's files (e-mailed to readers on request): upload with a title, list, delete. */
export function AttachmentsSection({
  articleId,
  attachments,
  onChanged,
}: {
  articleId: string;
  attachments: AdminAttachment[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminAttachment | null>(null);
  const uploading = useAction((input: { title: string; file: File }) => articleApi.uploadAttachment(articleId, input.title, input.file), {
    onSuccess: () => {
      setTitle('');
      setFile(null);
      onChanged();
    },
  });
  const remove = useAction((attachment: AdminAttachment) => articleApi.removeAttachment(attachment.id), { onSuccess: () => onChanged() });

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!file || !title.trim()) return;
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setProblem(t('articlesAdmin.form.tooBig', { max: formatNumber(20, lang) }));
      return;
    }
    try {
      await uploading.run({ title: title.trim(), file });
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.message);
    }
  }

  const size = (bytes: number) => formatNumber(Math.max(0.1, Math.round((bytes / 1024 / 1024) * 10) / 10), lang);
  return (
    <section aria-labelledby="attachments-title" className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6">
      <div>
        <h2 id="attachments-title" className="text-lg font-semibold">
          {t('articlesAdmin.form.attachments')}
        </h2>
        <p className="text-sm text-ink-muted">{t('articlesAdmin.form.attachmentsHint')}</p>
      </div>
      {attachments.length ? (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {attachments.map((a) => (
            <li key={a.id} className="flex items-center gap-3 px-3 py-2">
              <FileText aria-hidden className="size-5 shrink-0 text-primary-700" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{a.title}</p>
                <p className="truncate text-sm text-ink-muted">
                  <bdi>{a.fileName}</bdi> · {size(a.sizeBytes)} MB
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="text-danger"
                aria-label={t('articlesAdmin.form.deleteAttachment', { title: a.title })}
                onClick={() => setDeleting(a)}
              >
                <Trash2 aria-hidden className="size-5" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('articlesAdmin.form.noAttachments')}</p>
      )}
      <form onSubmit={(e) => void upload(e)} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="attachment-title" className="text-sm font-medium">
            {t('articlesAdmin.form.attachmentTitle')}
          </label>
          <Input id="attachment-title" value={title} onChange={(e) => setTitle(e.target.value)} autoComplete="off" required />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="attachment-file" className="text-sm font-medium">
            {t('articlesAdmin.form.attachmentFile')}
          </label>
          <FilePicker id="attachment-file" file={file} accept={ACCEPT} required onChoose={setFile} className="min-h-11" />
        </div>
        <Button type="submit" disabled={uploading.busy || !file || !title.trim()}>
          <Upload aria-hidden className="size-5" />
          {t('articlesAdmin.form.upload')}
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      <DeleteConfirm
        item={deleting}
        title={t('articlesAdmin.common.delete')}
        description={(attachment) => t('articlesAdmin.form.deleteAttachmentConfirm', { title: attachment.title })}
        confirmLabel={t('articlesAdmin.common.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={(attachment) => remove.run(attachment)}
      />
    </section>
  );
}
