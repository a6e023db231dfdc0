import type { UploadProgress } from './uploads';

/**
 * Outbox news for every page and the service worker of this origin: something changed (the
 * indicator re-reads the count), leads went out, leads were refused. BroadcastChannel where it
 * exists; a service worker without it (Safari before 15.4) posts to its clients instead.
 */
export type OutboxEvent =
  | { type: 'changed' }
  // `leadIds`: the server's id of each delivered lead, by its client id, where the server answered
  // one (a page can show the lead's reference; a worker of an earlier version sends none).
  | { type: 'delivered'; ids: string[]; leadIds?: Record<string, string> }
  | { type: 'rejected'; ids: string[] }
  // A lead's text is with the server and its files are on their way (docs/decisions/028-resumable-uploads.md).
  | { type: 'progress'; id: string; progress: UploadProgress };

const CHANNEL = 'sunfield-outbox';
const SOURCE = 'sunfield-outbox';

type Listener = (event: OutboxEvent) => void;
const local = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

function isOutboxEvent(data: unknown): data is OutboxEvent {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'changed' || type === 'delivered' || type === 'rejected' || type === 'progress';
}

export function publishOutbox(event: OutboxEvent): void {
  for (const listener of local) listener(event);
  const bc = getChannel();
  if (bc) {
    bc.postMessage(event);
    return;
  }
  const clients = (globalThis as { clients?: Clients }).clients;
  void clients?.matchAll({ type: 'window' }).then((list) => {
    for (const client of list) client.postMessage({ source: SOURCE, event });
  });
}

export function subscribeOutbox(listener: Listener): () => void {
  local.add(listener);
  const bc = getChannel();
  const onChannel = (e: MessageEvent) => {
    if (isOutboxEvent(e.data)) listener(e.data);
  };
  const onWorker = (e: MessageEvent) => {
    const data = e.data as { source?: unknown; event?: unknown } | null;
    if (data?.source === SOURCE && isOutboxEvent(data.event)) listener(data.event);
  };
  bc?.addEventListener('message', onChannel);
  const sw = typeof navigator === 'object' ? navigator.serviceWorker : undefined;
  if (!bc) sw?.addEventListener('message', onWorker);
  return () => {
    local.delete(listener);
    bc?.removeEventListener('message', onChannel);
    if (!bc) sw?.removeEventListener('message', onWorker);
  };
}
