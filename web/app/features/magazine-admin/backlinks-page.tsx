import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { backlinkInputSchema, type BacklinkInput, type BacklinkItem } from '@rira/contracts/site/admin-magazine';
import { Modal } from '../../components/ui/drawer.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatNumber } from '../../lib/format.ts';
import { AddButton } from '../../components/admin/page-header.tsx';
import { DeleteConfirm, RowActions, useRowDialogs } from '../../components/admin/row-actions.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { articleApi, backlinkApi, magazineAdminKeys } from './magazine-admin-api.ts';

/** /admin/articles/backlinks/{id}: the links an article cites, with title, address and order. */
export function BacklinksPage({ articleId }: { articleId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const article = useQuery({ queryKey: magazineAdminKeys.article(articleId), queryFn: ({ signal }) => articleApi.get(articleId, signal) });
  const links = useQuery({
    queryKey: magazineAdminKeys.backlinks(articleId),
    queryFn: ({ signal }) => backlinkApi.list(articleId, signal),
  });
  const changes = { invalidates: [magazineAdminKeys.backlinks(articleId)] };
  const dialogs = useRowDialogs<BacklinkItem>();
  const remove = useAction((link: BacklinkItem) => backlinkApi.remove(link.id), changes);
  const items = links.data?.data ?? [];

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Link to="/admin/articles" className="inline-flex min-h-10 items-center gap-1 text-sm text-primary-800 hover:underline">
            <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
            {t('articlesAdmin.common.back')}
          </Link>
          <h1 className="text-2xl font-bold md:text-3xl">{t('articlesAdmin.backlinks.title')}</h1>
          <p className="text-ink-muted">{t('articlesAdmin.backlinks.intro')}</p>
          {article.data ? <p className="font-medium">{t('articlesAdmin.backlinks.of', { title: article.data.title })}</p> : null}
        </div>
        <AddButton label={t('articlesAdmin.backlinks.add')} onClick={dialogs.add} />
      </div>
      {links.isPending ? (
        <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <EmptyState title={t('articlesAdmin.backlinks.empty')} className="rounded-xl border border-line bg-surface" />
      ) : (
        <section aria-labelledby="backlinks-caption" className="rounded-xl border border-line bg-surface">
          <h2 id="backlinks-caption" className="sr-only">
            {t('articlesAdmin.backlinks.caption')}
          </h2>
          <ol className="divide-y divide-line">
            {items.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <span
                  aria-hidden
                  className="inline-flex size-8 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-800"
                >
                  {formatNumber(link.order, lang)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{link.title}</p>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex max-w-full items-center gap-1 text-sm break-all text-primary-700 hover:underline"
                    dir="ltr"
                  >
                    {link.url}
                    <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                  </a>
                </div>
                <RowActions
                  editLabel={t('articlesAdmin.taxonomy.editNamed', { title: link.title })}
                  onEdit={() => dialogs.edit(link)}
                  deleteLabel={t('articlesAdmin.taxonomy.deleteNamed', { title: link.title })}
                  onDelete={() => dialogs.remove(link)}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
      {dialogs.editing !== undefined ? (
        <BacklinkDialog
          articleId={articleId}
          link={dialogs.editing}
          nextOrder={items.length ? Math.max(...items.map((i) => i.order)) + 1 : 0}
          onClose={dialogs.close}
          onSaved={dialogs.saved}
        />
      ) : null}
      <DeleteConfirm
        item={dialogs.deleting}
        title={t('articlesAdmin.backlinks.deleteTitle')}
        description={(link) => t('articlesAdmin.backlinks.deleteConfirm', { title: link.title })}
        confirmLabel={t('articlesAdmin.common.delete')}
        onClose={dialogs.close}
        onConfirm={(link) => remove.run(link)}
      />
    </div>
  );
}

type Output = z.output<typeof backlinkInputSchema>;

function BacklinkDialog({
  articleId,
  link,
  nextOrder,
  onClose,
  onSaved,
}: {
  articleId: string;
  link: BacklinkItem | null;
  nextOrder: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BacklinkInput, unknown, Output>({
    resolver: zodResolver(backlinkInputSchema),
    defaultValues: { articleId, title: link?.title ?? '', url: link?.url ?? '', order: link?.order ?? nextOrder },
  });
  const save = useAction(
    (values: Output) =>
      link ? backlinkApi.update({ id: link.id, title: values.title, url: values.url, order: values.order }) : backlinkApi.create(values),
    {
      invalidates: [magazineAdminKeys.backlinks(articleId)],
      onSuccess: () => onSaved(),
      form: { setError, fields: ['title', 'url', 'order'] },
    },
  );
  const onSubmit = handleSubmit((values) => save.fire(values));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(link ? 'articlesAdmin.backlinks.editTitle' : 'articlesAdmin.backlinks.add')}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <Field id="backlink-title" label={t('articlesAdmin.backlinks.linkTitle')} error={errorText(errors.title)}>
          {(c) => <Input {...c} autoComplete="off" {...register('title')} />}
        </Field>
        <Field id="backlink-url" label={t('articlesAdmin.backlinks.url')} error={errorText(errors.url)}>
          {(c) => <Input {...c} type="url" dir="ltr" autoComplete="off" placeholder="https://" {...register('url')} />}
        </Field>
        <Field id="backlink-order" label={t('articlesAdmin.backlinks.order')} error={errorText(errors.order)}>
          {(c) => <Input {...c} type="number" min={0} inputMode="numeric" dir="ltr" {...register('order', { valueAsNumber: true })} />}
        </Field>
        <FormActions
          cancelLabel={t('articlesAdmin.common.cancel')}
          submitLabel={t('articlesAdmin.common.save')}
          onCancel={onClose}
          busy={save.busy}
        />
      </form>
    </Modal>
  );
}
