import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { enhanceScrollAreas, ScrollArea } from './scroll-area.tsx';

/**
 * happy-dom lays nothing out, so the test gives the scrolling box the sizes a browser would
 * measure (content and box width, scroll position) and tells it, as a scroll event does.
 */
function layOut(box: HTMLElement, { content, width, scrolled = 0 }: { content: number; width: number; scrolled?: number }) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, get: () => content });
  Object.defineProperty(box, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(box, 'scrollLeft', { configurable: true, get: () => scrolled, set: () => {} });
  act(() => {
    fireEvent.scroll(box);
  });
}

function renderArea(dir: 'rtl' | 'ltr' = 'rtl') {
  render(
    <div dir={dir}>
      <ScrollArea label="ارزیاب‌ها">
        <table>
          <tbody>
            <tr>
              <td>یک</td>
            </tr>
          </tbody>
        </table>
      </ScrollArea>
    </div>,
  );
  const box = screen.getByRole('region', { name: 'ارزیاب‌ها' });
  const area = box.closest<HTMLElement>('[data-scroll-area]')!;
  const cue = (side: 'start' | 'end') => area.querySelector<HTMLElement>(`[data-scroll-cue="${side}"]`)!;
  const shown = (side: 'start' | 'end') => cue(side).classList.contains('opacity-100');
  return { box, area, shown };
}

describe('ScrollArea: a wide table scrolls in its own box with a cue', () => {
  it('shows no cue and takes no focus when the content fits', () => {
    const { box, area, shown } = renderArea();
    layOut(box, { content: 300, width: 300 });
    expect(area.dataset.overflowStart).toBe('false');
    expect(area.dataset.overflowEnd).toBe('false');
    expect(shown('start')).toBe(false);
    expect(shown('end')).toBe(false);
    expect(box.hasAttribute('tabindex')).toBe(false);
  });

  it('shows the end cue while content is hidden past the end, and is focusable to scroll by keyboard', () => {
    const { box, area, shown } = renderArea();
    layOut(box, { content: 700, width: 340 });
    expect(area.dataset.overflowEnd).toBe('true');
    expect(area.dataset.overflowStart).toBe('false');
    expect(shown('end')).toBe(true);
    expect(shown('start')).toBe(false);
    expect(box.getAttribute('tabindex')).toBe('0');
  });

  it('right to left (scrollLeft negative): both cues mid-way, only the start cue at the far end', () => {
    const { box, area, shown } = renderArea('rtl');
    layOut(box, { content: 700, width: 340, scrolled: -100 });
    expect([shown('start'), shown('end')]).toEqual([true, true]);
    layOut(box, { content: 700, width: 340, scrolled: -360 });
    expect([area.dataset.overflowStart, area.dataset.overflowEnd]).toEqual(['true', 'false']);
    expect([shown('start'), shown('end')]).toEqual([true, false]);
  });

  it('left to right (scrollLeft positive) reads the same way', () => {
    const { box, shown } = renderArea('ltr');
    layOut(box, { content: 700, width: 340, scrolled: 360 });
    expect([shown('start'), shown('end')]).toEqual([true, false]);
  });

  it('is focusable before it has been measured (server rendering, the print view without scripts)', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <ScrollArea label="جدول">
        <table />
      </ScrollArea>,
    );
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('role="region"');
    expect(html).not.toContain('data-overflow-end');
  });

  it('gives a ScrollArea in markup React does not manage (kept server markup) the same attributes and cues', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div dir="rtl">
        <ScrollArea label="جدول">
          <table />
        </ScrollArea>
      </div>,
    );
    document.body.append(container);
    const stop = enhanceScrollAreas(container);
    const box = container.querySelector<HTMLElement>('[role="region"]')!;
    const area = container.querySelector<HTMLElement>('[data-scroll-area]')!;
    const shown = (side: 'start' | 'end') => area.querySelector(`[data-scroll-cue="${side}"]`)!.classList.contains('opacity-100');
    layOut(box, { content: 700, width: 340, scrolled: -100 });
    expect([area.dataset.overflowStart, area.dataset.overflowEnd]).toEqual(['true', 'true']);
    expect([shown('start'), shown('end')]).toEqual([true, true]);
    expect(box.getAttribute('tabindex')).toBe('0');
    layOut(box, { content: 300, width: 300 });
    expect([area.dataset.overflowStart, area.dataset.overflowEnd]).toEqual(['false', 'false']);
    expect([shown('start'), shown('end')]).toEqual([false, false]);
    expect(box.hasAttribute('tabindex')).toBe(false);
    stop();
    container.remove();
  });
});
