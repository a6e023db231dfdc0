import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { clientKey } from './rate-limit';

/**
 * At most `max` open connections per client address (IPv6 by /56, as the rate limit counts),
 * on top of MAX_CONNECTIONS for the whole server (docs/decisions/025-hostile-clients.md): one
 * client that opens hundreds of idle or trickling sockets no longer takes most of them from
 * everyone else. A further one is closed at once. Connections from a proxy TRUST_PROXY names are
 * not counted: behind it are many visitors, and limiting them per address is the proxy's job.
 */
export function capConnectionsPerClient(
  server: Server,
  { max, isProxy, logger }: { max: number; isProxy: (address: string, hop: number) => boolean; logger: Logger },
): void {
  const open = new Map<string, number>();
  let refused = 0;
  let loggedAt = 0;
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isProxy(address, 0)) return;
    const key = clientKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      refused++;
      // One line per 10 s at most, without the address (personal data).
      if (Date.now() - loggedAt >= 10_000) {
        loggedAt = Date.now();
        logger.warn({ component: 'http', refused, maxConnectionsPerClient: max }, 'connections refused: one client holds too many');
        refused = 0;
      }
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
