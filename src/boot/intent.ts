/**
 * Hydration waits for the visitor (see main.tsx, docs/decisions/005). Until React listens, the
 * prerendered page works by itself: links navigate, fields take typing, boxes tick and selects
 * change, and React keeps those values when it hydrates (the lead forms adopt them). Only a
 * script button (type="button": an FAQ question, a menu, the logo strip's pause, an offer) needs
 * React to answer, and a lead form must never submit natively. The guards below make every such
 * early input count exactly once: never lost, never doubled.
 */
const INTENT = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;

/** Calls `start` on the first sign of a visitor: a mouse moving, a touch, a key, focus, a wheel. */
export function onFirstIntent(start: () => void): void {
  const fire = (event: Event) => {
    if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
    for (const type of [...INTENT, 'pointermove']) window.removeEventListener(type, fire, true);
    start();
  };
  for (const type of [...INTENT, 'pointermove']) window.addEventListener(type, fire, { capture: true, passive: true });
}

/** Script buttons clicked (or pressed with Enter or Space) before React listened, in order. */
const held: HTMLButtonElement[] = [];
let listening = false;

/**
 * React listens from `app:listening` on, which app.tsx dispatches right after hydrateRoot().
 * Held clicks are handed over at that moment, outside React's own work: a click on a part React
 * has not hydrated yet makes it hydrate that part at once and run the handler. From inside an
 * effect (where this used to happen) React cannot do that, and it dropped the click.
 */
function handOver(): void {
  listening = true;
  for (const button of held.splice(0)) if (button.isConnected) button.click();
}

export function guardEarlyInput(): void {
  document.addEventListener('app:listening', handOver, { once: true });
  document.addEventListener(
    'click',
    (event) => {
      if (listening) return;
      const button = (event.target as Element | null)?.closest?.('button');
      if (button?.type === 'button') held.push(button);
    },
    true,
  );
  // A lead form marks itself ready once hydrated (use-lead-form.ts) and sends what was held.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.matches('form[data-lead-form]') || 'ready' in form.dataset) return;
      // Held, and kept from React as well: React would hydrate the form to answer this very
      // submit, the form would then send the held one too, and the lead would arrive twice.
      event.preventDefault();
      event.stopImmediatePropagation();
      form.dataset.submitQueued = '';
    },
    true,
  );
}
