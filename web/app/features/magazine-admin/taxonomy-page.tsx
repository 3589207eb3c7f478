import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Power } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import { categoryInputSchema, type CategoryInput, type CategoryItem, type TagItem } from '@rira/contracts/site/admin-magazine';
import { Badge } from '../../components/ui/badge.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { cn } from '../../components/ui/cn.ts';
import { LocalTitle } from '../../lib/language-marked-text.tsx';
import { titleIn } from '@rira/contracts/local-text';
import { Modal } from '../../components/ui/drawer.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatNumber } from '../../lib/format.ts';
import { ListPageFrame } from '../../components/admin/list-page-frame.tsx';
import { AddButton } from '../../components/admin/page-header.tsx';
import { DeleteConfirm, RowActions, useRowDialogs } from '../../components/admin/row-actions.tsx';
import { defineList } from '../../lib/list-state.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { magazineAdminKeys, taxonomyApi, type TaxonomyKind } from './magazine-admin-api.ts';

type Item = CategoryItem | TagItem;

/** The categories' and tags' address: ?page=&size= (25 rows unless it says otherwise)&q=. */
const taxonomyList = defineList({ pageSize: 25 });

/** /admin/articleCategories and /admin/tags: searched, paged list with add, edit, toggle and delete. */
export function TaxonomyPage({ kind }: { kind: TaxonomyKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useListState(taxonomyList);
  const request = taxonomyList.request(list.state);
  const query = useQuery({
    queryKey: magazineAdminKeys.taxonomy(kind, request),
    queryFn: ({ signal }) => taxonomyApi.list(kind, request, signal),
    placeholderData: keepPreviousData,
  });
  const k = (name: 'title' | 'intro' | 'add' | 'caption' | 'empty' | 'deleteTitle') => `articlesAdmin.taxonomy.${kind}.${name}` as const;
  const titleOf = (item: Item) => titleIn(item, lang);
  const changes = { invalidates: [magazineAdminKeys.all] };
  const dialogs = useRowDialogs<Item>();
  const { fire: toggle } = useAction((id: string) => taxonomyApi.toggle(kind, id), changes);
  const { edit, remove: askRemove } = dialogs;
  const remove = useAction((item: Item) => taxonomyApi.remove(kind, item.id), changes);

  const columns = useMemo<ColumnDef<Item, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('articlesAdmin.taxonomy.fields.title'),
        meta: { className: 'min-w-40' },
        cell: ({ row }) => <LocalTitle className={cn('font-medium', !row.original.isActive && 'text-ink-muted')} item={row.original} />,
      },
      {
        id: 'slug',
        header: t('articlesAdmin.taxonomy.fields.slug'),
        cell: ({ row }) => <bdi dir="ltr">{row.original.slug}</bdi>,
      },
      {
        id: 'articles',
        header: t('articlesAdmin.taxonomy.fields.articles'),
        cell: ({ row }) => formatNumber(row.original.articleCount, lang),
      },
      {
        id: 'status',
        header: t('articlesAdmin.taxonomy.fields.status'),
        cell: ({ row }) => (
          <Badge tone={row.original.isActive ? 'success' : 'neutral'}>
            {t(row.original.isActive ? 'articlesAdmin.common.active' : 'articlesAdmin.common.inactive')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('articlesAdmin.common.actions')}</span>,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => {
          const item = row.original;
          const name = titleIn(item, lang);
          return (
            <RowActions
              editLabel={t('articlesAdmin.taxonomy.editNamed', { title: name })}
              onEdit={() => edit(item)}
              toggle={{
                label: t(item.isActive ? 'articlesAdmin.taxonomy.toggle.deactivate' : 'articlesAdmin.taxonomy.toggle.activate', {
                  title: name,
                }),
                icon: <Power aria-hidden className={cn('size-5', item.isActive ? 'text-success' : 'text-ink-muted')} />,
                onClick: () => toggle(item.id),
              }}
              deleteLabel={t('articlesAdmin.taxonomy.deleteNamed', { title: name })}
              onDelete={() => askRemove(item)}
            />
          );
        },
      },
    ],
    [t, lang, edit, askRemove, toggle],
  );

  return (
    <ListPageFrame
      narrow
      title={t(k('title'))}
      intro={t(k('intro'))}
      action={<AddButton label={t(k('add'))} onClick={dialogs.add} />}
      list={list}
      search={{ id: `${kind}-search`, label: t('articlesAdmin.common.search'), placeholder: t('articlesAdmin.taxonomy.searchPlaceholder') }}
      filtersClassName="max-w-md"
      table={{ query, idPrefix: kind, caption: t(k('caption')), columns, empty: <EmptyState title={t(k('empty'))} /> }}
    >
      {dialogs.editing !== undefined ? (
        <TaxonomyDialog kind={kind} item={dialogs.editing} onClose={dialogs.close} onSaved={dialogs.saved} />
      ) : null}
      <DeleteConfirm
        item={dialogs.deleting}
        title={t(k('deleteTitle'))}
        description={(item) => t('articlesAdmin.taxonomy.deleteConfirm', { title: titleOf(item) })}
        confirmLabel={t('articlesAdmin.common.delete')}
        onClose={dialogs.close}
        onConfirm={(item) => remove.run(item)}
      />
    </ListPageFrame>
  );
}

type Output = z.output<typeof categoryInputSchema>;

/** Add or edit a category or tag (tags have no order). */
export function TaxonomyDialog({
  kind,
  item,
  onClose,
  onSaved,
  initialTitle = '',
}: {
  kind: TaxonomyKind;
  item: Item | null;
  onClose: () => void;
  onSaved: (id: string) => void;
  initialTitle?: string;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryInput, unknown, Output>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: item
      ? { title: item.title, titleEn: item.titleEn ?? '', slug: item.slug, isActive: item.isActive }
      : { title: initialTitle, titleEn: '', slug: '', isActive: true },
  });

  const save = useAction(
    async (values: Output) => {
      const input = { title: values.title, titleEn: values.titleEn ?? null, slug: values.slug, isActive: values.isActive };
      if (!item) return taxonomyApi.create(kind, input);
      await taxonomyApi.update(kind, { ...input, id: item.id, ...('order' in item ? { order: item.order } : {}) });
      return item.id;
    },
    { invalidates: [magazineAdminKeys.all], form: { setError, fields: ['title', 'titleEn', 'slug'] } },
  );
  // `run` ends once the lists are re-read, so the caller may pick the new item from them; a refusal is on the fields.
  const onSubmit = handleSubmit((values) => save.run(values).then(onSaved, () => undefined));

  const prefix = `taxonomy-${kind}`;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(item ? `articlesAdmin.taxonomy.${kind}.editTitle` : `articlesAdmin.taxonomy.${kind}.add`)}
    >
      <form
        noValidate
        onSubmit={(e) => {
          // Inline creation sits inside the article form: keep this submit to ourselves.
          e.stopPropagation();
          void onSubmit(e);
        }}
        className="flex flex-col gap-4"
      >
        <Field id={`${prefix}-title`} label={t('articlesAdmin.taxonomy.fields.title')} error={errorText(errors.title)}>
          {(control) => <Input {...control} autoComplete="off" {...register('title')} />}
        </Field>
        <Field
          id={`${prefix}-title-en`}
          label={t('articlesAdmin.taxonomy.fields.titleEn')}
          hint={t('articlesAdmin.common.optional')}
          error={errorText(errors.titleEn as FieldError | undefined)}
        >
          {(control) => <Input {...control} dir="ltr" lang="en" autoComplete="off" {...register('titleEn')} />}
        </Field>
        <Field
          id={`${prefix}-slug`}
          label={t('articlesAdmin.taxonomy.fields.slug')}
          hint={t('articlesAdmin.taxonomy.fields.slugHint')}
          error={errorText(errors.slug as FieldError | undefined)}
        >
          {(control) => <Input {...control} dir="ltr" autoComplete="off" {...register('slug')} />}
        </Field>
        <Checkbox id={`${prefix}-active`} label={t('articlesAdmin.taxonomy.fields.isActive')} {...register('isActive')} />
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
