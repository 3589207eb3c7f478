/**
 * The public forms' small script (an inline script on their static pages, docs/decisions/027).
 * Without it a form posts to its page's action and the browser shows the page the action answers
 * (every field's problem with what was typed, or the confirmation). With it, the same post is sent
 * in the background and only the form's box (`[data-lead-form-box]`, by its id) is taken from the
 * answer: no reload, the rest of the page stays as it is, and the focus goes to the first field in
 * error or to the confirmation. Anything unexpected falls back to the plain post.
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
    const button = form.querySelector('button[type="submit"]');
    form.setAttribute('aria-busy', 'true');
    if (button instanceof HTMLButtonElement) {
      button.disabled = true;
      button.textContent = button.getAttribute('data-busy-label') || button.textContent;
    }
    fetch(form.action, { method: 'POST', body: new FormData(form), credentials: 'same-origin', headers: { Accept: 'text/html' } })
      .then((res) => res.text())
      .then((html) => {
        const answer = new DOMParser().parseFromString(html, 'text/html').getElementById(box.id);
        if (!answer) throw new Error('the answer has no form');
        const fresh = document.importNode(answer, true);
        box.replaceWith(fresh);
        const target = fresh.querySelector('[aria-invalid="true"], [role="alert"], [role="status"]');
        if (target instanceof HTMLElement) {
          if (!target.matches('input, select, textarea, button')) target.tabIndex = -1;
          target.focus();
        }
      })
      // The browser sends it again itself and shows whatever the server answers.
      .catch(() => form.submit());
  });
}
