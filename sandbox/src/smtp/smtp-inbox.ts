import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Logger } from 'pino';
import type { FaultPlan } from '../faults/fault-plan.js';
import type { MessageStore } from '../inbox/message-store.js';
import { htmlToText } from './html-to-text.js';

const maxMessageBytes = 10 * 1024 * 1024;

export interface SmtpInboxDependencies {
  messages: MessageStore;
  faults: FaultPlan;
  logger: Logger;
}

export interface RunningSmtpInbox {
  port: number;
  close(): Promise<void>;
}

function smtpError(responseCode: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode });
}

function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

/**
 * An SMTP server that accepts every message without TLS or credentials (as a local
 * catch-all relay would) and files one inbox record per envelope recipient, Bcc included.
 */
export function createSmtpInbox({ messages, faults, logger }: SmtpInboxDependencies): SMTPServer {
  const log = logger.child({ provider: 'smtp' });

  async function store(raw: Buffer, session: SMTPServerSession): Promise<void> {
    const email = await PostalMime.parse(raw);
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
    // MIME bodies end with the line break that closes the part; it is not the sender's text.
    const html = email.html?.trimEnd();
    const text = (email.text ?? (html ? htmlToText(html) : '')).trimEnd();
    for (const recipient of session.envelope.rcptTo) {
      const to = recipient.address.toLowerCase();
      messages.add({
        channel: 'email',
        to,
        from: email.from?.address ?? envelopeFrom,
        subject: email.subject ?? '',
        text,
        ...(html === undefined ? {} : { html }),
      });
      log.info({ to }, 'email received');
    }
  }

  const server = new SMTPServer({
    name: 'provider-sandbox',
    banner: 'Provider sandbox SMTP',
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    size: maxMessageBytes,
    logger: false,
    closeTimeout: 2000,
    onAuth(auth, _session, callback) {
      // Any credentials are fine: the product may be configured with a user and password.
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onRcptTo(address, _session, callback) {
      if (faults.consume('email', address.address)) {
        log.info({ to: address.address }, 'simulated transient failure for recipient');
        callback(smtpError(451, '4.3.0 Temporary failure simulated by the provider sandbox, try again later'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      readStream(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) {
            callback(smtpError(552, `5.3.4 Message exceeds ${maxMessageBytes} bytes`));
            return;
          }
          await store(raw, session);
          callback();
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'could not read a message');
          callback(smtpError(451, '4.3.0 The provider sandbox could not read this message'));
        });
    },
  });
  // A client dropping its connection is routine here and must not bring the sandbox down.
  server.on('error', (error) => {
    // Before listening, errors (port in use) are the caller's to report.
    if (server.server.listening) log.warn({ err: error }, 'smtp connection error');
  });
  return server;
}

export function listenSmtpInbox(server: SMTPServer, port: number, host: string): Promise<RunningSmtpInbox> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.server.address() as AddressInfo;
      resolve({
        port: address.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
