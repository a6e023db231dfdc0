import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  envelope: { from: string | undefined; to: string[] };
}

/** accept: store mail; refuse: answer 421 on connect; hang: read DATA, never answer. */
export type PeerMode = 'accept' | 'refuse' | 'hang';

/** A step the peer can keep refusing, as a misconfigured account or relay would. */
export type RefusalStage = 'auth' | 'mail' | 'rcpt';

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/**
 * A real SMTP server in-process, so the tests exercise nodemailer's wire protocol, timeouts
 * and reply codes rather than a mock. Plain text, no STARTTLS, any (or no) AUTH.
 */
export async function startSmtpPeer({ port = 0 } = {}) {
  const received: ReceivedMail[] = [];
  let mode: PeerMode = 'accept';
  let failures: { left: number; code: number; text: string } = { left: 0, code: 451, text: '' };
  let dataCommands = 0;
  let replyDelayMs = 0;
  const logins: { username: string | undefined; password: string | undefined }[] = [];
  let refusal: { stage: RefusalStage; code: number; text: string } | undefined;
  const refused = (stage: RefusalStage) => (refusal?.stage === stage ? smtpError(refusal.code, refusal.text) : null);
  // Mailboxes this server says do not exist (550 to RCPT TO), as a visitor's mistyped address would.
  const unknownMailboxes = new Set<string>();

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password ?? undefined });
      const error = refused('auth');
      if (error) callback(error);
      else callback(null, { user: auth.username ?? 'test' });
    },
    onMailFrom: (_address, _session, callback) => callback(refused('mail')),
    onRcptTo: (address, _session, callback) =>
      callback(unknownMailboxes.has(address.address.toLowerCase()) ? smtpError(550, '5.1.1 No such user here') : refused('rcpt')),
    onConnect: (_session, callback) => (mode === 'refuse' ? callback(smtpError(421, 'Service not available, try later')) : callback()),
    onData(stream, session, callback) {
      dataCommands++;
      const hang = mode === 'hang'; // decided when DATA starts, so a later setMode() cannot race it
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (hang) return; // the client waits until it times out or dies
        if (failures.left > 0) {
          failures.left--;
          callback(smtpError(failures.code, failures.text));
          return;
        }
        const from = session.envelope.mailFrom;
        const accept = () => {
          // Stored the moment it is acknowledged, as a real MTA commits before its 250 reply.
          received.push({
            raw: Buffer.concat(chunks).toString('utf8'),
            envelope: { from: from ? from.address : undefined, to: session.envelope.rcptTo.map((r) => r.address) },
          });
          callback(null, 'Queued');
        };
        if (replyDelayMs > 0) setTimeout(accept, replyDelayMs);
        else accept();
      });
    },
  });

  // A client killed mid-session resets its connection; a real MTA shrugs that off, and an
  // 'error' event without a listener would crash the test process instead.
  const connectionErrors: Error[] = [];
  server.on('error', (error) => connectionErrors.push(error));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    /** Credentials the clients logged in with. */
    logins,
    connectionErrors,
    /** How many DATA commands arrived, delivered or not. */
    get dataCommands() {
      return dataCommands;
    },
    setMode(next: PeerMode) {
      mode = next;
    },
    /** Answers each message this much later: a slow mail server, so sends are in flight longer. */
    setReplyDelay(ms: number) {
      replyDelayMs = ms;
    },
    /** Refuses every session at `stage` with `code` until called with undefined (530 on auth, 550 on rcpt). */
    refuseAt(stage: RefusalStage | undefined, code = 550, text = 'Refused') {
      refusal = stage && { stage, code, text };
    },
    /** Answers 550 "no such user" to RCPT TO for this address, and only for it. */
    unknownMailbox(address: string) {
      unknownMailboxes.add(address.toLowerCase());
    },
    /** The next `count` messages get `code` after DATA (451 = try later, 550 = rejected). */
    failNext(count: number, code = 451, text = code >= 500 ? 'Message rejected' : 'Try again later') {
      failures = { left: count, code, text };
    },
    parsed(): Promise<Email[]> {
      return Promise.all(received.map((m) => PostalMime.parse(m.raw)));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** A port nothing listens on right now (a peer started and stopped on it). */
export async function unusedPort(): Promise<number> {
  const peer = await startSmtpPeer();
  await peer.stop();
  return peer.port;
}
