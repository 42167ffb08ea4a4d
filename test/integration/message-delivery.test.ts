import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { pino } from 'pino';
import { startSandbox } from '../../sandbox/src/start-sandbox.js';
import { ExhaustedDeliveries } from '../../src/notifications/exhausted-deliveries.service.js';
import { NotificationsService } from '../../src/notifications/notifications.service.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { startApi } from '../support/api-app.js';
import { SandboxInbox } from '../support/sandbox-inbox.js';
import { testConfig } from '../support/test-config.js';
import { startWorker } from '../support/worker-app.js';

describe('messages queued by the api are delivered by the worker through the real adapters', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let api: NestExpressApplication;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, logger: pino({ level: 'silent' }) });
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
      TWILIO_API_BASE_URL: sandbox.httpUrl,
      SANDBOX_URL: sandbox.httpUrl,
    });
    ({ app: api } = await startApi(config));
    worker = await startWorker(config);
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await sandbox?.close();
  });

  const inbox = (to: string) => new SandboxInbox(sandbox.httpUrl).messages(to);
  const waitForInbox = (to: string) => new SandboxInbox(sandbox.httpUrl).waitFor(to);

  it('delivers an email over SMTP', async () => {
    await api.get(NotificationsService).queue({
      channel: 'email',
      to: 'amina@example.com',
      subject: 'Your transfer',
      text: 'Your money is on its way.',
    });
    const [message] = await waitForInbox('amina@example.com');
    expect(message).toMatchObject({ channel: 'email', to: 'amina@example.com', subject: 'Your transfer' });
    expect(message.text).toContain('Your money is on its way.');
  });

  it('delivers an SMS through the Twilio Messages API', async () => {
    await api.get(NotificationsService).queue({ channel: 'sms', to: '+254712345678', subject: 'ignored', text: 'Code 123456' });
    const [message] = await waitForInbox('+254712345678');
    expect(message).toMatchObject({ channel: 'sms', to: '+254712345678', text: 'Code 123456' });
  });

  it('retries a delivery the provider refused once, and delivers it exactly once', async () => {
    await new SandboxInbox(sandbox.httpUrl).failNext('sms', '+256772000111', 1);
    await api.get(NotificationsService).queue({ channel: 'sms', to: '+256772000111', subject: '', text: 'After a retry' });
    const messages = await waitForInbox('+256772000111');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await inbox('+256772000111')).toHaveLength(1);
    expect(messages[0].text).toBe('After a retry');
  });

  it('queues a message only once for one de-duplication key', async () => {
    const notifications = api.get(NotificationsService);
    const message = { channel: 'email' as const, to: 'once@example.com', subject: 'Once', text: 'Only once' };
    await notifications.queue(message, 'dedupe-key-1');
    await notifications.queue(message, 'dedupe-key-1');
    await waitForInbox('once@example.com');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await inbox('once@example.com')).toHaveLength(1);
  });

  it('tries again, on the next reconciliation pass, a message whose delivery used up its retries', async () => {
    const to = '+256772000222';
    await new SandboxInbox(sandbox.httpUrl).failNext('sms', to, 1);
    // One attempt only, so that the provider's one refusal exhausts it.
    const jobs = worker.get(JobQueue);
    await jobs.enqueue('notifications.deliver-message', { channel: 'sms', to, subject: '', text: 'At last' }, { jobId: `exhausted-${to}`, attempts: 1 });
    const queue = jobs.queue('notifications');
    const deadline = Date.now() + 10_000;
    while ((await queue.getJobState(`exhausted-${to}`)) !== 'failed' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await queue.getJobState(`exhausted-${to}`)).toBe('failed');
    expect(await inbox(to)).toHaveLength(0);

    const deliveries = worker.get(ExhaustedDeliveries);
    // Not yet: it failed just now.
    expect(await deliveries.retry(new Date(), 60_000)).toBe(0);
    expect(await deliveries.retry(new Date(Date.now() + 61_000), 60_000)).toBe(1);
    const [message] = await waitForInbox(to);
    expect(message.text).toBe('At last');
  });
});
