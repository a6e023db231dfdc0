import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface ThrottleOptions {
  /** Upstream port on 127.0.0.1 (the real server). */
  target: number;
  /** Bytes per second from the client to the server (the phone's uplink); default 16 KB/s. */
  upBytesPerSecond?: number;
  /** Added to every chunk, each way; default 150 ms. */
  latencyMs?: number;
  /**
   * Cut the link every this many uploaded bytes (counted over all connections): the socket that
   * is sending when the count passes a multiple is destroyed mid-transfer, both ways, as a phone
   * losing its signal would. 0 (the default) never cuts; `armCuts` turns it on later.
   */
  cutEveryBytes?: number;
}

export interface ThrottleProxy {
  url: string;
  port: number;
  /** Starts cutting every `bytes` uploaded from now on (0 stops). */
  armCuts(bytes: number): void;
  /** Counts so far: bytes carried up, connections cut. */
  stats(): { upBytes: number; cuts: number; connections: number };
  close(): Promise<void>;
}

const TICK_MS = 50;

/**
 * A weak uplink between a browser and the server, for tests and the bench
 * (scripts/bench-weak-upload.ts): a plain TCP proxy that holds the client's bytes to
 * `upBytesPerSecond` (pausing the client socket, so the browser really waits), delays every
 * chunk by `latencyMs`, and destroys a connection mid-transfer every `cutEveryBytes` uploaded.
 * Download is only delayed, not throttled. Nothing here knows HTTP.
 */
export async function startThrottleProxy(options: ThrottleOptions): Promise<ThrottleProxy> {
  const rate = options.upBytesPerSecond ?? 16 * 1024;
  const latency = options.latencyMs ?? 150;
  let cutEvery = options.cutEveryBytes ?? 0;
  let nextCutAt = cutEvery > 0 ? cutEvery : Infinity;
  let upBytes = 0;
  let cuts = 0;
  let connections = 0;
  const open = new Set<Socket>();
  // One uplink for every connection, as a phone has: a shared budget refilled every tick.
  let budget = 0;
  const waiting: (() => void)[] = [];
  const refill = setInterval(() => {
    budget = Math.min(budget + (rate * TICK_MS) / 1000, rate * 0.25);
    while (budget > 0 && waiting.length) waiting.shift()!();
  }, TICK_MS);

  const server = createServer((client) => {
    connections++;
    const upstream = connect(options.target, '127.0.0.1');
    open.add(client).add(upstream);
    let dead = false;
    const kill = () => {
      if (dead) return;
      dead = true;
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', kill).on('close', () => setTimeout(kill, latency));
    upstream.on('error', kill).on('close', () => setTimeout(kill, latency));

    const queue: Buffer[] = [];
    let pumping = false;
    const pump = () => {
      if (dead) return;
      const chunk = queue.shift();
      if (!chunk) {
        pumping = false;
        client.resume();
        return;
      }
      pumping = true;
      const send = () => {
        if (dead) return;
        const n = Math.max(1, Math.min(chunk.length, Math.floor(budget)));
        budget -= n;
        const piece = chunk.subarray(0, n);
        if (n < chunk.length) queue.unshift(chunk.subarray(n));
        upBytes += piece.length;
        const cut = upBytes >= nextCutAt;
        if (cut) {
          nextCutAt = cutEvery > 0 ? upBytes + cutEvery : Infinity;
          cuts++;
        }
        setTimeout(() => {
          if (dead) return;
          upstream.write(piece);
          if (cut) kill();
        }, latency);
        pump();
      };
      if (budget >= 1) send();
      else waiting.push(send);
    };
    client.on('data', (data) => {
      queue.push(data);
      client.pause(); // held until the uplink has carried it
      if (!pumping) pump();
    });
    upstream.on('data', (data) => {
      setTimeout(() => {
        if (!dead) client.write(data);
      }, latency);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    armCuts(bytes) {
      cutEvery = bytes;
      nextCutAt = bytes > 0 ? upBytes + bytes : Infinity;
    },
    stats: () => ({ upBytes, cuts, connections }),
    async close() {
      clearInterval(refill);
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
