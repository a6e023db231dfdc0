/**
 * Leads a form on this page is showing the state of (docs/behaviour.md#forms): the app's own
 * outbox notices (src/pwa) leave them out, so one send never shows two notices, and never a
 * "waiting" notice beside the form that already says where its lead stands. Page memory only:
 * once the form is gone (another page), the notices show the lead again.
 */
const watched = new Set<string>();
const listeners = new Set<() => void>();

export function watchLead(id: string): () => void {
  watched.add(id);
  for (const listener of listeners) listener();
  return () => {
    if (!watched.delete(id)) return;
    for (const listener of listeners) listener();
  };
}

export const isWatched = (id: string) => watched.has(id);

export function onWatchChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
