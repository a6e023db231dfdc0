import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** From now on nothing passes either way and nothing is refused: a database that hangs. */
  hang(): void;
  /** Lets everything held pass, and what follows. */
  resume(): void;
  stop(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `targetPort` that can stop forwarding without closing
 * anything, as a database whose host froze or whose network drops packets looks to a client:
 * connections stay open, queries get no answer.
 */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let hung = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => (hung ? held.push(() => to.write(chunk)) : to.write(chunk)));
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.once('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hang: () => void (hung = true),
    resume() {
      hung = false;
      for (const send of held.splice(0)) send();
    },
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
