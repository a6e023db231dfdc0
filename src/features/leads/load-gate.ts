/**
 * When to fetch the form code (react-hook-form + zod, the largest part of a page's script):
 * not on page load, but as soon as a lead form comes within ~1.5 screens of the viewport or
 * the visitor interacts with the page at all (pointer, key, touch, focus). The prerendered
 * form is already on screen meanwhile; React hydrates it when its code arrives.
 */
const NEAR = '0px 0px 150% 0px';
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

let gate: Promise<void> | undefined;

export function formCodeWanted(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  gate ??= new Promise<void>((resolve) => {
    const forms = document.querySelectorAll('form[data-lead-form]');
    // Rendered on the client (no prerendered form to wait for): load right away.
    if (forms.length === 0 || typeof IntersectionObserver === 'undefined') return resolve();
    const done = () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: NEAR });
    forms.forEach((form) => observer.observe(form));
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return gate;
}
