/**
 * The public forms' small script (an inline script on their static pages, docs/decisions/027).
 * Without it a form posts to its page's action and the browser shows the page the action answers
 * (every field's problem with what was typed, or the confirmation). With it, the same post is sent
 * in the background and only the form's box (`[data-lead-form-box]`, by its id) is taken from the
 * answer: no reload, the rest of the page stays as it is, and the focus goes to the first field in
 * error or to the confirmation.
 *
 * A send is never posted again by the script: a post whose answer is lost or unexpected may have
 * been stored. The form then shows that the send is unconfirmed (a message the page carries,
 * hidden until then) and the visitor chooses to send again. Each send carries a key made here
 * (`submissionKey`, kept for its retries), with which the server stores it once.
 *
 * Runs as written (lib/inline-script.tsx): nothing imported, nothing from outside its body.
 */
export function enhanceLeadForms(): void {
  if (typeof window.fetch !== 'function' || typeof window.DOMParser !== 'function') return;
  // Once a page, however many forms it has.
  const root = document.documentElement;
  if (root.hasAttribute('data-lead-forms')) return;
  root.setAttribute('data-lead-forms', '');
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-lead-form')) return;
    const box = form.closest('[data-lead-form-box]');
    if (!box || !box.id || event.defaultPrevented) return;
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    const key = form.querySelector('input[name="submissionKey"]');
    if (key instanceof HTMLInputElement && !key.value && typeof crypto !== 'undefined') {
      // randomUUID needs a secure context; getRandomValues does not.
      key.value =
        typeof crypto.randomUUID === 'function'
          ? crypto.randomUUID()
          : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
              (Number(c) ^ ((crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) & (15 >> (Number(c) / 4)))).toString(16),
            );
    }
    const failed = form.querySelector('[data-lead-form-failed]');
    if (failed instanceof HTMLElement) failed.hidden = true;
    const button = form.querySelector('button[type="submit"]');
    const label = button?.textContent ?? '';
    form.setAttribute('aria-busy', 'true');
    if (button instanceof HTMLButtonElement) {
      button.disabled = true;
      button.textContent = button.getAttribute('data-busy-label') || label;
    }
    fetch(form.action, { method: 'POST', body: new FormData(form), credentials: 'same-origin', headers: { Accept: 'text/html' } })
      .then((res) => res.text())
      .then((html) => {
        const answer = new DOMParser().parseFromString(html, 'text/html').getElementById(box.id);
        if (!answer) throw new Error('the answer has no form');
        const fresh = document.importNode(answer, true);
        box.replaceWith(fresh);
        const target = fresh.querySelector('[aria-invalid="true"], [role="alert"]:not([hidden]), [role="status"]');
        if (target instanceof HTMLElement) {
          if (!target.matches('input, select, textarea, button')) target.tabIndex = -1;
          target.focus();
        }
      })
      // Not sent again: the visitor sees the send is unconfirmed, and may send it again (same key).
      .catch(() => {
        form.removeAttribute('aria-busy');
        if (button instanceof HTMLButtonElement) {
          button.disabled = false;
          button.textContent = label;
        }
        if (failed instanceof HTMLElement) {
          failed.hidden = false;
          failed.tabIndex = -1;
          failed.focus();
        }
      });
  });
}
