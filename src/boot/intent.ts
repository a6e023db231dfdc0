/**
 * Hydration waits for the visitor (see main.tsx). Until React runs, the prerendered page is
 * already complete: links navigate, text is there. These guards keep the few interactive parts
 * honest in the meantime: a button pressed before React was listening is pressed again once it
 * is, and a lead form submitted before its code arrived is submitted again when it has (never
 * natively, which would put the visitor's details in a URL).
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

let earlyClick: HTMLButtonElement | null = null;
let reactListening = false;

export function guardEarlyInput(): void {
  // Clicks before hydrateRoot() is called are invisible to React; later ones it replays itself.
  document.addEventListener('app:hydrating', () => (reactListening = true), { once: true });
  document.addEventListener(
    'click',
    (event) => {
      if (reactListening) return;
      const button = (event.target as Element | null)?.closest?.('button');
      if (button && button.type !== 'submit') earlyClick = button;
    },
    true,
  );
  document.addEventListener(
    'app:hydrated',
    () => {
      const button = earlyClick;
      earlyClick = null;
      if (button?.isConnected) button.click();
    },
    { once: true },
  );
  // A lead form marks itself ready once hydrated (use-lead-form.ts) and sends what was queued.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.matches('form[data-lead-form]') || 'ready' in form.dataset) return;
      event.preventDefault();
      form.dataset.submitQueued = '';
    },
    true,
  );
}
