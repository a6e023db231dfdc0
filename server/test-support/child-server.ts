import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const childScript = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

export interface ChildServer {
  process: ChildProcess;
  url: string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  /** What the child wrote to stderr, for failure messages. */
  stderr: string[];
}

/** A TCP port free right now, so a restarted server can come back on the same address. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The real server in its own process (server/test-support/crash-child.ts), configured by `env`
 * on top of quick test defaults; resolves once it listens.
 */
export async function spawnServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DELIVERY_BASE_DELAY_MS: '50',
      DELIVERY_MAX_DELAY_MS: '400',
      DELIVERY_POLL_MS: '200',
      // A killed child's lead mid-send is taken back 1.5 s after its last renewal, not a minute.
      DELIVERY_LEASE_MS: '1500',
      RATE_LIMIT_MAX: '1000000',
      // Likewise the per-client caps on uploads and connections: every test client is 127.0.0.1.
      UPLOADS_PER_CLIENT: '1000',
      MAX_CONNECTIONS_PER_CLIENT: '100000',
      SPAM_MIN_FILL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once('line', (line) => resolve(line.trim()));
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening: ${stderr.join('')}`)));
  });
  return { process: child, url, exited, stderr };
}

export interface SendOutcome {
  leadId: string;
  /** Attempts that got no answer, a 5xx or a 429 before the 200. */
  retries: number;
}

/**
 * Posts one lead the way the browser's outbox does: the same id every time, until a 200;
 * no answer, 5xx and 429 mean "try again shortly". Any other answer is a bug and throws.
 */
export async function sendUntilAccepted(url: () => string, payload: { id: string }, deadline: number): Promise<SendOutcome> {
  for (let retries = 0; ; retries++) {
    if (Date.now() > deadline) throw new Error(`lead ${payload.id} not accepted before the deadline`);
    let status: number;
    let body: { leadId?: string } = {};
    try {
      const res = await fetch(`${url()}/api/send-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': payload.id },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      body = (await res.json()) as { leadId?: string };
    } catch {
      status = 0; // refused, reset or cut mid-answer: the server may or may not have it
    }
    if (status === 200 && body.leadId) return { leadId: body.leadId, retries };
    if (status !== 0 && status !== 429 && status < 500) throw new Error(`lead ${payload.id} refused with ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
  }
}
