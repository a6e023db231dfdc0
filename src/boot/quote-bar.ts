/**
 * The pinned quote action steps aside while a form is on screen (docs/decisions/031-phone-reach.md).
 * It leads to a form, so it has nothing to offer while one is in view, and pinned to the foot of
 * the screen it would sit over the form's send button there and take the tap meant for it. Run by
 * the boot script, React or not; forms React draws later (another page, a lazy form) are watched
 * as they appear. The rule that reads the class is in header.module.css.
 */
export const FORM_IN_VIEW = 'form-in-view';

export function watchFormsInView(): void {
  if (typeof IntersectionObserver !== 'function') return;
  const root = document.documentElement;
  const inView = new Set<Element>();
  const watched = new WeakSet<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting && entry.target.isConnected) inView.add(entry.target);
      else inView.delete(entry.target);
    }
    root.classList.toggle(FORM_IN_VIEW, inView.size > 0);
  });
  const watchNew = () => {
    for (const form of document.querySelectorAll('main form')) {
      if (watched.has(form)) continue;
      watched.add(form);
      observer.observe(form);
    }
    // A form React took away (a page change) no longer counts, whatever its last entry said.
    for (const form of inView) if (!form.isConnected) inView.delete(form);
    root.classList.toggle(FORM_IN_VIEW, inView.size > 0);
  };
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      watchNew();
    });
  }).observe(document.body, { childList: true, subtree: true });
  watchNew();
}
