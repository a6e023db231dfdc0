/**
 * Disclosures (an FAQ question and its answer, src/components/sections/faq-accordion.tsx) answer
 * a press in the frame after it, before React wakes and after it alike
 * (docs/decisions/029-first-tap.md). Their open state lives in the page itself: `aria-expanded`
 * on the button, `hidden` on the region it controls. React draws both closed and never sets them
 * again, so there is nothing to hand over when it wakes and nothing for it to undo.
 *
 * A disclosure is a button that names, in `aria-controls`, a region labelled by that very
 * button; the header menus name their panels only while open, so they never match.
 */
export function panelOf(target: EventTarget | null): { button: HTMLButtonElement; panel: HTMLElement } | null {
  const button = (target as Element | null)?.closest?.<HTMLButtonElement>('button[aria-controls][aria-expanded]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls')!);
  if (!button || !panel || panel.getAttribute('role') !== 'region' || panel.getAttribute('aria-labelledby') !== button.id) return null;
  return { button, panel };
}

/** Opens a closed disclosure and closes an open one. */
export function toggle({ button, panel }: { button: HTMLButtonElement; panel: HTMLElement }): void {
  panel.hidden = !panel.hidden;
  button.setAttribute('aria-expanded', String(!panel.hidden));
}

/**
 * Listens for presses on disclosures for the page's life. It listens on the window in the
 * capture phase, ahead of the early script's guard (boot/early.ts), which would otherwise hold
 * the press for React to replay: a press answered here is answered once, and goes no further.
 * A press held before this script arrived is replayed by the guard as a click, and lands here.
 */
export function answerDisclosures(): void {
  addEventListener(
    'click',
    (event) => {
      const found = panelOf(event.target);
      if (!found) return;
      event.stopPropagation();
      toggle(found);
    },
    true,
  );
}
