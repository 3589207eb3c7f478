import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StructureItem, StructureKind } from '@rira/contracts/organisation';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatNumber } from '../../lib/format.ts';
import { LocalTitle } from '../../lib/language-marked-text.tsx';
import { titleIn } from '@rira/contracts/local-text';
import { LabelledCompanyPicker } from '../companies/company-picker.tsx';
import { AddButton, PageHeader } from '../../components/admin/page-header.tsx';
import { DeleteConfirm, iconButtonClasses, useRowDialogs } from '../../components/admin/row-actions.tsx';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { defineList, listParam } from '../../lib/list-state.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { fetchAllStructure, moveItem, structureApi, structureKeys } from './structure-api.ts';
import { StructureItemDialog } from './structure-item-dialog.tsx';

/** The system manager's company is in the address (?companyId=…); the list itself is short, ordered and unpaged. */
const structureList = defineList({ filters: { companyId: listParam.id() } });

/**
 * One screen for departments, structures, positions, job titles and management levels: the
 * list in its order, add and edit in a dialog, activate/deactivate, delete (refused with the
 * server's reason while people use the item) and reordering with move up/down buttons.
 */
export function StructurePage({ kind }: { kind: StructureKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCompanyScope();
  const { update } = useListState(structureList);
  const queryClient = useQueryClient();
  const key = structureKeys.list(kind, scope.key);
  const needsCompany = scope.isSystemManager && !scope.companyId;
  const { data: items = [], isPending } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchAllStructure(kind, scope.companyId, signal),
    enabled: !needsCompany,
  });
  const changes = { invalidates: [structureKeys.all] };
  const dialogs = useRowDialogs<StructureItem>();
  const toggle = useAction((item: StructureItem) => structureApi.toggle(kind, item.id), changes);
  const remove = useAction((item: StructureItem) => structureApi.remove(kind, item.id), changes);
  // The new order is on screen before the call; a refusal reads the list again.
  const reorder = useAction((ids: string[]) => structureApi.reorder(kind, ids, scope.companyId), { ...changes, optimistic: true });
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const k = (name: 'title' | 'intro' | 'add' | 'empty' | 'deleteTitle') => `structure.${kind}.${name}` as const;
  const titleOf = (item: StructureItem) => titleIn(item, lang);

  function move(index: number, delta: -1 | 1) {
    const next = moveItem(items, index, delta);
    if (!next) return;
    const moved = items[index]!;
    queryClient.setQueryData<StructureItem[]>(
      key,
      next.map((item, order) => ({ ...item, order })),
    );
    setAnnouncement(t('structure.moved', { title: titleOf(moved), position: formatNumber(index + delta + 1, lang) }));
    // Keep the keyboard on the moved row; at an end, on its other button.
    requestAnimationFrame(() => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-item-id="${moved.id}"]`);
      const same = row?.querySelector<HTMLButtonElement>(`[data-move="${delta}"]`);
      const other = row?.querySelector<HTMLButtonElement>(`[data-move="${-delta}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
    reorder.fire(next.map((item) => item.id));
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title={t(k('title'))}
        intro={t(k('intro'))}
        action={needsCompany ? null : <AddButton label={t(k('add'))} onClick={dialogs.add} />}
      />

      {scope.isSystemManager ? (
        <LabelledCompanyPicker
          label={t('people.filters.company')}
          className="max-w-sm"
          id="structure-company"
          value={scope.companyId ?? ''}
          emptyLabel={t('companies.choose')}
          onChange={(companyId) => update({ companyId })}
        />
      ) : null}

      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {needsCompany ? (
        <EmptyState title={t('structure.chooseCompany')} className="rounded-xl border border-line bg-surface" />
      ) : isPending ? (
        <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <EmptyState
          title={t(k('empty'))}
          description={t('structure.emptyHint')}
          className="rounded-xl border border-line bg-surface"
          action={
            <Button variant="secondary" onClick={dialogs.add}>
              <Plus aria-hidden className="size-5" />
              {t(k('add'))}
            </Button>
          }
        />
      ) : (
        <section aria-labelledby="structure-list-title" className="rounded-xl border border-line bg-surface">
          <h2 id="structure-list-title" className="sr-only">
            {t(k('title'))}
          </h2>
          <ol ref={listRef} className="divide-y divide-line">
            {items.map((item, index) => (
              <li key={item.id} data-item-id={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3 sm:px-4">
                <span
                  aria-hidden
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-800"
                >
                  {formatNumber(index + 1, lang)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className={cn('font-medium', !item.isActive && 'text-ink-muted')}>
                    <span className="sr-only">{t('structure.positionLabel', { position: formatNumber(index + 1, lang) })} </span>
                    <LocalTitle item={item} />
                  </p>
                  <p className="text-sm text-ink-muted">
                    {t('structure.usage', { count: item.usageCount, value: formatNumber(item.usageCount, lang) })}
                  </p>
                </div>
                <Badge tone={item.isActive ? 'success' : 'neutral'}>
                  {item.isActive ? t('org.status.active') : t('org.status.inactive')}
                </Badge>
                <div className="flex items-center gap-0.5">
                  <button
                    type="button"
                    data-move="-1"
                    className={iconButtonClasses}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t('structure.moveUp', { title: titleOf(item) })}
                  >
                    <ArrowUp aria-hidden className="size-5" />
                  </button>
                  <button
                    type="button"
                    data-move="1"
                    className={iconButtonClasses}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('structure.moveDown', { title: titleOf(item) })}
                  >
                    <ArrowDown aria-hidden className="size-5" />
                  </button>
                  <button
                    type="button"
                    className={iconButtonClasses}
                    onClick={() => dialogs.edit(item)}
                    aria-label={t('org.actions.editNamed', { title: titleOf(item) })}
                  >
                    <Pencil aria-hidden className="size-5" />
                  </button>
                  <button
                    type="button"
                    className={iconButtonClasses}
                    onClick={() => toggle.fire(item)}
                    aria-label={t(item.isActive ? 'org.actions.deactivateNamed' : 'org.actions.activateNamed', { title: titleOf(item) })}
                  >
                    <Power aria-hidden className={cn('size-5', item.isActive ? 'text-success' : 'text-ink-muted')} />
                  </button>
                  <button
                    type="button"
                    className={cn(iconButtonClasses, 'text-danger hover:text-danger')}
                    onClick={() => dialogs.remove(item)}
                    aria-label={t('org.actions.deleteNamed', { title: titleOf(item) })}
                  >
                    <Trash2 aria-hidden className="size-5" />
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}

      {dialogs.editing !== undefined ? (
        <StructureItemDialog
          kind={kind}
          item={dialogs.editing}
          companyId={scope.companyId}
          nextOrder={items.length}
          onClose={dialogs.close}
          onSaved={dialogs.saved}
        />
      ) : null}

      <DeleteConfirm
        item={dialogs.deleting}
        title={t(k('deleteTitle'))}
        description={(item) => t('structure.deleteConfirm', { title: titleOf(item) })}
        confirmLabel={t('org.actions.delete')}
        onClose={dialogs.close}
        onConfirm={(item) => remove.run(item)}
      />
    </div>
  );
}
