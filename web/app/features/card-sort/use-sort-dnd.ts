import { useRef, useState } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { SortStore } from './sort-store.ts';
import { UNSORTED, ZONES, neighbourZone, zoneOf, type Zone } from './zones.ts';

/**
 * Pointer drags for mouse and pen only: a finger is left to the TouchSensor below, whose short
 * press-and-hold lets the page scroll under a swiping finger.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: { nativeEvent: PointerEvent }) =>
        event.pointerType !== 'touch' && event.isPrimary && event.button === 0,
    },
  ];
}

const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

export interface SortDndOptions {
  store: SortStore;
  rtl: boolean;
  titleOf: (cardId: string) => string;
  zoneName: (zone: Zone) => string;
  /** Moves a dropped card; the board announces it and plans the focus as for any other move. */
  place: (cardId: string, zone: Zone, how: 'drag' | 'keyboardDrag') => boolean;
  /** A card was picked up: a tap's selection would otherwise stay open under the drag. */
  onPickUp: () => void;
  /** A keyboard drag ended where it began: focus goes back to its card. */
  onKeyboardReturn: (cardId: string) => void;
}

/**
 * dnd-kit's side of the board: mouse, pen, touch and keyboard drags onto the zones, with their
 * announcements. Kept apart so the board reads as its three ways of moving a card.
 */
export function useSortDnd({ store, rtl, titleOf, zoneName, place, onPickUp, onKeyboardReturn }: SortDndOptions) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useState<string | null>(null);
  const keyboardTarget = useRef<Zone | null>(null);
  const lastDragEnd = useRef(0);

  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    let step: 1 | -1 | 0 = 0;
    if (event.code === forward || event.code === 'ArrowDown') step = 1;
    else if (event.code === back || event.code === 'ArrowUp') step = -1;
    if (!step) return undefined;
    event.preventDefault();
    const current = keyboardTarget.current ?? UNSORTED;
    const next = neighbourZone(current, step);
    const rect = context.droppableRects.get(next);
    if (!rect || !context.collisionRect) return undefined;
    keyboardTarget.current = next;
    return {
      x: rect.left + rect.width / 2 - context.collisionRect.width / 2,
      y: rect.top + Math.min(rect.height / 2, 40) - Math.min(context.collisionRect.height / 2, 40),
    };
  };

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes: KEYBOARD_CODES }),
  );

  // A keyboard drag goes where the arrows sent it; a pointer is over whatever it points at.
  const collisionDetection: CollisionDetection = (args) => {
    if (keyboardTarget.current) {
      const target = args.droppableContainers.find((c) => c.id === keyboardTarget.current);
      return target ? [{ id: target.id, data: { droppableContainer: target, value: 0 } }] : [];
    }
    const within = pointerWithin(args);
    return within.length ? within : rectIntersection(args);
  };

  function onDragStart({ active, activatorEvent }: DragStartEvent) {
    const id = String(active.id);
    setActiveId(id);
    onPickUp();
    keyboardTarget.current = activatorEvent instanceof KeyboardEvent ? zoneOf(store.pileOf(id)) : null;
  }

  function onDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    const keyboard = activatorEvent instanceof KeyboardEvent;
    setActiveId(null);
    keyboardTarget.current = null;
    lastDragEnd.current = Date.now();
    const id = String(active.id);
    const zone = over ? (String(over.id) as Zone) : null;
    if (zone && (ZONES as readonly string[]).includes(zone) && zone !== zoneOf(store.pileOf(id)))
      place(id, zone, keyboard ? 'keyboardDrag' : 'drag');
    else if (keyboard) onKeyboardReturn(id);
  }

  function onDragCancel() {
    setActiveId(null);
    keyboardTarget.current = null;
    lastDragEnd.current = Date.now();
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('cardSort.announce.pickedUp', { title: titleOf(String(active.id)) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('cardSort.announce.over', { title: titleOf(String(active.id)), pile: zoneName(String(over.id) as Zone) })
        : t('cardSort.announce.notOver'),
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => t('cardSort.announce.cancelled', { title: titleOf(String(active.id)) }),
  };

  return {
    /** The card being dragged, if any (the overlay shows it; the board's own keys wait). */
    activeId,
    /** The click that ends a drag is not a tap. */
    justDropped: () => Date.now() - lastDragEnd.current < 300,
    /** Spread onto `DndContext`. */
    context: {
      sensors,
      collisionDetection,
      onDragStart,
      onDragEnd,
      onDragCancel,
      accessibility: { announcements, screenReaderInstructions: { draggable: t('cardSort.keyboardHelp') } },
      // Every drop target is always in view (sticky pile columns, or the sticky bar on a phone):
      // scrolling the page under a dragged card would only move the cards away from the finger.
      autoScroll: false,
    },
  };
}
