import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Writable } from 'node:stream';
import { pino } from 'pino';
import { startSandbox } from '../../sandbox/src/start-sandbox.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { startApi } from './api-app.js';
import { SandboxInbox } from './sandbox-inbox.js';
import { testConfig } from './test-config.js';
import { startWorker } from './worker-app.js';

export interface InProcessStack {
  config: AppConfig;
  api: NestExpressApplication;
  apiUrl: string;
  worker: INestApplicationContext;
  inbox: SandboxInbox;
  close(): Promise<void>;
}

/** Sandbox, api and worker in this process, wired to each other, on ephemeral ports. */
export async function startInProcessStack({ logStream }: { logStream?: Writable } = {}): Promise<InProcessStack> {
  const sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, logger: pino({ level: 'silent' }) });
  const config = testConfig({
    SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
    TWILIO_API_BASE_URL: sandbox.httpUrl,
    SANDBOX_URL: sandbox.httpUrl,
  });
  const started: { close(): Promise<unknown> }[] = [sandbox];
  const closeAll = async () => {
    for (const part of started.reverse()) await part.close();
  };
  try {
    const { app: api, url: apiUrl } = await startApi(config, { logStream });
    started.push(api);
    const worker = await startWorker(config);
    started.push(worker);
    return { config, api, apiUrl, worker, inbox: new SandboxInbox(sandbox.httpUrl), close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
