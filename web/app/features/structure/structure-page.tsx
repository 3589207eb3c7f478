import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ArrowDown, ArrowUp, Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StructureItem, StructureKind } from '@rira/contracts/organisation';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatNumber } from '../../lib/format.ts';
import { LocalTitle, localTitle } from '../../lib/local-text.tsx';
import { CompanyPicker } from '../companies/company-picker.tsx';
import { useCompanyScope } from '../organisation/company-scope.ts';
import { useLang } from '../organisation/use-lang.ts';
import { fetchAllStructure, moveItem, structureApi, structureKeys } from './structure-api.ts';
import { StructureItemDialog } from './structure-item-dialog.tsx';

type Dialog = { type: 'add' } | { type: 'edit'; item: StructureItem } | { type: 'delete'; item: StructureItem } | null;

/**
 * One screen for departments, structures, positions, job titles and management levels: the
 * list in its order, add and edit in a dialog, activate/deactivate, delete (refused with the
 * server's reason while people use the item) and reordering with move up/down buttons.
 */
export function StructurePage({ kind }: { kind: StructureKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCompanyScope();
  const [, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const key = structureKeys.list(kind, scope.key);
  const needsCompany = scope.isSystemManager && !scope.companyId;
  const { data: items = [], isPending } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchAllStructure(kind, scope.companyId, signal),
    enabled: !needsCompany,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const k = (name: string) => `structure.${kind}.${name}`;
  const titleOf = (item: StructureItem) => localTitle(item, lang);

  const refresh = () => queryClient.invalidateQueries({ queryKey: structureKeys.all });

  async function move(index: number, delta: -1 | 1) {
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
    try {
      await structureApi.reorder(
        kind,
        next.map((item) => item.id),
        scope.companyId,
      );
    } catch {
      await refresh();
    }
  }

  async function toggle(item: StructureItem) {
    try {
      await structureApi.toggle(kind, item.id);
    } finally {
      await refresh();
    }
  }

  const iconButton =
    'inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-primary-50 hover:text-primary-800 disabled:cursor-not-allowed disabled:opacity-40 lg:size-10';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t(k('title'))}</h1>
          <p className="mt-1 text-ink-muted">{t(k('intro'))}</p>
        </div>
        {needsCompany ? null : (
          <Button onClick={() => setDialog({ type: 'add' })}>
            <Plus aria-hidden className="size-5" />
            {t(k('add'))}
          </Button>
        )}
      </div>

      {scope.isSystemManager ? (
        <div className="flex max-w-sm flex-col gap-1.5">
          <label htmlFor="structure-company" className="text-sm font-medium">
            {t('people.filters.company')}
          </label>
          <CompanyPicker
            id="structure-company"
            value={scope.companyId ?? ''}
            emptyLabel={t('companies.choose')}
            onChange={(companyId) =>
              setParams((p) => {
                if (companyId) p.set('companyId', companyId);
                else p.delete('companyId');
                return p;
              })
            }
          />
        </div>
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
            <Button variant="secondary" onClick={() => setDialog({ type: 'add' })}>
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
                    className={iconButton}
                    disabled={index === 0}
                    onClick={() => void move(index, -1)}
                    aria-label={t('structure.moveUp', { title: titleOf(item) })}
                  >
                    <ArrowUp aria-hidden className="size-5" />
                  </button>
                  <button
                    type="button"
                    data-move="1"
                    className={iconButton}
                    disabled={index === items.length - 1}
                    onClick={() => void move(index, 1)}
                    aria-label={t('structure.moveDown', { title: titleOf(item) })}
                  >
                    <ArrowDown aria-hidden className="size-5" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => setDialog({ type: 'edit', item })}
                    aria-label={t('org.actions.editNamed', { title: titleOf(item) })}
                  >
                    <Pencil aria-hidden className="size-5" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => void toggle(item)}
                    aria-label={t(item.isActive ? 'org.actions.deactivateNamed' : 'org.actions.activateNamed', { title: titleOf(item) })}
                  >
                    <Power aria-hidden className={cn('size-5', item.isActive ? 'text-success' : 'text-ink-muted')} />
                  </button>
                  <button
                    type="button"
                    className={cn(iconButton, 'text-danger hover:text-danger')}
                    onClick={() => setDialog({ type: 'delete', item })}
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

      {dialog?.type === 'add' || dialog?.type === 'edit' ? (
        <StructureItemDialog
          kind={kind}
          item={dialog.type === 'edit' ? dialog.item : null}
          companyId={scope.companyId}
          nextOrder={items.length}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void refresh();
          }}
        />
      ) : null}

      <ConfirmDialog
        open={dialog?.type === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t(k('deleteTitle'))}
        description={dialog?.type === 'delete' ? t('structure.deleteConfirm', { title: titleOf(dialog.item) }) : ''}
        confirmLabel={t('org.actions.delete')}
        onConfirm={async () => {
          if (dialog?.type !== 'delete') return;
          await structureApi.remove(kind, dialog.item.id);
          await refresh();
        }}
      />
    </div>
  );
}
