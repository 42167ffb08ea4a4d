import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { startSandbox, type RunningSandbox } from '../../../../sandbox/src/start-sandbox.js';
import type { AppConfig } from '../../../config/app-config.js';
import { loadEnvironment } from '../../../config/load-environment.js';
import { walletDestination } from '../../../shared/domain/delivery-method.js';
import { PayoutRailUnavailableError, type PayoutCallbackReading, type PayoutOrder, type PayoutStatus } from '../payout-rail.port.js';
import { payoutReference, transferIdOfPayoutReference } from '../payout-reference.js';
import { DarajaClient } from './daraja-client.js';
import { DarajaPayoutRail } from './daraja-payout.rail.js';

// The full loop against the in-process provider sandbox: the adapter talks to the sandbox
// through a small forwarding proxy (to count token requests and to plant refusals), and the
// sandbox's callbacks arrive at a local receiver, read back with `readCallback`.

interface Received {
  kind: string;
  reference: string | null;
  body: unknown;
}

interface ProxyAnswer {
  status: number;
  body: string;
}

let sandbox: RunningSandbox;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let proxy: Server;
let proxyUrl: string;
const proxied: string[] = [];
/** Answers the proxy gives instead of forwarding, by path, in order. */
const planted = new Map<string, ProxyAnswer[]>();
let config: AppConfig;

const CALLBACK_PATH = /^\/api\/payout-callbacks\/[^/]+\/daraja\/([^/]+)(?:\/([^/]+))?$/;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

beforeAll(async () => {
  sandbox = await startSandbox({
    httpPort: 0,
    smtpPort: 0,
    logger: pino({ level: 'silent' }),
    payoutCallbackDelayMs: 50,
    payoutCallbackRetryIntervalMs: 50,
  });

  receiver = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const match = CALLBACK_PATH.exec(new URL(req.url ?? '/', 'http://receiver').pathname);
      if (match) {
        received.push({ kind: match[1]!, reference: match[2] ? decodeURIComponent(match[2]) : null, body: JSON.parse(raw) as unknown });
      }
      res.writeHead(match ? 200 : 404, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  receiverUrl = await listen(receiver);

  proxy = createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      const path = new URL(req.url ?? '/', 'http://proxy').pathname;
      proxied.push(path);
      const plan = planted.get(path)?.shift();
      if (plan) {
        res.writeHead(plan.status, { 'Content-Type': 'application/json' }).end(plan.body);
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(`${sandbox.httpUrl}${req.url}`, { method: req.method, headers, body: raw || undefined });
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(await answer.text());
    });
  });
  proxyUrl = await listen(proxy);

  config = loadEnvironment({
    NODE_ENV: 'test',
    DARAJA_API_BASE_URL: proxyUrl,
    SANDBOX_URL: sandbox.httpUrl,
    PAYOUT_CALLBACK_BASE_URL: receiverUrl,
  });
});

afterAll(async () => {
  await sandbox?.close();
  for (const server of [receiver, proxy]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
});

beforeEach(async () => {
  received.length = 0;
  proxied.length = 0;
  planted.clear();
  await fetch(`${sandbox.httpUrl}/api/payouts`, { method: 'DELETE' });
  await fetch(`${sandbox.httpUrl}/api/payouts/lost-callbacks`, { method: 'DELETE' });
});

function orderFor(phone: string, amountMinor = 150_000n): PayoutOrder {
  const transferId = randomUUID();
  return {
    transferId,
    reference: payoutReference(transferId, 1),
    amountMinor,
    currency: 'KES',
    country: 'kenya',
    destination: walletDestination('mpesa'),
    recipient: { firstName: 'John', lastName: 'Kamau', phone },
    sender: { firstName: 'Ann', lastName: 'Smith', email: 'ann@example.com', phone: '+15550100000' },
  };
}

/** Waits for a callback of `kinds` that `readCallback` reads back to the payout `reference`. */
async function readingOf(rail: DarajaPayoutRail, reference: string, kinds: string[], timeoutMs = 5000): Promise<PayoutCallbackReading & { kind: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const callback of received) {
      if (!kinds.includes(callback.kind)) continue;
      const reading = rail.readCallback(callback);
      if (reading?.reference === reference) return { ...reading, kind: callback.kind };
    }
    if (Date.now() > deadline) throw new Error(`no ${kinds.join('/')} callback for ${reference}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Asks with `status()` and reads the Transaction Status result that answers it. */
async function confirmedStatus(rail: DarajaPayoutRail, order: PayoutOrder): Promise<PayoutStatus | null> {
  expect(await rail.status(order.reference, order)).toEqual({ state: 'awaiting_callback' });
  return (await readingOf(rail, order.reference, ['status-result'])).confirmed;
}

async function sandboxJson<T>(path: string): Promise<T> {
  return (await (await fetch(`${sandbox.httpUrl}${path}`)).json()) as T;
}

interface SandboxPayment {
  originatorConversationId: string;
  amount: number;
  partyA: string;
  partyB: string;
  commandId: string;
  state: string;
  transactionId: string | null;
}

const paymentsOf = async (reference: string) =>
  (await sandboxJson<SandboxPayment[]>('/api/daraja/payments')).filter((payment) => payment.originatorConversationId === reference);

/** Every payment of a transfer, whatever its attempt, oldest first. */
const paymentsOfTransfer = async (transferId: string) =>
  (await sandboxJson<SandboxPayment[]>('/api/daraja/payments'))
    .filter((payment) => transferIdOfPayoutReference(payment.originatorConversationId) === transferId)
    .reverse();

describe('DarajaPayoutRail against the sandbox', () => {
  it('pays a recipient: result callback, status query, then the confirmed delivery with the M-Pesa receipt', async () => {
    const rail = new DarajaPayoutRail(config);
    const order = orderFor('+254712345678', 150_000n);

    expect(await rail.dispatch(order)).toEqual({ payoutId: order.reference, status: { state: 'pending' } });
    const result = await readingOf(rail, order.reference, ['result', 'timeout']);
    expect(result).toEqual({ kind: 'result', transferId: order.transferId, reference: order.reference, confirmed: null });

    const confirmed = await confirmedStatus(rail, order);
    const [payment] = await paymentsOf(order.reference);
    expect(payment).toMatchObject({ amount: 1500, partyA: '600992', partyB: '254712345678', commandId: 'BusinessPayment', state: 'completed' });
    expect(confirmed).toEqual({ state: 'delivered', receipt: payment!.transactionId });

    const statusQueries = await sandboxJson<Array<{ reference: string; httpStatus: number }>>(
      `/api/payouts?provider=daraja&kind=status-query&reference=${order.reference}`,
    );
    expect(statusQueries).toEqual([expect.objectContaining({ reference: order.reference, httpStatus: 200 })]);
  });

  it.each([
    ['+254799999999', 'SFC_IC0003', 'recipient_not_registered', 'The operator does not exist.'],
    ['+254700000001', '1', 'partner_insufficient_balance', 'The balance is insufficient for the transaction.'],
    ['+254700000004', '4', 'recipient_limit_exceeded', 'Declined due to limit rule: would exceed daily transfer limit'],
    [
      '+254700002040',
      '2040',
      'recipient_not_registered',
      "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
    ],
  ])('a payment to %s (ResultCode %s) is confirmed failed: %s', async (phone, _code, failure, detail) => {
    const rail = new DarajaPayoutRail(config);
    const order = orderFor(phone);

    await rail.dispatch(order);
    expect(await readingOf(rail, order.reference, ['result', 'timeout'])).toMatchObject({ kind: 'result', confirmed: null });

    expect(await confirmedStatus(rail, order)).toEqual({ state: 'failed', code: failure, detail });
    expect(await paymentsOf(order.reference)).toEqual([expect.objectContaining({ state: 'failed' })]);
  });

  it('reads a queue timeout (000408) back to the transfer; the status query finds no transaction: not found (the grace period decides)', async () => {
    const rail = new DarajaPayoutRail(config);
    const order = orderFor('+254700000408');

    await rail.dispatch(order);
    expect(await readingOf(rail, order.reference, ['result', 'timeout'])).toEqual({
      kind: 'timeout',
      transferId: order.transferId,
      reference: order.reference,
      confirmed: null,
    });

    expect(await confirmedStatus(rail, order)).toEqual({ state: 'not_found' });
    expect(await paymentsOf(order.reference)).toEqual([expect.objectContaining({ state: 'timed-out', transactionId: null })]);
  });

  it('keeps a payment M-Pesa is still processing (000202) pending', async () => {
    const rail = new DarajaPayoutRail(config);
    const order = orderFor('+254700000202');

    await rail.dispatch(order);
    expect(await confirmedStatus(rail, order)).toEqual({ state: 'pending' });
    expect(received.filter((callback) => callback.kind === 'result' || callback.kind === 'timeout')).toEqual([]);
  });

  it('resolves a paid payment whose result is lost (000410) with the status query alone', async () => {
    const rail = new DarajaPayoutRail(config);
    const order = orderFor('+254700000410');

    await rail.dispatch(order);
    const confirmed = await confirmedStatus(rail, order);

    const [payment] = await paymentsOf(order.reference);
    expect(confirmed).toEqual({ state: 'delivered', receipt: payment!.transactionId });
    expect(received.filter((callback) => callback.kind === 'result')).toEqual([]);
    const callbacks = await sandboxJson<Array<{ callback: { name: string; lost: boolean } }>>(
      `/api/payouts?provider=daraja&kind=callback&reference=${order.reference}`,
    );
    expect(callbacks.find((entry) => entry.callback.name === 'Result')?.callback.lost).toBe(true);
  });

  it('resolves a result lost as planned through /api/payouts/lost-callbacks with the status query', async () => {
    const planned = await fetch(`${sandbox.httpUrl}/api/payouts/lost-callbacks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'daraja', msisdn: '254733444555' }),
    });
    expect(planned.status).toBe(201);
    const rail = new DarajaPayoutRail(config);
    const order = orderFor('+254733444555');

    await rail.dispatch(order);
    const confirmed = await confirmedStatus(rail, order);

    expect(confirmed).toEqual({ state: 'delivered', receipt: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/) });
    expect(received.filter((callback) => callback.kind === 'result')).toEqual([]);
  });

  it('pays a transfer dispatched twice once: the repeat answers the first payout', async () => {
    const rail = new DarajaPayoutRail(config);
    const order = orderFor('+254722000111');

    const first = await rail.dispatch(order);
    const again = await rail.dispatch(order);
    const fromAnotherInstance = await new DarajaPayoutRail(config).dispatch(order);

    expect(again).toEqual(first);
    expect(fromAnotherInstance).toEqual(first);
    expect(first).toEqual({ payoutId: order.reference, status: { state: 'pending' } });
    await readingOf(rail, order.reference, ['result']);
    expect(await confirmedStatus(rail, order)).toEqual({ state: 'delivered', receipt: expect.any(String) });
    expect(await paymentsOf(order.reference)).toHaveLength(1);
    const requests = await sandboxJson<Array<{ httpStatus: number }>>(`/api/payouts?provider=daraja&kind=payout&reference=${order.reference}`);
    expect(requests.map((request) => request.httpStatus).sort()).toEqual([200, 500, 500]);
    expect(received.filter((callback) => callback.kind === 'result')).toHaveLength(1);
  });

  it('pays a retry (attempt 2) as a second payment, once however often it is dispatched, and reads its callbacks back to it', async () => {
    const rail = new DarajaPayoutRail(config);
    const order = orderFor('+254722000112');
    const retry: PayoutOrder = { ...order, reference: payoutReference(order.transferId, 2) };
    await rail.dispatch(order);
    await readingOf(rail, order.reference, ['result']);

    const first = await rail.dispatch(retry);
    const again = await new DarajaPayoutRail(config).dispatch(retry);

    expect(first).toEqual({ payoutId: `${order.transferId}-r2`, status: { state: 'pending' } });
    expect(again).toEqual(first);
    expect(await readingOf(rail, retry.reference, ['result'])).toEqual({
      kind: 'result',
      transferId: order.transferId,
      reference: retry.reference,
      confirmed: null,
    });
    expect(await rail.status(retry.reference, retry)).toEqual({ state: 'awaiting_callback' });
    const answer = await readingOf(rail, retry.reference, ['status-result']);
    const payments = await paymentsOfTransfer(order.transferId);
    expect(payments.map((payment) => payment.originatorConversationId)).toEqual([order.reference, retry.reference]);
    expect(payments.map((payment) => payment.state)).toEqual(['completed', 'completed']);
    expect(payments[1]!.transactionId).not.toBe(payments[0]!.transactionId);
    expect(answer).toEqual({
      kind: 'status-result',
      transferId: order.transferId,
      reference: retry.reference,
      confirmed: { state: 'delivered', receipt: payments[1]!.transactionId },
    });
    const requests = await sandboxJson<Array<{ httpStatus: number }>>(`/api/payouts?provider=daraja&kind=payout&reference=${retry.reference}`);
    expect(requests.map((request) => request.httpStatus).sort()).toEqual([200, 500]);
  });

  it('asks for one token for several requests', async () => {
    const rail = new DarajaPayoutRail(config);
    const order = orderFor('+254711000123');

    await rail.dispatch(order);
    await rail.dispatch(orderFor('+254711000124'));
    await rail.status(order.reference, order);

    expect(proxied.filter((path) => path === '/oauth/v1/generate')).toHaveLength(1);
    expect(proxied.filter((path) => path.startsWith('/mpesa/'))).toHaveLength(3);
  });

  it('drops a token Daraja calls invalid and sends the request once more with a new one', async () => {
    const rail = new DarajaPayoutRail(config);
    const warmUp = orderFor('+254711000125');
    await rail.dispatch(warmUp);
    planted.set('/mpesa/b2c/v3/paymentrequest', [
      { status: 404, body: JSON.stringify({ requestId: 'r1', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' }) },
    ]);
    planted.set('/mpesa/transactionstatus/v1/query', [
      { status: 400, body: JSON.stringify({ requestId: 'r2', errorCode: '400.003.01', errorMessage: 'Invalid Access Token' }) },
    ]);
    const order = orderFor('+254711000126');

    expect(await rail.dispatch(order)).toEqual({ payoutId: order.reference, status: { state: 'pending' } });
    expect(await rail.status(order.reference, order)).toEqual({ state: 'awaiting_callback' });

    expect(proxied.filter((path) => path === '/oauth/v1/generate')).toHaveLength(3);
    expect(await paymentsOf(order.reference)).toHaveLength(1);
  });

  it('gives up with PayoutRailUnavailableError when the new token is refused too', async () => {
    const rail = new DarajaPayoutRail(config);
    const refusal = { status: 404, body: JSON.stringify({ requestId: 'r', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' }) };
    planted.set('/mpesa/b2c/v3/paymentrequest', [refusal, refusal]);

    await expect(rail.dispatch(orderFor('+254711000127'))).rejects.toBeInstanceOf(PayoutRailUnavailableError);
    expect(proxied.filter((path) => path === '/oauth/v1/generate')).toHaveLength(2);
  });

  it('turns a 5xx, an unreadable answer, a refusal and an unreachable gateway into PayoutRailUnavailableError without the body', async () => {
    const rail = new DarajaPayoutRail(config);
    const phone = '+254711000128';
    const path = '/mpesa/b2c/v3/paymentrequest';

    planted.set(path, [{ status: 503, body: '<html>Service Unavailable 254711000128</html>' }]);
    const gatewayDown = await rail.dispatch(orderFor(phone)).catch((error: unknown) => error);
    planted.set(path, [{ status: 200, body: JSON.stringify({ Hello: '254711000128' }) }]);
    const unreadable = await rail.dispatch(orderFor(phone)).catch((error: unknown) => error);
    planted.set(path, [{ status: 400, body: JSON.stringify({ requestId: 'r', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PartyB' }) }]);
    const refused = await rail.dispatch(orderFor(phone)).catch((error: unknown) => error);
    const unreachable = await new DarajaPayoutRail({ ...config, DARAJA_API_BASE_URL: 'http://127.0.0.1:9' })
      .dispatch(orderFor(phone))
      .catch((error: unknown) => error);

    for (const error of [gatewayDown, unreadable, refused, unreachable]) {
      expect(error).toBeInstanceOf(PayoutRailUnavailableError);
      expect(String((error as Error).message)).not.toContain('254711000128');
    }
    expect((refused as Error).message).toContain('400.002.02');
  });

  it('refuses an amount that is not whole shillings before asking M-Pesa', async () => {
    const rail = new DarajaPayoutRail(config);

    const error = await rail.dispatch(orderFor('+254711000129', 150_050n)).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PayoutRailUnavailableError);
    expect(proxied.filter((path) => path.startsWith('/mpesa/'))).toEqual([]);
  });

  it('builds the SecurityCredential once and reuses it', async () => {
    // The sandbox's certificate fetched through the proxy too, to count the fetches.
    const rail = new DarajaPayoutRail({ ...config, SANDBOX_URL: proxyUrl });
    const order = orderFor('+254711000130');

    await rail.dispatch(order);
    await rail.dispatch(orderFor('+254711000131'));
    await rail.status(order.reference, order);

    expect(proxied.filter((path) => path === '/api/daraja/certificate')).toHaveLength(1);
  });
});

describe('DarajaClient token cache', () => {
  it('renews the token a minute before Daraja says it expires', async () => {
    let now = 1_000_000;
    const client = new DarajaClient(config, () => now);
    const query = { Initiator: 'testapi', SecurityCredential: 'x', CommandID: 'TransactionStatusQuery' };

    await client.post('/mpesa/transactionstatus/v1/query', query);
    now += 3_500_000;
    await client.post('/mpesa/transactionstatus/v1/query', query);
    now += 40_000;
    await client.post('/mpesa/transactionstatus/v1/query', query);

    expect(proxied.filter((path) => path === '/oauth/v1/generate')).toHaveLength(2);
  });

  it('reads expires_in as a number too', async () => {
    planted.set('/oauth/v1/generate', [{ status: 200, body: JSON.stringify({ access_token: 'planted-token', expires_in: 3599 }) }]);
    const client = new DarajaClient(config);

    // The planted token is unknown to the sandbox: refused, dropped, and a real one fetched.
    const answer = await client.post('/mpesa/b2c/v3/paymentrequest', {});

    expect(answer).toEqual({ kind: 'refused', httpStatus: 400, errorCode: '400.002.02' });
    expect(proxied.filter((path) => path === '/oauth/v1/generate')).toHaveLength(2);
  });

  it('reports wrong consumer credentials as unavailable', async () => {
    const client = new DarajaClient({ ...config, DARAJA_CONSUMER_SECRET: 'wrong' });

    await expect(client.post('/mpesa/b2c/v3/paymentrequest', {})).rejects.toThrow(/no access token \(HTTP 400 400\.008\.01\)/);
  });
});
