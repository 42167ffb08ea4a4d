import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { FaultPlan } from './faults/fault-plan.js';
import { createSandboxApp } from './http/sandbox-app.js';
import { MessageStore } from './inbox/message-store.js';
import { createSmtpInbox, listenSmtpInbox } from './smtp/smtp-inbox.js';

export interface StartSandboxOptions {
  /** 0 picks a free port; the one used is reported back. */
  httpPort: number;
  smtpPort: number;
  /** Interface for both servers; 127.0.0.1 unless given. */
  host?: string;
  logger?: Logger;
}

export interface RunningSandbox {
  httpUrl: string;
  smtpPort: number;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the SMTP and HTTP servers in this process, sharing one set of in-memory stores. */
export async function startSandbox({
  httpPort,
  smtpPort,
  host = '127.0.0.1',
  logger = pino({ name: 'sandbox' }),
}: StartSandboxOptions): Promise<RunningSandbox> {
  const messages = new MessageStore();
  const faults = new FaultPlan();

  const smtp = await listenSmtpInbox(createSmtpInbox({ messages, faults, logger }), smtpPort, host);
  const smtpAddress = `${urlHost(host)}:${smtp.port}`;

  const app = createSandboxApp({ messages, faults, logger, smtpAddress: () => smtpAddress });
  const http = createServer(app);
  try {
    http.listen(httpPort, host);
    await once(http, 'listening');
  } catch (error) {
    await smtp.close();
    throw error;
  }
  const { port } = http.address() as AddressInfo;
  const httpUrl = `http://${urlHost(host)}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const httpClosed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      // Requests still in flight get a moment to finish, then their sockets are cut.
      const force = setTimeout(() => http.closeAllConnections(), 2000);
      await Promise.all([httpClosed, smtp.close()]);
      clearTimeout(force);
    })();
    return closing;
  };

  return { httpUrl, smtpPort: smtp.port, close };
}
