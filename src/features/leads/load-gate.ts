import { afterNextFrame } from '@/boot/after-press';

/**
 * When to fetch the form code (react-hook-form + zod, the largest part of a page's script):
 * not on page load, but as soon as a lead form comes within ~1.5 screens of the viewport or
 * the visitor interacts with the page again (pointer, key, touch, focus), or at once when they
 * already used a form before React woke. The prerendered form is already on screen meanwhile;
 * React hydrates it when its code arrives.
 */
const NEAR = '0px 0px 150% 0px';
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

let gate: Promise<void> | undefined;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const changed = (field: Field) =>
  field instanceof HTMLSelectElement
    ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
    : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;

/** Focused, holding a held submit (boot/early.ts), or with a field the visitor changed. */
function holdsInput(form: HTMLFormElement): boolean {
  if ('submitQueued' in form.dataset || form.contains(document.activeElement)) return true;
  return Array.from(form.elements).some(
    (el) => (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && changed(el),
  );
}

export function formCodeWanted(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  gate ??= new Promise<void>((resolve) => {
    const forms = document.querySelectorAll<HTMLFormElement>('form[data-lead-form]');
    // Rendered on the client (no prerendered form to wait for): load right away.
    if (forms.length === 0 || typeof IntersectionObserver === 'undefined') return resolve();
    // The visitor already used a form before React woke (the gate is made during hydration,
    // after that input): its code is wanted now, wherever the page has scrolled to since.
    if (Array.from(forms).some(holdsInput)) return resolve();
    // After the frame that answers the press: asking for the code (Vite's preload adds a link
    // for each chunk it needs) cost 8-17 ms of a tap's own task on a phone's CPU, in the wait
    // before its answer (docs/decisions/029-first-tap.md).
    const done = () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      afterNextFrame(resolve);
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: NEAR });
    forms.forEach((form) => observer.observe(form));
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return gate;
}
