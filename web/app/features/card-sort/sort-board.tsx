import {
  memo,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { DndContext, DragOverlay, useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PILES, type Card } from '@rira/contracts/assessments';
import type { LanguageCode } from '@rira/contracts/language';
import { cn } from '../../components/ui/cn.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { localDigits } from '../../lib/digits.ts';
import { CardFace, SortCard, type PileFill } from './sort-card.tsx';
import type { SortStore } from './sort-store.ts';
import { useMediaQuery, WIDE_SORT_QUERY } from './use-media-query.ts';
import { useSortDnd } from './use-sort-dnd.ts';
import { UNSORTED, ZONES, cardText, isPile, neighbourZone, pileOfZone, zoneOf, type Zone } from './zones.ts';

type How = 'key' | 'arrow' | 'button' | 'drag' | 'keyboardDrag';
type FocusPlan =
  { kind: 'card'; id: string } | { kind: 'list'; zone: Zone; index: number; fallbackId: string } | { kind: 'first-control'; id: string };

export interface SortBoardProps {
  store: SortStore;
  cards: readonly Card[];
  lang: LanguageCode;
  /** Sticky offset: under the admin header, or at the top of the public invitation page. */
  offset: 'admin' | 'public';
  /** Extra content at the end of the unsorted list (e.g. "all placed: finish"). */
  footer?: ReactNode;
  /** Says something in the page's live region. */
  announce: (message: string) => void;
  /** Ctrl+Z on the board. */
  onUndo: () => void;
}

/**
 * The three piles and the cards still to sort. Cards move by drag and drop (mouse, pen, touch
 * and keyboard through dnd-kit), by tapping a card and then a pile button, and by keys on a
 * focused card (1/2/3, 0, arrows). Every move is announced in a live region; a full pile refuses
 * with the limit message beside it and as a toast. On a phone the piles are tabs in a sticky bar
 * (each also a drop target) and the cards are one list.
 */
export function SortBoard({ store, cards, lang, offset, footer, announce, onUndo }: SortBoardProps) {
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const wide = useMediaQuery(WIDE_SORT_QUERY, true);
  const rtl = lang === 'fa';
  const instructionsId = `${useId()}-instructions`;
  const boardRef = useRef<HTMLDivElement>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState<Zone>(UNSORTED);
  const focusPlan = useRef<FocusPlan | null>(null);

  const byId = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards]);
  const groups = useMemo(() => {
    const out: Record<Zone, Card[]> = { unsorted: [], best: [], mostly: [], least: [] };
    for (const card of cards) out[zoneOf(snapshot.placements[card.id] ?? null)].push(card);
    return out;
  }, [cards, snapshot.placements]);
  const fill = useMemo<PileFill>(() => ({ counts: snapshot.counts, maxima: store.maxima }), [snapshot.counts, store.maxima]);

  const zoneName = (zone: Zone) => t(zone === UNSORTED ? 'cardSort.unsorted.name' : `cardSort.piles.${zone}.name`);
  const titleOf = (id: string) => {
    const card = byId.get(id);
    return card ? cardText(card, lang).title : '';
  };
  const dnd = useSortDnd({
    store,
    rtl,
    titleOf,
    zoneName,
    place,
    onPickUp: () => setSelectedId(null),
    onKeyboardReturn: (id) => {
      focusPlan.current = { kind: 'card', id };
    },
  });
  const activeId = dnd.activeId;

  // Focus follows the plan made by the last keyboard or button move, once React has moved the card.
  useLayoutEffect(() => {
    const plan = focusPlan.current;
    const board = boardRef.current;
    if (!plan || !board) return;
    focusPlan.current = null;
    const cardEl = (id: string) => board.querySelector<HTMLElement>(`[data-card-id="${id}"]`);
    if (plan.kind === 'card') cardEl(plan.id)?.focus();
    else if (plan.kind === 'first-control') cardEl(plan.id)?.querySelector<HTMLElement>('[data-place]')?.focus();
    else {
      const list = Array.from(board.querySelectorAll<HTMLElement>(`[data-zone-list="${plan.zone}"] [data-card-id]`));
      const target =
        list[Math.min(plan.index, list.length - 1)] ??
        cardEl(plan.fallbackId) ??
        board.querySelector<HTMLElement>(`[data-zone-list="${plan.zone}"]`);
      target?.focus();
    }
  });

  function place(cardId: string, zone: Zone, how: How): boolean {
    const before = groups[zoneOf(store.pileOf(cardId))];
    const indexBefore = before.findIndex((c) => c.id === cardId);
    const result = store.place(cardId, pileOfZone(zone));
    const title = titleOf(cardId);
    if (result.ok) {
      const counts = store.getSnapshot().counts;
      announce(
        zone === UNSORTED
          ? t('cardSort.announce.unsorted', { title })
          : t('cardSort.announce.placed', {
              title,
              pile: zoneName(zone),
              count: localDigits(counts[zone], lang),
              max: localDigits(store.maxima[zone], lang),
            }),
      );
      setSelectedId(null);
      if (how !== 'drag') {
        const follow = wide && (how === 'arrow' || how === 'keyboardDrag');
        focusPlan.current = follow
          ? { kind: 'card', id: cardId }
          : { kind: 'list', zone: wide ? zoneOf(result.from) : tab, index: Math.max(0, indexBefore), fallbackId: cardId };
      }
      return true;
    }
    if (result.reason === 'pileFull' && isPile(zone)) {
      const message = t('errors.pileFull');
      toast.error(message, { id: 'pile-full' });
      announce(`${zoneName(zone)}: ${message}`);
      if (how === 'keyboardDrag') focusPlan.current = { kind: 'card', id: cardId };
    }
    return false;
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const cardEl = target.closest<HTMLElement>('[data-card-id]');
    const placeEl = target.closest<HTMLElement>('[data-place]');
    if (cardEl && placeEl) {
      place(cardEl.dataset.cardId!, placeEl.dataset.place as Zone, 'button');
      return;
    }
    if (!cardEl || target.closest('button, a, input, select, textarea')) return;
    if (dnd.justDropped()) return;
    const id = cardEl.dataset.cardId!;
    setSelectedId((current) => (current === id ? null : id));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (activeId) return;
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.code === 'KeyZ') {
      event.preventDefault();
      setSelectedId(null);
      onUndo();
      return;
    }
    const target = event.target as HTMLElement;
    const cardEl = target.closest<HTMLElement>('[data-card-id]');
    if (!cardEl) return;
    const id = cardEl.dataset.cardId!;
    if (event.key === 'Escape' && selectedId === id) {
      event.preventDefault();
      setSelectedId(null);
      cardEl.focus();
      return;
    }
    if (target !== cardEl || event.altKey || event.ctrlKey || event.metaKey) return;
    const digit: Record<string, Zone> = {
      Digit1: 'best',
      Numpad1: 'best',
      Digit2: 'mostly',
      Numpad2: 'mostly',
      Digit3: 'least',
      Numpad3: 'least',
      Digit0: UNSORTED,
      Numpad0: UNSORTED,
      Delete: UNSORTED,
      Backspace: UNSORTED,
    };
    const zone = digit[event.code];
    if (zone) {
      event.preventDefault();
      place(id, zone, 'key');
      return;
    }
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward || event.key === back) {
      event.preventDefault();
      const from = zoneOf(store.pileOf(id));
      const to = neighbourZone(from, event.key === forward ? 1 : -1);
      if (to !== from) place(id, to, 'arrow');
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Home' || event.key === 'End') {
      const list = Array.from(cardEl.closest('[data-zone-list]')?.querySelectorAll<HTMLElement>('[data-card-id]') ?? []);
      const index = list.indexOf(cardEl);
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? list.length - 1
            : Math.min(list.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)));
      event.preventDefault();
      list[next]?.focus();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (selectedId === id) setSelectedId(null);
      else {
        setSelectedId(id);
        focusPlan.current = { kind: 'first-control', id };
      }
    }
  }

  const activeCard = activeId ? byId.get(activeId) : undefined;
  const listProps = { lang, selectedId, fill, instructionsId };

  return (
    <div ref={boardRef} onClick={onClick} onKeyDown={onKeyDown} className="flex flex-col gap-4">
      <p id={instructionsId} hidden>
        {t('cardSort.keyboardHelp')}
      </p>
      <DndContext {...dnd.context}>
        {wide ? (
          <div className="grid grid-cols-[minmax(0,1.35fr)_repeat(3,minmax(0,1fr))] items-start gap-3 xl:gap-4">
            <ZoneColumn
              zone={UNSORTED}
              title={zoneName(UNSORTED)}
              count={groups.unsorted.length}
              max={null}
              offset={offset}
              refused={false}
            >
              <CardList zone={UNSORTED} cards={groups.unsorted} compact={false} {...listProps} />
              {footer}
            </ZoneColumn>
            {PILES.map((pile) => (
              <ZoneColumn
                key={pile}
                zone={pile}
                title={zoneName(pile)}
                count={snapshot.counts[pile]}
                max={store.maxima[pile]}
                offset={offset}
                refused={snapshot.refusedPile === pile}
                sticky
              >
                <CardList zone={pile} cards={groups[pile]} compact {...listProps} />
              </ZoneColumn>
            ))}
          </div>
        ) : (
          <Tabs value={tab} onValueChange={(value) => setTab(value as Zone)} className="flex flex-col gap-3">
            <div className={cn('sticky z-20 -mx-4 bg-page px-4 py-2 lg:-mx-8 lg:px-8', offset === 'admin' ? 'top-16' : 'top-0')}>
              <TabList aria-label={t('cardSort.pilesLabel')} className="bg-surface ring-1 ring-line">
                {ZONES.map((zone) => (
                  <ZoneTab
                    key={zone}
                    zone={zone}
                    label={t(zone === UNSORTED ? 'cardSort.unsorted.short' : `cardSort.piles.${zone}.short`)}
                    name={zoneName(zone)}
                    count={zone === UNSORTED ? groups.unsorted.length : snapshot.counts[zone]}
                    max={isPile(zone) ? store.maxima[zone] : null}
                    lang={lang}
                  />
                ))}
              </TabList>
              {snapshot.refusedPile ? (
                <p className="mt-2 rounded-lg bg-danger-soft px-3 py-1.5 text-sm font-medium text-danger">
                  {zoneName(snapshot.refusedPile)}: {t('errors.pileFull')}
                </p>
              ) : null}
            </div>
            {ZONES.map((zone) => (
              <TabPanel key={zone} value={zone} className="flex flex-col gap-2">
                <h2 className="text-lg font-semibold">
                  {zoneName(zone)}{' '}
                  <span className="text-base font-normal text-ink-muted">
                    {isPile(zone)
                      ? localDigits(`${snapshot.counts[zone]}/${store.maxima[zone]}`, lang)
                      : t('cardSort.unsorted.left', { count: groups.unsorted.length, value: localDigits(groups.unsorted.length, lang) })}
                  </span>
                </h2>
                <CardList zone={zone} cards={groups[zone]} compact={zone !== UNSORTED} {...listProps} />
                {zone === UNSORTED ? footer : null}
              </TabPanel>
            ))}
          </Tabs>
        )}
        <DragOverlay dropAnimation={null} className="will-change-transform">
          {activeCard ? (
            <CardFace
              card={activeCard}
              lang={lang}
              pile={store.pileOf(activeCard.id)}
              compact={false}
              selected={false}
              fill={null}
              overlay
            />
          ) : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}

interface CardListProps {
  zone: Zone;
  cards: readonly Card[];
  compact: boolean;
  lang: LanguageCode;
  selectedId: string | null;
  fill: PileFill;
  instructionsId: string;
}

/** The cards of one zone; memoised so that a drag hovering over the zone does not redraw them. */
const CardList = memo(function CardList({ zone, cards, compact, lang, selectedId, fill, instructionsId }: CardListProps) {
  const { t } = useTranslation();
  if (cards.length === 0) {
    return (
      <p
        data-zone-list={zone}
        tabIndex={-1}
        className="rounded-lg border border-dashed border-line px-3 py-6 text-center text-sm text-ink-muted"
      >
        {t(zone === UNSORTED ? 'cardSort.unsorted.empty' : 'cardSort.emptyPile')}
      </p>
    );
  }
  return (
    <ul data-zone-list={zone} className="flex flex-col gap-2">
      {cards.map((card) => (
        <li key={card.id}>
          <SortCard
            card={card}
            lang={lang}
            pile={pileOfZone(zone)}
            compact={compact}
            selected={selectedId === card.id}
            fill={selectedId === card.id ? fill : null}
            instructionsId={instructionsId}
          />
        </li>
      ))}
    </ul>
  );
});

function ZoneColumn({
  zone,
  title,
  count,
  max,
  offset,
  refused,
  sticky,
  children,
}: {
  zone: Zone;
  title: string;
  count: number;
  max: number | null;
  offset: 'admin' | 'public';
  refused: boolean;
  sticky?: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang: LanguageCode = i18n.language === 'en' ? 'en' : 'fa';
  const { setNodeRef, isOver } = useDroppable({ id: zone });
  const headingId = `zone-${zone}-heading`;
  const full = max !== null && count >= max;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex min-h-40 flex-col gap-2 rounded-2xl border-2 p-3 transition-colors',
        zone === UNSORTED ? 'border-transparent bg-transparent px-0' : 'border-dashed border-line bg-surface/60',
        isOver && (refused || full ? 'border-danger bg-danger-soft' : 'border-primary-600 bg-primary-50'),
        sticky && cn('sticky max-h-[calc(100dvh-10rem)] overflow-y-auto', offset === 'admin' ? 'top-36' : 'top-24'),
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        <span className={cn('text-sm', full ? 'font-semibold text-danger' : 'text-ink-muted')}>
          {max === null
            ? t('cardSort.unsorted.left', { count, value: localDigits(count, lang) })
            : t(full ? 'cardSort.countFull' : 'cardSort.count', { count: localDigits(count, lang), max: localDigits(max, lang) })}
        </span>
      </div>
      {refused ? <p className="rounded-lg bg-danger-soft px-3 py-1.5 text-sm font-medium text-danger">{t('errors.pileFull')}</p> : null}
      {children}
    </section>
  );
}

function ZoneTab({
  zone,
  label,
  name,
  count,
  max,
  lang,
}: {
  zone: Zone;
  label: string;
  name: string;
  count: number;
  max: number | null;
  lang: LanguageCode;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: zone });
  const full = max !== null && count >= max;
  return (
    <Tab
      ref={setNodeRef}
      value={zone}
      aria-label={
        max === null
          ? `${name} (${localDigits(count, lang)})`
          : `${name} (${t('cardSort.count', { count: localDigits(count, lang), max: localDigits(max, lang) })})`
      }
      className={cn(
        'flex min-h-14 flex-col items-center justify-center px-1 leading-5',
        isOver && 'bg-primary-100 ring-2 ring-primary-600',
        full && 'text-danger',
      )}
    >
      <span aria-hidden className="text-xs sm:text-sm">
        {label}
      </span>
      <span aria-hidden className="text-sm font-semibold">
        {max === null ? localDigits(count, lang) : localDigits(`${count}/${max}`, lang)}
      </span>
    </Tab>
  );
}
