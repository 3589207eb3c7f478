import type { Page } from 'playwright-core';

/** The smallest text we show, in CSS pixels as rendered (issue 11: nothing under 11 px, charts included). */
export const MIN_TEXT_PX = 11;

/**
 * What is wrong with the current page's layout, as sentences (empty when nothing is):
 * - the page is wider than the window (`scrollWidth > innerWidth`: the reader would scroll the
 *   whole page sideways);
 * - a visible text is rendered under MIN_TEXT_PX: its computed font size, times the SVG's scale
 *   for SVG text (a chart drawn in a viewBox and shrunk to a phone shrinks its text too);
 * - a table reaches past the window's edge without a scroll box of its own, or a scroll box that
 *   is itself cut off, or that hides part of a table without the shared ScrollArea's edge cue
 *   (`data-scroll-area` with `data-overflow-start`/`-end`) telling the reader there is more.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // A ScrollArea learns whether it overflows once the browser has run the page's script (the
  // component's effect, or `enhanceScrollAreas` on kept markup): on a busy machine that can come
  // after the network is idle. Wait for every one to have measured; a page without scripts has
  // nothing to wait for. One that never measures is then reported below as a table without a cue.
  await page
    .waitForFunction(
      () =>
        !document.querySelector('script[type="module"]') ||
        [...document.querySelectorAll<HTMLElement>('[data-scroll-area]')].every((area) => area.dataset.overflowEnd !== undefined),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  return page.evaluate((minText) => {
    const problems: string[] = [];
    const viewport = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) {
      // Name the culprits: what sticks out while its parent does not, or what is positioned on its
      // own (an absolutely placed element escapes the scroll box of a non-positioned parent).
      const culprits = [...document.body.querySelectorAll('*')]
        .filter(
          (el) =>
            beyond(el) && (!el.parentElement || !beyond(el.parentElement) || ['absolute', 'fixed'].includes(getComputedStyle(el).position)),
        )
        .slice(0, 3)
        .map((el) => describe(el));
      problems.push(`page is ${scrollWidth} px wide in a ${viewport} px window (${culprits.join('; ') || 'no single culprit'})`);
    }

    const seen = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style, noscript, template, title')) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      // Visually hidden text (the sr-only pattern: a 1×1 clipped box) is not read by the eye.
      if (box.width <= 1 || box.height <= 1 || isClippedAway(el)) continue;
      let size = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGGraphicsElement) {
        const ctm = el.getScreenCTM();
        if (ctm) size *= Math.sqrt(Math.abs(ctm.a * ctm.d - ctm.b * ctm.c));
      }
      if (size < minText - 0.05) {
        const key = `${describe(el)} ${size.toFixed(1)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push(`text «${text.slice(0, 40)}» is ${size.toFixed(1)} px (${describe(el)})`);
      }
    }

    for (const table of document.querySelectorAll('table')) {
      const rect = table.getBoundingClientRect();
      if (!table.checkVisibility() || rect.width === 0 || isClippedAway(table)) continue;
      const scroller = scrollBoxOf(table);
      if (!scroller) {
        if (rect.left < -1 || rect.right > viewport + 1) problems.push(`${describe(table)} reaches past the window without a scroll box`);
        continue;
      }
      const box = scroller.getBoundingClientRect();
      if (box.left < -1 || box.right > viewport + 1) problems.push(`the scroll box of ${describe(table)} is cut off by the window`);
      const hidden = scroller.scrollWidth - scroller.clientWidth > 1;
      if (hidden) {
        const area = scroller.closest<HTMLElement>('[data-scroll-area]');
        const cue = area?.dataset.overflowStart === 'true' || area?.dataset.overflowEnd === 'true';
        if (!cue) problems.push(`${describe(table)} is cut at its box's edge with no cue that it scrolls`);
      }
    }
    return problems;

    /** Past the window's left or right edge. */
    function beyond(el: Element): boolean {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > viewport + 1 || r.left < -1);
    }

    /** The nearest ancestor that scrolls sideways (overflow-x auto or scroll). */
    function scrollBoxOf(el: Element): HTMLElement | null {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return p;
      }
      return null;
    }

    /** Inside an element that clips everything away (sr-only, a 1 px clipped box). */
    function isClippedAway(el: Element): boolean {
      for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        const r = p.getBoundingClientRect();
        if ((style.clip && style.clip !== 'auto') || style.clipPath === 'inset(50%)') return true;
        if (style.overflow === 'hidden' && (r.width <= 1 || r.height <= 1)) return true;
      }
      return false;
    }

    function describe(el: Element): string {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : '';
      const label = el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : '';
      return `<${el.tagName.toLowerCase()}${id}${testId}${label}${cls}> ${Math.round(el.getBoundingClientRect().width)} px`;
    }
  }, MIN_TEXT_PX);
}
