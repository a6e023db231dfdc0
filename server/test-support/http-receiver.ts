import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPost {
  path: string;
  contentType: string | undefined;
  body: unknown;
}

/**
 * A real HTTP receiver on 127.0.0.1 (an incoming-webhook stand-in): records each JSON POST and
 * answers with `status`, or never answers while `hang` is set.
 */
export async function startHttpReceiver() {
  const posts: ReceivedPost[] = [];
  let status = 200;
  let hang = false;
  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      posts.push({ path: req.url ?? '', contentType: req.headers['content-type'], body: parse(text) });
      if (hang) return;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/T000/B000/secret`,
    posts,
    answer(next: number) {
      status = next;
    },
    setHang(next: boolean) {
      hang = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type HttpReceiver = Awaited<ReturnType<typeof startHttpReceiver>>;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
