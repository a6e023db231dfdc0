import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { classifyMailError, errorFacts, errorSummary, type FailureKind } from './errors';

/** An error shaped the way nodemailer's SMTP connection reports it (_formatError). */
const smtp = (command: string, response: string, code = 'EENVELOPE') =>
  Object.assign(new Error(`x: ${response}`), { code, command, response, responseCode: Number(response.slice(0, 3)) });
const local = (code: string, command: string, originalCode?: string) =>
  Object.assign(new Error(code), { code, command, ...(originalCode && { originalCode }) });

const table: [string, unknown, FailureKind][] = [
  // Our settings: every lead would fail the same way.
  ['535 wrong password', smtp('AUTH PLAIN', '535 5.7.8 Authentication credentials invalid', 'EAUTH'), 'configuration'],
  ['530 at AUTH', smtp('AUTH PLAIN', '530 5.7.0 Authentication required', 'EAUTH'), 'configuration'],
  ['534 mechanism too weak', smtp('AUTH LOGIN', '534 5.7.9 Please log in with your web browser', 'EAUTH'), 'configuration'],
  ['530 at MAIL FROM (no login sent)', smtp('MAIL FROM', '530 5.7.0 Authentication required'), 'configuration'],
  ['sender rejected', smtp('MAIL FROM', '553 5.7.1 Sender address rejected: not owned by user'), 'configuration'],
  ['550 at RCPT: our MAIL_TO unknown', smtp('RCPT TO', '550 5.1.1 <office@example.com>: Recipient address rejected'), 'configuration'],
  ['relay denied', smtp('RCPT TO', '554 5.7.1 <office@example.com>: Relay access denied'), 'configuration'],
  ['DATA command refused', smtp('DATA', '554 5.5.1 Error: no valid recipients'), 'configuration'],
  ['550 after DATA, no content code', smtp('DATA', '550 Requested action not taken', 'EMESSAGE'), 'configuration'],
  ['554 after DATA blaming our SPF', smtp('DATA', '554 5.7.26 Unauthenticated email is not accepted', 'EMESSAGE'), 'configuration'],
  ['greeting 554 (blocked)', smtp('CONN', '554 5.7.1 Service unavailable; client host blocked', 'ECONNECTION'), 'configuration'],
  ['missing credentials', local('EAUTH', 'API'), 'configuration'],
  ['STARTTLS failed', local('ETLS', 'STARTTLS'), 'configuration'],
  ['untrusted certificate', local('ESOCKET', 'CONN', 'DEPTH_ZERO_SELF_SIGNED_CERT'), 'configuration'],
  ['certificate for another name', local('ESOCKET', 'CONN', 'ERR_TLS_CERT_ALTNAME_INVALID'), 'configuration'],
  ['TLS spoken to a plain port', local('ESOCKET', 'CONN', 'ERR_SSL_WRONG_VERSION_NUMBER'), 'configuration'],
  ['no such SMTP host', local('EDNS', 'CONN', 'ENOTFOUND'), 'configuration'],
  // This one message.
  ['552 too large after DATA', smtp('DATA', '552 5.3.4 Message size exceeds fixed limit', 'EMESSAGE'), 'message'],
  ['554 content rejected', smtp('DATA', '554 5.6.0 Message rejected', 'EMESSAGE'), 'message'],
  ['554 without enhanced code', smtp('DATA', '554 Transaction failed', 'EMESSAGE'), 'message'],
  ['550 with a content code', smtp('DATA', '550 5.6.1 Media not supported', 'EMESSAGE'), 'message'],
  ['552 at MAIL FROM (SIZE)', smtp('MAIL FROM', '552 5.3.4 Message size exceeds fixed maximum message size'), 'message'],
  ['over the advertised SIZE', local('EMESSAGE', 'MAIL FROM'), 'message'],
  // May pass.
  ['421 busy', smtp('CONN', '421 4.3.2 Service not available', 'ECONNECTION'), 'temporary'],
  ['451 after DATA', smtp('DATA', '451 4.3.0 Try again later', 'EMESSAGE'), 'temporary'],
  ['452 at RCPT', smtp('RCPT TO', '452 4.2.2 Mailbox full'), 'temporary'],
  ['454 temporary auth failure', smtp('AUTH PLAIN', '454 4.7.0 Temporary authentication failure', 'EAUTH'), 'temporary'],
  ['503 bad sequence', smtp('MAIL FROM', '503 5.5.1 Bad sequence of commands'), 'temporary'],
  ['connection refused', local('ESOCKET', 'CONN', 'ECONNREFUSED'), 'temporary'],
  ['greeting timeout', local('ETIMEDOUT', 'CONN'), 'temporary'],
  ['resolver busy', local('EDNS', 'CONN', 'EAI_AGAIN'), 'temporary'],
  ['connection dropped', local('ECONNECTION', 'CONN'), 'temporary'],
  ['a plain Error', new Error('anything else'), 'temporary'],
  ['not even an error', 'not even an error', 'temporary'],
];

describe('classifyMailError', () => {
  it.each(table)('%s -> %s', (_name, error, kind) => {
    expect(classifyMailError(error)).toBe(kind);
  });

  it('summarises an error for the outbox with its codes, bounded', () => {
    expect(errorSummary(Object.assign(new Error('Message rejected'), { code: 'EMESSAGE', responseCode: 550 }))).toBe(
      'EMESSAGE 550: Message rejected',
    );
    expect(errorSummary(new Error('y'.repeat(2000)))).toHaveLength(500);
    expect(errorFacts(smtp('RCPT TO', '550 no'))).toEqual({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' });
  });
});

describe('classifyMailError on what nodemailer really reports', () => {
  let peer: SmtpPeer | undefined;
  afterEach(async () => {
    await peer?.stop();
  });
  const send = async (url: string) => {
    const transporter = nodemailer.createTransport({ url, connectionTimeout: 1000, greetingTimeout: 1000, socketTimeout: 2000 });
    try {
      await transporter.sendMail({ from: 'web@sunfield.example.com', to: 'office@sunfield.example.com', subject: 's', text: 't' });
      return undefined;
    } catch (error) {
      return error;
    } finally {
      transporter.close();
    }
  };

  it('530 on AUTH and 550 on RCPT are our settings; 552 after DATA is this message', async () => {
    peer = await startSmtpPeer();
    const withLogin = `smtp://web:secret@127.0.0.1:${peer.port}`;
    peer.refuseAt('auth', 530, 'Authentication required');
    const auth = await send(withLogin);
    expect(errorFacts(auth)).toMatchObject({ responseCode: 530, command: 'AUTH PLAIN' });
    expect(classifyMailError(auth)).toBe('configuration');

    peer.refuseAt('rcpt', 550, 'No such user here');
    const rcpt = await send(withLogin);
    expect(errorFacts(rcpt)).toMatchObject({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' });
    expect(classifyMailError(rcpt)).toBe('configuration');

    peer.refuseAt(undefined);
    peer.failNext(1, 552, 'Message too large');
    const data = await send(withLogin);
    expect(errorFacts(data)).toMatchObject({ code: 'EMESSAGE', responseCode: 552, command: 'DATA' });
    expect(classifyMailError(data)).toBe('message');

    expect(await send(withLogin)).toBeUndefined();
    expect(peer.received).toHaveLength(1);
  });
});
