import { useEffect, useRef } from 'react';

export interface SpamSignals {
  /** What was typed into the honeypot; people never see it, so it stays empty. */
  website: string;
  /** Milliseconds from the visitor's first input on the page (or the form appearing, if sooner) to its first send. */
  fillMs: number;
}

/**
 * Where a form's fill time starts: the visitor's first input on the page (a touch, a key, the
 * mouse, recorded by the early script, src/boot/early.ts), or the form's mount if that came
 * first. A form shown late (behind a button, lazily loaded) and filled by the browser's
 * autofill in a second is still the work of someone who has been reading the page.
 */
export const fillStartedAt = (mountedAt: number, pageInputAt: number | undefined) => Math.min(mountedAt, pageInputAt ?? mountedAt);

/**
 * The two spam signals every lead form sends (docs/decisions/008-spam-quarantine.md): the hidden honeypot field
 * (rendered by FormShell through `honeypotRef`) and the fill time, from the page's first input.
 *
 * The fill time is fixed at the first send and reused until a send succeeds: a retry of the
 * same lead must build the very same payload, or use-lead-submit would give it a new id and a
 * lead the server already stored could be emailed twice.
 */
export function useSpamSignals() {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | null>(null);
  const fillMs = useRef<number | null>(null);

  useEffect(() => {
    shownAt.current = fillStartedAt(performance.now(), window.sunfieldEarly?.intentAt);
  }, []);

  return {
    honeypotRef,
    read(): SpamSignals {
      fillMs.current ??= Math.round(performance.now() - (shownAt.current ?? performance.now()));
      return { website: honeypotRef.current?.value ?? '', fillMs: fillMs.current };
    },
    /** After a lead was sent: the next lead from this form is timed from now. */
    reset(): void {
      shownAt.current = performance.now();
      fillMs.current = null;
      if (honeypotRef.current) honeypotRef.current.value = '';
    },
  };
}
