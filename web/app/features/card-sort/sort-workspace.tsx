import { useEffect, useState, useSyncExternalStore } from 'react';
import { AlertTriangle, Check, CloudOff, Loader2, Save, Send, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { OpenSortSession } from '@rira/contracts/assessments';
import type { LanguageCode } from '@rira/contracts/language';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { localDigits } from '../../lib/digits.ts';
import { ApiError } from '../../lib/api-client.ts';
import { TIME_ZONE } from '../../lib/format.ts';
import { useAction } from '../../lib/use-action.ts';
import { AnswerSaver, type SaveSnapshot } from './answer-saver.ts';
import { SortBoard } from './sort-board.tsx';
import type { SortSource } from './sort-source.ts';
import { SortStore } from './sort-store.ts';
import { cardText } from './zones.ts';

export interface SortWorkspaceProps {
  session: OpenSortSession;
  source: SortSource;
  lang: LanguageCode;
  offset: 'admin' | 'public';
  /** Register succeeded. */
  onRegistered: () => void;
  /** Load the saved answer again (after a conflict, by the person's choice). */
  onReload: () => Promise<void>;
}

/**
 * The card-sorting page: the board, the progress, the save status (autosaved as Record about
 * two seconds after each change, and when the page is left), undo, "save draft" and the final
 * Register. A stale save (409) pauses saving and asks the person what to do; their placements
 * stay on the screen until they choose.
 */
export function SortWorkspace({ session, source, lang, offset, onRegistered, onReload }: SortWorkspaceProps) {
  const { t } = useTranslation();
  const [store] = useState(
    () =>
      new SortStore(
        session.cards.map((c) => c.id),
        session.pileMaxima,
        session.placements,
      ),
  );
  const [saver] = useState(() => new AnswerSaver({ version: session.version, save: source.record, getPlacements: () => store.placements }));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const save = useSyncExternalStore(saver.subscribe, saver.getSnapshot, saver.getSnapshot);
  const [confirmRegister, setConfirmRegister] = useState(false);
  const [conflictDismissed, setConflictDismissed] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // Every change of the placements is a change to save.
  useEffect(() => {
    let revision = store.getSnapshot().revision;
    return store.subscribe(() => {
      const next = store.getSnapshot().revision;
      if (next !== revision) {
        revision = next;
        saver.notifyChange();
      }
    });
  }, [store, saver]);

  // Leaving: the tab closes or reloads, or a phone puts the browser away; and leaving the screen in the app.
  useEffect(() => {
    const onHide = () => saver.saveOnExit();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saver.saveOnExit();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const status = saver.getSnapshot().status;
      saver.saveOnExit();
      // Only ask when the placements cannot be saved now (conflict or failure).
      if (saver.hasUnsavedChanges && (status === 'conflict' || status === 'error')) event.preventDefault();
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('visibilitychange', onVisibility);
      void saver.flush();
    };
  }, [saver]);

  // The two ways out of a clash with another tab or device; a failure ends in the API client's toast.
  const keepMine = useAction(async () => {
    const fresh = await source.load();
    if (fresh.registered) {
      await onReload();
      return;
    }
    await saver.overwrite(fresh.version);
    setConflictDismissed(false);
  });
  const loadSaved = useAction(() => onReload());
  const resolving = keepMine.busy || loadSaved.busy;

  function undo() {
    const result = store.undo();
    if (!result.ok) return;
    const card = result.cardId ? session.cards.find((c) => c.id === result.cardId) : undefined;
    setAnnouncement(
      card
        ? t('cardSort.announce.undone', {
            title: cardText(card, lang).title,
            pile: t(result.to ? `cardSort.piles.${result.to}.name` : 'cardSort.unsorted.name'),
          })
        : t('cardSort.announce.undoneGeneric'),
    );
  }

  async function register() {
    try {
      await saver.finalize((version) => source.register(store.placements, version));
    } catch (error) {
      // A lost connection would otherwise close the dialog without a word.
      if (error instanceof ApiError && error.status === 0) toast.error(error.message, { id: 'network-error' });
      throw error;
    }
    onRegistered();
  }

  const remaining = snapshot.total - snapshot.placed;
  const conflict = save.status === 'conflict';
  const stickyTop = offset === 'admin' ? 'md:top-16' : 'md:top-0';

  return (
    <div className="flex flex-col gap-4">
      <div
        className={cn(
          'z-30 -mx-4 border-b border-line bg-page/95 px-4 py-2 backdrop-blur md:sticky md:min-h-20 lg:-mx-8 lg:px-8',
          stickyTop,
        )}
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <p id="sort-progress-label" className="text-sm font-medium">
              {t('cardSort.progress', { placed: localDigits(snapshot.placed, lang), total: localDigits(snapshot.total, lang) })}
            </p>
            <ProgressBar
              value={snapshot.placed}
              max={snapshot.total}
              label={t('cardSort.progressLabel')}
              valueText={t('cardSort.progress', { placed: localDigits(snapshot.placed, lang), total: localDigits(snapshot.total, lang) })}
            />
          </div>
          <SaveStatus save={save} lang={lang} onRetry={() => void saver.flush()} />
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="ghost" size="sm" disabled={!snapshot.canUndo} onClick={undo} aria-keyshortcuts="Control+Z">
              <Undo2 aria-hidden className="size-4" />
              {t('cardSort.undo')}
            </Button>
            <Button variant="secondary" size="sm" disabled={conflict || save.status === 'saving'} onClick={() => void saver.flush()}>
              <Save aria-hidden className="size-4" />
              {t('cardSort.record')}
            </Button>
            <Button
              size="sm"
              disabled={!snapshot.allPlaced || conflict}
              aria-describedby="sort-register-hint"
              onClick={() => setConfirmRegister(true)}
            >
              <Send aria-hidden className="size-4" />
              {t('cardSort.register')}
            </Button>
          </div>
        </div>
        <p id="sort-register-hint" className="mt-1 text-xs text-ink-muted">
          {snapshot.allPlaced
            ? t('cardSort.registerReady')
            : t('cardSort.registerHint', { count: remaining, value: localDigits(remaining, lang) })}
        </p>
        {conflict ? (
          <div
            role="alert"
            className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-ink"
          >
            <AlertTriangle aria-hidden className="size-4 shrink-0" />
            <span className="flex-1">{t('cardSort.conflict.banner')}</span>
            <Button size="sm" variant="secondary" onClick={() => setConflictDismissed(false)}>
              {t('cardSort.conflict.choose')}
            </Button>
          </div>
        ) : null}
      </div>

      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <SortBoard
        store={store}
        announce={setAnnouncement}
        onUndo={undo}
        cards={session.cards}
        lang={lang}
        offset={offset}
        footer={
          snapshot.allPlaced ? (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-success/40 bg-surface p-4">
              <p className="font-medium">{t('cardSort.allPlaced')}</p>
              <Button disabled={conflict} onClick={() => setConfirmRegister(true)}>
                <Send aria-hidden className="size-5" />
                {t('cardSort.register')}
              </Button>
            </div>
          ) : null
        }
      />

      <ConfirmDialog
        open={confirmRegister}
        onOpenChange={setConfirmRegister}
        title={t('cardSort.registerDialog.title')}
        description={t('cardSort.registerDialog.body')}
        confirmLabel={t('cardSort.registerDialog.confirm')}
        variant="primary"
        onConfirm={register}
      />

      <Modal
        open={conflict && !conflictDismissed}
        onOpenChange={(open) => !open && setConflictDismissed(true)}
        title={t('cardSort.conflict.title')}
        description={t('cardSort.conflict.body')}
      >
        {save.message ? <p className="mb-4 rounded-lg bg-page px-3 py-2 text-sm">{save.message}</p> : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="secondary" disabled={resolving} onClick={() => loadSaved.fire()}>
            {t('cardSort.conflict.loadSaved')}
          </Button>
          <Button disabled={resolving} onClick={() => keepMine.fire()}>
            {t('cardSort.conflict.keepMine')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function SaveStatus({ save, lang, onRetry }: { save: SaveSnapshot; lang: LanguageCode; onRetry: () => void }) {
  const { t } = useTranslation();
  const base = 'inline-flex items-center gap-1.5 text-sm';
  let content;
  switch (save.status) {
    case 'saving':
      content = (
        <span className={cn(base, 'text-ink-muted')}>
          <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {t('cardSort.save.saving')}
        </span>
      );
      break;
    case 'dirty':
      content = <span className={cn(base, 'text-ink-muted')}>{t('cardSort.save.dirty')}</span>;
      break;
    case 'error':
      content = (
        <span className={cn(base, 'text-danger')}>
          <CloudOff aria-hidden className="size-4" />
          {t('cardSort.save.error')}
          <button type="button" onClick={onRetry} className="min-h-9 rounded-md px-1 font-medium underline">
            {t('cardSort.save.retry')}
          </button>
        </span>
      );
      break;
    case 'conflict':
      content = <span className={cn(base, 'text-warning-ink')}>{t('cardSort.save.conflict')}</span>;
      break;
    default:
      content = (
        <span className={cn(base, 'text-success')}>
          <Check aria-hidden className="size-4" />
          {save.savedAt ? t('cardSort.save.savedAt', { time: formatClock(save.savedAt, lang) }) : t('cardSort.save.saved')}
        </span>
      );
  }
  // Not a live region: "saving… saved" every few seconds would drown a screen reader; failures are alerts.
  return (
    <div className="min-w-36" role={save.status === 'error' ? 'alert' : undefined}>
      {content}
    </div>
  );
}

/** «۱۴:۰۵» / «14:05», Tehran time. */
function formatClock(ms: number, lang: LanguageCode): string {
  return new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(ms);
}
