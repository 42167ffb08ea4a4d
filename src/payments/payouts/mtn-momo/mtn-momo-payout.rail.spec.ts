import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { startSandbox, type RunningSandbox } from '../../../../sandbox/src/start-sandbox.js';
import { momoClient, momoToken } from '../../../../sandbox/test/support/sandbox-mtn-momo.js';
import { WebhookReceiver } from '../../../../sandbox/test/support/webhook-receiver.js';
import { loadEnvironment } from '../../../config/load-environment.js';
import { walletDestination } from '../../../shared/domain/delivery-method.js';
import { PayoutRailUnavailableError, type PayoutOrder, type PayoutStatus } from '../payout-rail.port.js';
import { payoutReference, transferIdOfPayoutReference } from '../payout-reference.js';
import { MtnMomoPayoutRail } from './mtn-momo-payout.rail.js';
import { momoReferenceId } from './mtn-momo-reference-id.js';

// The rail against the provider sandbox in this process (sandbox/README.md, "MTN MoMo (Disbursement)").

interface SandboxTransfer {
  referenceId: string;
  amount: string;
  currency: string;
  externalId: string;
  payee: { partyIdType: string; partyId: string };
  payerMessage: string;
  payeeNote: string;
  status: string;
  reason: string | null;
  financialTransactionId: string | null;
  callbackUrl: string | null;
}

interface PayoutActivity {
  kind: string;
  reference: string | null;
  httpStatus: number | null;
  callback: { method: string; url: string; lost: boolean; delivered: boolean } | null;
}

const CALLBACK_TOKEN = 'mtn-momo-rail-spec-callback-token-0123456789';

let sandbox: RunningSandbox;
let receiver: WebhookReceiver;
let rail: MtnMomoPayoutRail;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  sandbox = await startSandbox({
    httpPort: 0,
    smtpPort: 0,
    logger: pino({ level: 'silent' }),
    payoutCallbackDelayMs: 50,
    payoutCallbackRetryIntervalMs: 50,
  });
  rail = new MtnMomoPayoutRail(
    loadEnvironment({
      NODE_ENV: 'test',
      MTN_MOMO_API_BASE_URL: sandbox.httpUrl,
      MTN_MOMO_TARGET_ENVIRONMENT: 'mtnuganda',
      PAYOUT_CALLBACK_BASE_URL: receiver.origin,
      PAYOUT_CALLBACK_TOKEN: CALLBACK_TOKEN,
    }),
  );
});
afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});
beforeEach(async () => {
  receiver.reset();
  await fetch(`${sandbox.httpUrl}/api/payouts`, { method: 'DELETE' });
  await fetch(`${sandbox.httpUrl}/api/payouts/lost-callbacks`, { method: 'DELETE' });
});

const CALLBACK_PATH = `/api/payout-callbacks/${CALLBACK_TOKEN}/mtn_momo/transfer`;

function orderTo(phone: string, amountMinor = 7_500_000n): PayoutOrder {
  const transferId = randomUUID();
  return {
    transferId,
    reference: payoutReference(transferId, 1),
    amountMinor,
    currency: 'UGX',
    country: 'uganda',
    destination: walletDestination('mtn_momo'),
    recipient: { firstName: 'Grace', lastName: 'Nakato', phone },
    sender: { firstName: 'Amina', lastName: 'Hassan', email: 'amina@example.com', phone: '+15550100000' },
  };
}

/** Asks MoMo until the payout is no longer pending (the sandbox processes it after its payout delay). */
async function settled(payoutId: string, order: PayoutOrder): Promise<PayoutStatus> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const status = await rail.status(payoutId, order);
    if (status.state !== 'pending' || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function allSandboxTransfers(): Promise<SandboxTransfer[]> {
  return (await (await fetch(`${sandbox.httpUrl}/api/mtn-momo/transfers`)).json()) as SandboxTransfer[];
}

async function sandboxTransfers(referenceId: string): Promise<SandboxTransfer[]> {
  return (await allSandboxTransfers()).filter((transfer) => transfer.referenceId === referenceId);
}

async function activity(kind: string, referenceId: string): Promise<PayoutActivity[]> {
  const url = `${sandbox.httpUrl}/api/payouts?provider=mtn-momo&kind=${kind}&reference=${referenceId}`;
  return (await (await fetch(url)).json()) as PayoutActivity[];
}

async function loseNextCallback(msisdn: string): Promise<void> {
  const response = await fetch(`${sandbox.httpUrl}/api/payouts/lost-callbacks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider: 'mtn-momo', msisdn }),
  });
  expect(response.ok).toBe(true);
}

describe('the MTN MoMo payout rail, against the sandbox', () => {
  it('pays a wallet: a pending transfer under the derived reference id, then delivered with the financial transaction id as receipt', async () => {
    const order = orderTo('+256772123456');
    const dispatch = await rail.dispatch(order);

    expect(dispatch).toEqual({ payoutId: momoReferenceId(order.reference), status: { state: 'pending' } });
    const delivered = await settled(dispatch.payoutId, order);
    const [transfer] = await sandboxTransfers(dispatch.payoutId);
    expect(transfer).toMatchObject({
      amount: '75000',
      currency: 'UGX',
      externalId: order.reference,
      payee: { partyIdType: 'MSISDN', partyId: '256772123456' },
      payeeNote: 'Money from Amina Hassan',
      payerMessage: `Remittance ${order.transferId}`,
      status: 'SUCCESSFUL',
      callbackUrl: `${receiver.origin}${CALLBACK_PATH}`,
    });
    expect(delivered).toEqual({ state: 'delivered', receipt: transfer!.financialTransactionId });
    expect(transfer!.financialTransactionId).toMatch(/^\d+$/);
  });

  it.each([
    ['+256779999999', 'PAYEE_NOT_FOUND', 'recipient_not_registered'],
    ['+256770000001', 'NOT_ENOUGH_FUNDS', 'partner_insufficient_balance'],
    ['+256770000002', 'PAYER_LIMIT_REACHED', 'partner_unavailable'],
    ['+256770000003', 'NOT_ALLOWED', 'partner_declined'],
    ['+256770000004', 'COULD_NOT_PERFORM_TRANSACTION', 'partner_unavailable'],
    ['+256770000005', 'PAYEE_NOT_ALLOWED_TO_RECEIVE', 'recipient_blocked'],
  ])('reads a transfer to %s, FAILED %s, as failed: %s', async (phone, reason, code) => {
    const order = orderTo(phone);
    const { payoutId, status } = await rail.dispatch(order);

    expect(status).toEqual({ state: 'pending' });
    expect(await settled(payoutId, order)).toEqual({ state: 'failed', code, detail: reason });
  });

  it('keeps a transfer to 256770000202 pending while others are processed', async () => {
    const stuck = orderTo('+256770000202');
    const other = orderTo('+256772345202');
    const stuckDispatch = await rail.dispatch(stuck);
    const otherDispatch = await rail.dispatch(other);

    // Both were taken at once; once the other is processed, the first one would have been too.
    expect((await settled(otherDispatch.payoutId, other)).state).toBe('delivered');
    expect(await rail.status(stuckDispatch.payoutId, stuck)).toEqual({ state: 'pending' });
    expect((await sandboxTransfers(stuckDispatch.payoutId))[0]?.status).toBe('PENDING');
  });

  it('resolves a transfer whose callback MoMo lost (256770000410) by asking its status', async () => {
    const order = orderTo('+256770000410');
    const { payoutId } = await rail.dispatch(order);

    const status = await settled(payoutId, order);
    expect(status).toEqual({ state: 'delivered', receipt: (await sandboxTransfers(payoutId))[0]!.financialTransactionId });
    const [callback] = await activity('callback', payoutId);
    expect(callback?.callback).toMatchObject({ lost: true, delivered: false });
    expect(receiver.received).toEqual([]);
  });

  it('resolves a transfer whose callback was planned lost by asking its status', async () => {
    await loseNextCallback('256781230410');
    const order = orderTo('+256781230410');
    const { payoutId } = await rail.dispatch(order);

    expect((await settled(payoutId, order)).state).toBe('delivered');
    expect((await activity('callback', payoutId))[0]?.callback).toMatchObject({ lost: true });
    expect(receiver.received).toEqual([]);
  });

  it('throws PayoutRailUnavailableError when MoMo answers 500 (256770000500); the status then says not_found, so dispatching again is safe', async () => {
    const order = orderTo('+256770000500');
    const error = await rail.dispatch(order).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(PayoutRailUnavailableError);
    expect((error as Error).message).toBe('mtn_momo: transfer: HTTP 500 INTERNAL_PROCESSING_ERROR');
    expect((error as Error).message).not.toContain('256770000500');
    expect(await rail.status(momoReferenceId(order.reference), order)).toEqual({ state: 'not_found' });
    expect(await sandboxTransfers(momoReferenceId(order.reference))).toEqual([]);

    // The job retries with the same reference id: refused the same way, still nothing created.
    await expect(rail.dispatch(order)).rejects.toBeInstanceOf(PayoutRailUnavailableError);
    expect((await activity('payout', momoReferenceId(order.reference))).map((request) => request.httpStatus)).toEqual([500, 500]);
  });

  it('pays once when one transfer is dispatched twice, and answers the second with the first payout', async () => {
    const order = orderTo('+256781234567', 1_000_000n);
    const first = await rail.dispatch(order);
    const again = await rail.dispatch(order);

    expect(again.payoutId).toBe(first.payoutId);
    expect(again.status.state).toMatch(/^(pending|delivered)$/);
    const delivered = await settled(first.payoutId, order);
    expect(await rail.dispatch(order)).toEqual({ payoutId: first.payoutId, status: delivered });

    const transfers = await sandboxTransfers(first.payoutId);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: '10000', status: 'SUCCESSFUL' });
    expect((await activity('payout', first.payoutId)).map((request) => request.httpStatus).sort()).toEqual([202, 409, 409]);
    expect(await activity('callback', first.payoutId)).toHaveLength(1);
  });

  it('pays once when one transfer is dispatched twice at the same time', async () => {
    const order = orderTo('+256781234568');
    const [one, two] = await Promise.all([rail.dispatch(order), rail.dispatch(order)]);

    expect(one.payoutId).toBe(two.payoutId);
    expect([one.status.state, two.status.state]).toEqual(['pending', 'pending']);
    await settled(one.payoutId, order);
    expect(await sandboxTransfers(one.payoutId)).toHaveLength(1);
  });

  it('pays a retry (attempt 2) as a second transfer, once however often it is dispatched, and reads its callback back to it', async () => {
    const order = orderTo('+256781234569', 1_000_000n);
    const retry: PayoutOrder = { ...order, reference: payoutReference(order.transferId, 2) };
    const first = await rail.dispatch(order);
    await settled(first.payoutId, order);

    const attempt = await rail.dispatch(retry);
    const again = await rail.dispatch(retry);

    expect(attempt).toEqual({ payoutId: momoReferenceId(retry.reference), status: { state: 'pending' } });
    expect(attempt.payoutId).not.toBe(first.payoutId);
    expect(again.payoutId).toBe(attempt.payoutId);
    const delivered = await settled(attempt.payoutId, retry);
    const transfers = (await allSandboxTransfers()).filter((transfer) => transferIdOfPayoutReference(transfer.externalId) === order.transferId);
    expect(transfers.map((transfer) => [transfer.referenceId, transfer.externalId, transfer.status]).reverse()).toEqual([
      [first.payoutId, order.reference, 'SUCCESSFUL'],
      [attempt.payoutId, retry.reference, 'SUCCESSFUL'],
    ]);
    expect(delivered).toEqual({ state: 'delivered', receipt: transfers[0]!.financialTransactionId });
    expect((await activity('payout', attempt.payoutId)).map((request) => request.httpStatus).sort()).toEqual([202, 409]);

    const callbacks = await receiver.waitForOn(CALLBACK_PATH, 2);
    const readings = callbacks.map((callback) => rail.readCallback({ kind: 'transfer', reference: null, body: JSON.parse(callback.rawBody) as unknown }));
    expect(readings).toEqual(
      expect.arrayContaining([
        { transferId: order.transferId, reference: order.reference, confirmed: null },
        { transferId: order.transferId, reference: retry.reference, confirmed: null },
      ]),
    );
    expect(await activity('callback', attempt.payoutId)).toHaveLength(1);
  });

  it('reads the callbacks MoMo PUTs to the callback URL back to the transfer', async () => {
    const paid = orderTo('+256772345678');
    const failed = orderTo('+256770000005');
    await rail.dispatch(paid);
    await rail.dispatch(failed);

    const callbacks = await receiver.waitForOn(CALLBACK_PATH, 2);
    expect(callbacks.map((callback) => callback.method)).toEqual(['PUT', 'PUT']);
    const readings = callbacks.map((callback) =>
      rail.readCallback({ kind: 'transfer', reference: null, body: JSON.parse(callback.rawBody) as unknown }),
    );
    expect(readings).toEqual(
      expect.arrayContaining([
        { transferId: paid.transferId, reference: paid.reference, confirmed: null },
        { transferId: failed.transferId, reference: failed.reference, confirmed: null },
      ]),
    );
    // Read from the raw body too.
    expect(rail.readCallback({ kind: 'transfer', reference: null, body: callbacks[0]!.rawBody })?.transferId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives the registered name of a wallet, none for a number without one, and a blocked wallet as inactive', async () => {
    const momo = momoClient(sandbox.httpUrl, ((await momoToken(sandbox.httpUrl)).body as { access_token: string }).access_token);
    const nameOf = async (msisdn: string) => {
      const info = (await momo.get(`/v1_0/accountholder/msisdn/${msisdn}/basicuserinfo`)).body as { given_name: string; family_name: string };
      return `${info.given_name} ${info.family_name}`;
    };

    expect(await rail.registeredName('+256772123456')).toEqual({ name: await nameOf('256772123456'), active: true });
    expect(await rail.registeredName('+256779999999')).toBeNull();
    expect(await rail.registeredName('+256770000005')).toEqual({ name: await nameOf('256770000005'), active: false });
    expect(await rail.registeredName('256772123456')).toBeNull();
  });

  it('offers whole shillings from UGX 500 to UGX 5,000,000', async () => {
    expect(await rail.terms('uganda', walletDestination('mtn_momo'))).toEqual({
      currency: 'UGX',
      incrementMinor: 100n,
      minimumMinor: 50_000n,
      maximumMinor: 500_000_000n,
    });
  });
});
