import { randomUUID } from 'node:crypto';
import { b2cRequestBody, postDaraja, useDarajaAccess } from '../../test/support/sandbox-daraja.js';
import { momoToken } from '../../test/support/sandbox-mtn-momo.js';
import { thunesClient } from '../../test/support/sandbox-thunes.js';
import { useTestSandbox } from '../../test/support/start-test-sandbox.js';

describe('PUT /api/faults/outages: providers answering 5xx for a while', () => {
  const sandboxRef = useTestSandbox(() => ({ payoutCallbackDelayMs: 50 }));
  const url = () => sandboxRef.current.httpUrl;
  const access = useDarajaAccess(url);

  const outage = (body: unknown) =>
    fetch(`${url()}/api/faults/outages`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const stripeCreate = () =>
    fetch(`${url()}/v1/payment_intents`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_sandbox', 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': randomUUID() },
      body: 'amount=1000&currency=usd',
    });

  afterEach(async () => {
    await fetch(`${url()}/api/faults/outages`, { method: 'DELETE' });
  });

  it("answers each provider's documented error body while its window is open", async () => {
    const opened = await outage([
      { provider: 'daraja', forMs: 60_000 },
      { provider: 'mtn-momo', forMs: 60_000 },
      { provider: 'thunes', forMs: 60_000, status: 500 },
      { provider: 'stripe', forMs: 60_000 },
    ]);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ provider: 'daraja', status: 503, rate: 1, active: true, failed: 0 })]),
    );

    const daraja = await postDaraja(url(), '/mpesa/b2c/v3/paymentrequest', access.token, b2cRequestBody('http://127.0.0.1:9', access.credential));
    expect(daraja).toEqual({
      status: 503,
      body: { requestId: expect.any(String), errorCode: '503.001.01', errorMessage: 'Service Unavailable' },
    });
    expect(await momoToken(url())).toEqual({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable. Try again later.' },
    });
    expect(await thunesClient(url()).get('/ping')).toMatchObject({
      status: 500,
      body: { errors: [{ code: '1009001', message: 'Unexpected error, please contact our support team' }] },
    });
    const stripe = await stripeCreate();
    expect(stripe.status).toBe(503);
    expect(stripe.headers.get('request-id')).toMatch(/^req_/);
    expect(await stripe.json()).toEqual({ error: { type: 'api_error', message: expect.any(String) } });

    // Nothing behind the answer happened, and the sandbox's own API still answers.
    expect(await (await fetch(`${url()}/api/daraja/payments`)).json()).toEqual([]);
    const report = (await (await fetch(`${url()}/api/faults/outages`)).json()) as Array<{ provider: string; failed: number }>;
    expect(Object.fromEntries(report.map(({ provider, failed }) => [provider, failed]))).toEqual({
      daraja: 1,
      'mtn-momo': 1,
      thunes: 1,
      stripe: 1,
    });
  });

  it('answers as usual once the window is over, or once the outages are deleted', async () => {
    await outage({ provider: 'stripe', forMs: 100, status: 500 });
    expect((await stripeCreate()).status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await stripeCreate()).status).toBe(200);

    await outage({ provider: 'mtn-momo', forMs: 60_000 });
    expect((await momoToken(url())).status).toBe(503);
    expect((await fetch(`${url()}/api/faults/outages`, { method: 'DELETE' })).status).toBe(204);
    expect((await momoToken(url())).status).toBe(200);
  });

  it('fails only about `rate` of the requests inside the window', async () => {
    await outage({ provider: 'thunes', forMs: 60_000, rate: 0.5, seed: 3 });
    const statuses = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await thunesClient(url()).get('/ping')).status);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(5);
  });

  it('refuses a window it cannot apply, naming the field', async () => {
    for (const [body, message] of [
      [{ provider: 'teller', forMs: 1000 }, /provider must be one of daraja, mtn-momo, thunes, stripe/],
      [{ provider: 'daraja' }, /forMs/],
      [{ provider: 'daraja', forMs: 1000, rate: 0 }, /rate must be above 0/],
      [{ provider: 'daraja', forMs: 1000, status: 502 }, /status must be one of 500, 503/],
      [[], /at least one window/],
    ] as const) {
      const answer = await outage(body);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(message);
    }
  });
});
