import { memo, useCallback, useState, type KeyboardEvent } from 'react';
import { useDraggable, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { Repeat2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PILES, type Card, type Pile } from '@rira/contracts/assessments';
import type { LanguageCode } from '@rira/contracts/language';
import { cn } from '../../components/ui/cn.ts';
import { localDigits } from '../../lib/digits.ts';
import type { PileCounts } from './sort-store.ts';
import { PILE_TONE, cardText, zoneOf } from './zones.ts';

/** What the selected card's pile buttons need to know: the counts and maxima of the piles. */
export interface PileFill {
  counts: PileCounts;
  maxima: PileCounts;
}

export interface SortCardProps {
  card: Card;
  lang: LanguageCode;
  pile: Pile | null;
  /** Unsorted cards show their definition; cards in a pile are compact until selected. */
  compact: boolean;
  /** Tapped or chosen with Enter: shows the pile buttons and puts its controls in the tab order. */
  selected: boolean;
  /** Only for the selected card (the others never re-render when a count changes). */
  fill: PileFill | null;
  /** The id of the hidden keyboard instructions every card is described by. */
  instructionsId?: string;
}

interface CardFaceProps extends SortCardProps {
  dragRef?: (node: HTMLElement | null) => void;
  listeners?: DraggableSyntheticListeners;
  dragging?: boolean;
  /** The copy under the finger or pointer while dragging: not focusable, no ids. */
  overlay?: boolean;
}

/**
 * One competency card: its title and skilled definition, a flip control for the unskilled
 * definition, and, once selected, a button for each pile (tap-to-place). Clicks and keys on
 * the card are handled by the board (one listener for all cards); only the flip is the card's own.
 */
export const CardFace = memo(function CardFace({
  card,
  lang,
  pile,
  compact,
  selected,
  fill,
  instructionsId,
  dragRef,
  listeners,
  dragging,
  overlay,
}: CardFaceProps) {
  const { t } = useTranslation();
  const [flipped, setFlipped] = useState(false);
  const text = cardText(card, lang);
  const titleId = overlay ? undefined : `card-${card.id}-title`;
  const showDefinition = !compact || selected || overlay;
  const innerTab = selected ? 0 : -1;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    listeners?.onKeyDown?.(event);
    if (event.defaultPrevented || event.target !== event.currentTarget) return;
    if (event.code === 'KeyF' && !event.ctrlKey && !event.metaKey && !event.altKey && showDefinition) {
      event.preventDefault();
      setFlipped((f) => !f);
    }
  }

  return (
    <article
      ref={dragRef}
      data-card-id={overlay ? undefined : card.id}
      tabIndex={overlay ? -1 : 0}
      aria-labelledby={titleId}
      aria-describedby={overlay ? undefined : instructionsId}
      aria-current={selected ? 'true' : undefined}
      {...listeners}
      onKeyDown={onKeyDown}
      className={cn(
        'relative rounded-xl border border-line border-s-4 bg-surface p-3 shadow-sm outline-offset-2 transition-shadow',
        '[-webkit-touch-callout:none] select-none',
        PILE_TONE[zoneOf(pile)],
        'cursor-grab touch-manipulation hover:shadow-md',
        selected && 'ring-2 ring-primary-600',
        dragging && 'opacity-40',
        overlay && 'cursor-grabbing shadow-xl ring-2 ring-primary-300',
        compact && !selected && 'py-2',
      )}
    >
      <div className="flex items-start gap-2">
        <h3
          id={titleId}
          dir="auto"
          lang={text.langs.title}
          className={cn('min-w-0 flex-1 font-semibold leading-7', compact && !selected && 'text-sm leading-6')}
        >
          {text.title}
        </h3>
        {showDefinition && !overlay ? (
          <button
            type="button"
            data-card-control=""
            tabIndex={innerTab}
            aria-pressed={flipped}
            onClick={() => setFlipped((f) => !f)}
            className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-primary-700 hover:bg-primary-50"
            aria-label={t('cardSort.card.flip', { title: text.title })}
            title={t(flipped ? 'cardSort.card.showSkilled' : 'cardSort.card.showUnskilled')}
          >
            <Repeat2 aria-hidden className="size-5" />
          </button>
        ) : null}
      </div>
      {showDefinition ? (
        <p className="mt-1 text-sm leading-6 text-ink-muted">
          <span className={cn('font-medium', flipped ? 'text-warning-ink' : 'text-success')}>
            {t(flipped ? 'cardSort.card.unskilledLabel' : 'cardSort.card.skilledLabel')}
          </span>{' '}
          <span dir="auto" lang={flipped ? text.langs.unskilled : text.langs.skilled}>
            {flipped ? text.unskilled : text.skilled}
          </span>
        </p>
      ) : null}
      {selected && !overlay ? <PileButtons title={text.title} pile={pile} fill={fill} lang={lang} /> : null}
    </article>
  );
});

/** The tap-to-place buttons: a full pile's button stays pressable and answers with the limit message. */
function PileButtons({ title, pile, fill, lang }: { title: string; pile: Pile | null; fill: PileFill | null; lang: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('cardSort.card.choosePile', { title })} className="mt-3 grid grid-cols-3 gap-2">
      {PILES.map((p) => {
        const full = fill ? fill.counts[p] >= fill.maxima[p] : false;
        const here = p === pile;
        return (
          <button
            key={p}
            type="button"
            data-place={p}
            aria-disabled={full || here ? true : undefined}
            aria-pressed={here}
            className={cn(
              'flex min-h-11 flex-col items-center justify-center rounded-lg border px-1 py-1 text-center text-sm font-medium leading-5',
              here ? 'border-primary-700 bg-primary-700 text-white' : 'border-primary-700 bg-surface text-primary-800 hover:bg-primary-50',
              full && !here && 'border-line bg-page text-ink-muted',
            )}
          >
            <span aria-hidden>{t(`cardSort.piles.${p}.short`)}</span>
            {fill ? (
              <span className="text-xs font-normal" aria-hidden>
                {localDigits(`${fill.counts[p]}/${fill.maxima[p]}`, lang)}
              </span>
            ) : null}
            <span className="sr-only">
              {t(here ? 'cardSort.card.inPileHint' : full ? 'cardSort.card.pileFullHint' : 'cardSort.card.placeHint', {
                pile: t(`cardSort.piles.${p}.name`),
                count: localDigits(fill?.counts[p] ?? 0, lang),
                max: localDigits(fill?.maxima[p] ?? 0, lang),
              })}
            </span>
          </button>
        );
      })}
      {pile ? (
        <button
          type="button"
          data-place="unsorted"
          className="col-span-3 min-h-11 rounded-lg border border-line bg-surface px-2 text-sm font-medium text-ink hover:bg-primary-50"
        >
          {t('cardSort.card.unsort')}
        </button>
      ) : null}
    </div>
  );
}

/** A card that can be dragged (pointer, touch and keyboard): dnd-kit's hook around the memoised face. */
export const SortCard = memo(function SortCard(props: SortCardProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, isDragging } = useDraggable({
    id: props.card.id,
    data: { pile: props.pile },
  });
  // The card itself is the keyboard activator: Space on its flip or pile buttons does not start a drag.
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      setActivatorNodeRef(node);
    },
    [setNodeRef, setActivatorNodeRef],
  );
  return <CardFace {...props} dragRef={ref} listeners={listeners} dragging={isDragging} />;
});
