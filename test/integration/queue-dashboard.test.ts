import type pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { JOB_CATALOG } from '../../src/queues/job-catalog.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { signInAsOperator } from '../support/signed-in-operator.js';

let stack: InProcessStack;
let db: pg.Client;
let addressCounter = 0;

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase());
});
afterAll(() => stopStackAndDatabase({ stack, db }));

const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.19.7.${(addressCounter += 1)}`);

async function admin(): Promise<BrowserLikeClient> {
  const client = newClient();
  await signInAsOperator(stack, client);
  return client;
}

const queueNames = [...new Set(Object.values(JOB_CATALOG).map((job) => job.queue))].sort();

describe('queue dashboard at /admin/queues', () => {
  it('shows an admin every queue of the job catalog', async () => {
    const client = await admin();
    const page = await client.get('/admin/queues');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Remit queues');

    const listed = await client.get('/admin/queues/api/queues');
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as { queues: { name: string; readOnlyMode: boolean }[] };
    expect(body.queues.map((queue) => queue.name).sort()).toEqual(queueNames);
    // Outside production the operator may act on jobs unless configured otherwise.
    expect(body.queues.every((queue) => queue.readOnlyMode === false)).toBe(true);
  });

  it('refuses anonymous visitors and signed-in senders with 401 ADMIN.REQUIRED', async () => {
    const sender = newClient();
    await signUpAndSignIn(stack, sender);
    for (const client of [newClient(), sender]) {
      for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
        const response = await client.get(path);
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ code: 'ADMIN.REQUIRED' });
      }
    }
  });

  it('stops answering once admin access ends', async () => {
    const client = await admin();
    expect((await client.get('/admin/queues/api/queues')).status).toBe(200);
    expect((await client.request('DELETE', '/api/admin/session')).status).toBe(200);
    expect((await client.get('/admin/queues/api/queues')).status).toBe(401);
  });

  it("accepts the dashboard's own writes only when the browser says they are same-origin", async () => {
    const client = await admin();
    const pause = (headers: Record<string, string>) =>
      client.request('PUT', '/admin/queues/api/queues/notifications/pause', undefined, headers, { csrf: false });

    const crossSite = await pause({ 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: 'CSRF_REJECTED' });
    expect((await pause({})).status).toBe(403);
    expect(await stack.api.get(JobQueue).queue('notifications').isPaused()).toBe(false);

    expect((await pause({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    const queue = stack.api.get(JobQueue).queue('notifications');
    expect(await queue.isPaused()).toBe(true);
    await queue.resume();
  });

  it("lets a viewer read the dashboard but not act on a job (support's, as requeueing is)", async () => {
    const viewer = newClient();
    await signInAsOperator(stack, viewer, { role: 'viewer' });
    expect((await viewer.get('/admin/queues/api/queues')).status).toBe(200);
    const refused = await viewer.request('PUT', '/admin/queues/api/queues/notifications/pause', undefined, { 'sec-fetch-site': 'same-origin' }, { csrf: false });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'ADMIN.ROLE_NOT_ALLOWED' });
    expect(await stack.api.get(JobQueue).queue('notifications').isPaused()).toBe(false);
  });

  it('still serves the api under /api next to it', async () => {
    expect((await newClient().get('/api/health')).status).toBe(200);
  });
});
