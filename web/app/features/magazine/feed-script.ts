/**
 * The magazine's small script (an inline script on its static pages, docs/decisions/027). Without
 * it, the list's "more" link opens the next page (`?page=N`). With it, the link (clicked, or come
 * into view: the spec's infinite scroll) fetches that page's HTML and appends its articles in
 * place, and takes the next page's link from it; the list's state (`data-feed-state`: ok, loading,
 * empty, error) shows the matching message, and a failure offers a retry instead of the link (which
 * comes back once a retry has loaded a page that has a next one). Articles already shown
 * are skipped if a new one shifted the pages meanwhile.
 *
 * Runs as written (lib/inline-script.tsx): nothing imported, nothing from outside its body.
 */
export function enhanceMagazineFeed(): void {
  const feed = document.querySelector('[data-feed]');
  const found = feed?.querySelector('[data-feed-list]');
  if (!(feed instanceof HTMLElement) || !found || typeof window.fetch !== 'function' || typeof window.DOMParser !== 'function') return;
  const list: Element = found;
  const more = () => feed.querySelector('a[data-feed-more]');
  const retry = feed.querySelector('button[data-feed-retry]');
  let busy = false;
  // The visitor's focus was on "more" or "retry" when the load began: it goes to whichever of
  // them is offered when it ends, rather than to the page's start with a button just hidden.
  let keepFocus = false;

  const show = (state: 'ok' | 'loading' | 'empty' | 'error') => {
    feed.setAttribute('data-feed-state', state);
    feed.querySelectorAll('[data-feed-when]').forEach((el) => {
      if (el instanceof HTMLElement) el.hidden = el.getAttribute('data-feed-when') !== state;
    });
    // After a failure the retry is the one way on: "more" would load the same page again.
    const link = more();
    if (link instanceof HTMLElement) link.hidden = state === 'error';
    if (state === 'loading' || !keepFocus) return;
    keepFocus = false;
    const next = state === 'error' ? retry : link;
    if (next instanceof HTMLElement && !next.hidden) next.focus();
  };

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting) && feed.getAttribute('data-feed-state') === 'ok') load();
          },
          { rootMargin: '600px 0px' },
        )
      : null;

  function load() {
    const link = more();
    if (busy || !(link instanceof HTMLAnchorElement)) return;
    busy = true;
    keepFocus = document.activeElement === link || document.activeElement === retry;
    show('loading');
    fetch(link.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
      .then((res) => {
        if (!res.ok) throw new Error(`status ${res.status}`);
        return res.text();
      })
      .then((html) => {
        const next = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-feed]');
        if (!next) throw new Error('the page has no list');
        const shown = new Set(Array.from(list.children, (item) => item.getAttribute('data-article-id')));
        next.querySelectorAll('[data-feed-list] > li').forEach((item) => {
          if (!shown.has(item.getAttribute('data-article-id'))) list.append(document.importNode(item, true));
        });
        const nextLink = next.querySelector('a[data-feed-more]');
        const href = nextLink?.getAttribute('href');
        busy = false;
        observer?.unobserve(link);
        if (href) {
          link.setAttribute('href', href);
          show('ok');
          // Observed again: still in view (a short page), it loads the next one at once.
          observer?.observe(link);
        } else {
          link.remove();
          show('empty');
        }
      })
      .catch(() => {
        busy = false;
        show('error');
      });
  }

  feed.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('a[data-feed-more], button[data-feed-retry]') : null;
    if (!target || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    load();
  });
  const link = more();
  if (link && observer) observer.observe(link);
}
